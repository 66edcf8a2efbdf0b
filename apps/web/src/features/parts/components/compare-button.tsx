import type { Part } from '@coreparts/shared';
import { useCompare } from '@/features/parts/hooks/use-compare.ts';

/** Adds the part to the comparison, or takes it out again; pressed while it is in. */
export function CompareButton({ part, className = '' }: { part: Part; className?: string }) {
  const { list, add, remove } = useCompare();
  const chosen = list.some((item) => item.id === part._id);
  return (
    <button
      type="button"
      className={`btn ${chosen ? 'btn-secondary' : 'btn-outline'} ${className}`}
      aria-pressed={chosen}
      aria-label={`Compare ${part.name}`}
      onClick={() => (chosen ? remove(part._id) : add({ id: part._id, category: part.category }))}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {chosen ? <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" /> : <path d="M9 4v16M15 4v16M4 9h5M15 15h5" strokeLinecap="round" />}
      </svg>
      Compare
    </button>
  );
}

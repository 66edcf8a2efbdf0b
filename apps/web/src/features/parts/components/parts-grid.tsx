import type { Part } from '@coreparts/shared';
import { PartCard } from './part-card.tsx';

/** Three columns on large screens, two on medium, one on small (spec §2). */
export function PartsGrid({ parts }: { parts: Part[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {parts.map((part, i) => (
        <PartCard key={part._id} part={part} eager={i < 3} />
      ))}
    </div>
  );
}

import { Spinner } from '../../components/ui/spinner.tsx';
import { useParts } from '../../features/parts/api/get-parts.ts';
import { PartsGrid } from '../../features/parts/components/parts-grid.tsx';

export function Component() {
  const { data: parts, isPending, isError } = useParts();

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold">All Parts</h1>
        {parts && <p className="mt-1 opacity-70">{parts.length} parts in stock and ready to ship</p>}
      </header>
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error">
          The parts could not be loaded. Please try again in a moment.
        </div>
      )}
      {parts && <PartsGrid parts={parts} />}
    </section>
  );
}

import { toast } from '@/lib/toast.ts';
import { ThresholdForm } from '@/components/ui/threshold-form.tsx';
import { usePartLowStock, useSetPartLowStock } from '@/features/parts/api/part-low-stock.ts';
import { toastFailure } from './toast-failure.ts';

/**
 * The part's own low-stock threshold, saved on its own: the overview lists the part while it has
 * fewer units than this. Empty means the shop's default.
 */
export function PartLowStockForm({ partId, onSaved }: { partId: string; onSaved?: () => unknown }) {
  const { data, isPending, isError } = usePartLowStock(partId);
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8" aria-labelledby="low-stock-heading">
      <h2 id="low-stock-heading" className="text-lg font-semibold">
        Low-stock alert
      </h2>
      {isPending && <span role="status" className="loading loading-dots loading-sm mt-3 opacity-60" aria-label="Loading the low-stock alert" />}
      {isError && (
        <p role="alert" className="mt-3 text-sm text-error">
          The low-stock alert could not be loaded. Please try again in a moment.
        </p>
      )}
      {data && <PartThresholdForm key={String(data.threshold)} partId={partId} threshold={data.threshold} shopDefault={data.lowStockDefault} onSaved={onSaved} />}
    </section>
  );
}

function PartThresholdForm({ partId, threshold, shopDefault, onSaved }: { partId: string; threshold: number | null; shopDefault: number; onSaved?: () => unknown }) {
  const save = useSetPartLowStock();
  return (
    <ThresholdForm
      label="Low-stock alert below"
      hint={`Leave it empty to use the shop's default (now ${shopDefault} units).`}
      placeholder={`Default: ${shopDefault}`}
      initial={threshold}
      optional
      submitLabel="Save alert"
      saving={save.isPending}
      className="mt-3"
      onSave={(next) =>
        save.mutate(
          { id: partId, threshold: next },
          {
            onSuccess: (saved) => {
              onSaved?.();
              toast.success(
                saved.threshold === null
                  ? `Low-stock alert saved: the shop default (${saved.lowStockDefault} units).`
                  : `Low-stock alert saved: below ${saved.threshold} units.`,
              );
            },
            onError: toastFailure,
          },
        )
      }
    />
  );
}

import { toast } from '@/lib/toast.ts';
import { ThresholdForm } from '@/components/ui/threshold-form.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { useSetLowStockDefault } from '@/features/sales-overview/api/set-low-stock-default.ts';

/** The shop's default low-stock threshold, used by every part that has none of its own. */
export function LowStockDefaultForm({ current, onSaved }: { current: number; onSaved?: () => unknown }) {
  const save = useSetLowStockDefault();
  return (
    <ThresholdForm
      key={current}
      label="Default low-stock threshold"
      hint="A part is listed when it has fewer units than this, unless it has its own threshold."
      initial={current}
      submitLabel="Save"
      saving={save.isPending}
      className="mt-4 border-t border-base-300 pt-4"
      onSave={(threshold) =>
        save.mutate(threshold!, {
          onSuccess: ({ lowStockDefault }) => {
            onSaved?.();
            toast.success(`Default low-stock threshold saved: ${lowStockDefault} units.`);
          },
          onError: (failure) => toast.error(failure instanceof ApiClientError ? failure.message : 'The threshold could not be saved.'),
        })
      }
    />
  );
}

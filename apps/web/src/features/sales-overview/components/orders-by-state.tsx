import { paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@coreparts/shared';
const dots: Record<PaymentStatus, string> = { unpaid: 'bg-base-content/40', pending: 'bg-warning', paid: 'bg-success', expired: 'bg-error/60' };

/** How many orders are in each state right now. */
export function OrdersByState({ byState }: { byState: Record<PaymentStatus, number> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {paymentStatuses.map((state) => (
        <div key={state} className="rounded-box bg-base-200 px-4 py-3" data-testid={`state-${state}`}>
          <dt className="flex items-center gap-2 text-sm opacity-70">
            <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dots[state]}`} />
            {paymentStatusLabels[state]}
          </dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{byState[state] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

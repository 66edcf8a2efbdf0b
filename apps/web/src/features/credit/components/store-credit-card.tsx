import { formatPrice } from '@coreparts/shared';
import { useStoreCredit } from '@/features/credit/api/credit.ts';
import { QueryStatus } from '@/components/ui/query-status.tsx';

/** My Profile's store credit (issue 43): the balance, spent at checkout, and where it came from and went. */
export function StoreCreditCard() {
  const credit = useStoreCredit();
  return (
    <section aria-labelledby="store-credit" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="store-credit" className="card-title">
            Store credit
          </h2>
          {credit.data && (
            <span className="text-xl font-bold tabular-nums" data-testid="store-credit-balance">
              {formatPrice(credit.data.balance)}
            </span>
          )}
        </div>
        {credit.isPending || credit.isError ? (
          <QueryStatus query={credit} loading="Loading store credit" />
        ) : credit.data.entries.length === 0 ? (
          <p className="text-sm opacity-80">No store credit yet. Credit the shop gives you is spent at checkout, before your card.</p>
        ) : (
          <ul className="divide-y divide-base-300 text-sm" aria-label="Store credit entries">
            {credit.data.entries.map((entry, i) => (
              <li key={`${entry.at} ${i}`} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0 break-words">
                  {entry.reason}
                  {entry.orderNumber && <span className="opacity-70"> · {entry.orderNumber}</span>}
                  <span className="block text-xs opacity-60">{new Date(entry.at).toLocaleDateString()}</span>
                </span>
                <span className={`shrink-0 font-medium tabular-nums ${entry.amount > 0 ? 'text-success' : ''}`}>
                  {entry.amount > 0 ? '+' : '−'}
                  {formatPrice(Math.abs(entry.amount))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { formatPrice, messages, type StockAlert } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useRemoveStockAlert, useStockAlerts } from '@/features/stock-alerts/api/stock-alerts.ts';
import { QueryStatus } from '@/components/ui/query-status.tsx';

/** My Profile's back-in-stock alerts (decision 054): each part waited for, removable. */
export function StockAlertsList() {
  const alerts = useStockAlerts({ enabled: true });
  return (
    <section aria-labelledby="stock-alerts" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="stock-alerts" className="card-title">
          Back-in-stock alerts
        </h2>
        {alerts.isPending || alerts.isError ? (
          <QueryStatus query={alerts} loading="Loading alerts" />
        ) : alerts.data.length === 0 ? (
          <p className="text-sm opacity-80">{messages.stockAlert.none}</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {alerts.data.map((alert) => (
              <AlertRow key={alert.partId} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AlertRow({ alert }: { alert: StockAlert }) {
  const remove = useRemoveStockAlert();
  return (
    <li className="flex items-center gap-3 py-3" data-testid="stock-alert-row">
      <img src={alert.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-box bg-base-200 object-contain" />
      <div className="min-w-0 flex-1">
        <Link to={paths.part(alert.partId)} className="link link-hover font-medium break-words">
          {alert.name}
        </Link>
        <p className="text-sm opacity-70">{alert.sold ? `${formatPrice(alert.price)} · ${alert.quantity > 0 ? 'In Stock' : 'Out of Stock'}` : messages.stockAlert.notSold}</p>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-ghost shrink-0"
        aria-label={`Remove the alert for ${alert.name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(alert.partId, { onSuccess: () => toast.success(messages.stockAlert.removed) })}
      >
        Remove
      </button>
    </li>
  );
}

import { messages, type PriceAlertEntry } from '@coreparts/shared';
import { Link } from 'react-router';
import { usePriceAlerts, useRemovePriceAlert, useUnwatchBuild } from '@/features/price-alerts/api/price-alerts.ts';
import { alertEntryView } from '@/features/price-alerts/lib/alert-entry.ts';
import { toast } from '@/lib/toast.ts';
import { QueryStatus } from '@/components/ui/query-status.tsx';

const m = messages.priceAlert;

/** My Profile's price alerts (decision 094): each part and build watched, removable. */
export function PriceAlertsList() {
  const alerts = usePriceAlerts({ enabled: true });
  return (
    <section aria-labelledby="price-alerts" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="price-alerts" className="card-title">
          {m.listHeading}
        </h2>
        {alerts.isPending || alerts.isError ? (
          <QueryStatus query={alerts} loading={m.loading} />
        ) : alerts.data.length === 0 ? (
          <p className="text-sm opacity-80">{m.none}</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {alerts.data.map((entry) => (
              <AlertRow key={entry.kind === 'part' ? entry.partId : entry.buildId} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AlertRow({ entry }: { entry: PriceAlertEntry }) {
  const removeAlert = useRemovePriceAlert();
  const unwatch = useUnwatchBuild();
  const removed = { onSuccess: () => toast.success(m.removed) };
  const { name, link, detail } = alertEntryView(entry);
  const remove = () => (entry.kind === 'part' ? removeAlert.mutate(entry.partId, removed) : unwatch.mutate(entry.buildId, removed));
  return (
    <li className="flex items-center gap-3 py-3" data-testid="price-alert-row">
      {entry.kind === 'part' ? <img src={entry.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-box bg-base-200 object-contain" /> : <BuildMark />}
      <div className="min-w-0 flex-1">
        <Link to={link} className="link link-hover font-medium break-words">
          {name}
        </Link>
        <p className="text-sm opacity-70">{detail}</p>
      </div>
      <button type="button" className="btn btn-sm btn-ghost shrink-0" aria-label={m.removeEntryLabel(name)} disabled={removeAlert.isPending || unwatch.isPending} onClick={remove}>
        {m.removeEntry}
      </button>
    </li>
  );
}

/** A build has no picture of its own: a tower in the picture's place keeps the names in one column. */
function BuildMark() {
  return (
    <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-box bg-base-200 opacity-70">
      <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round">
        <rect x="6" y="2.5" width="12" height="19" rx="1.5" />
        <path d="M9 6h6M9 9h6" />
        <circle cx="12" cy="16" r="2" />
      </svg>
    </span>
  );
}

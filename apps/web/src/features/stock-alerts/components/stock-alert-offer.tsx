import { messages } from '@coreparts/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useArmStockAlert, useRemoveStockAlert, useStockAlerts } from '@/features/stock-alerts/api/stock-alerts.ts';
import { ApiClientError } from '@/lib/api-client.ts';

interface StockAlertOfferProps {
  partId: string;
  /** `undefined` while the sign-in state loads (and on the server): nothing is shown yet. */
  signedIn: boolean | undefined;
}

/** On a part that is out of stock (decision 054): Notify me when back, or what is already asked. */
export function StockAlertOffer({ partId, signedIn }: StockAlertOfferProps) {
  const location = useLocation();
  if (signedIn === undefined) return null;
  return (
    <div role="group" aria-label="Back-in-stock alert" className="rounded-box border border-base-300 bg-base-200 p-4 text-sm" data-testid="stock-alert">
      {signedIn ? (
        <SignedInOffer partId={partId} />
      ) : (
        <p>
          {messages.stockAlert.offer}{' '}
          <Link to={paths.login} state={{ from: location }} className="link link-primary font-medium">
            {messages.stockAlert.signInFirst}
          </Link>
        </p>
      )}
    </div>
  );
}

function SignedInOffer({ partId }: { partId: string }) {
  const alerts = useStockAlerts({ enabled: true });
  const arm = useArmStockAlert();
  const remove = useRemoveStockAlert();
  const armed = alerts.data?.some((alert) => alert.partId === partId) ?? false;
  const busy = alerts.isPending || arm.isPending || remove.isPending;
  const failed = (error: unknown) => toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite">{armed ? messages.stockAlert.armed : messages.stockAlert.offer}</p>
      {armed ? (
        <button type="button" className="btn btn-sm btn-ghost" disabled={busy} onClick={() => remove.mutate(partId, { onError: failed })}>
          {messages.stockAlert.cancel}
        </button>
      ) : (
        <button type="button" className="btn btn-sm btn-secondary" disabled={busy} onClick={() => arm.mutate(partId, { onError: failed })}>
          {arm.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {messages.stockAlert.notifyMe}
        </button>
      )}
    </div>
  );
}

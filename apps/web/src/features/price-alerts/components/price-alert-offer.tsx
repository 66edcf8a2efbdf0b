import { formatPrice, messages, priceAlertBodySchema, type Part } from '@coreparts/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRemovePriceAlert, usePriceAlerts, useSetPriceAlert } from '@/features/price-alerts/api/price-alerts.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

const m = messages.priceAlert;

interface PriceAlertOfferProps {
  part: Pick<Part, '_id' | 'price'>;
  /** `undefined` while the sign-in state loads (and on the server): nothing is shown yet. */
  signedIn: boolean | undefined;
}

/** Under the price history (decision 094): a target price or any drop, or what is already asked. */
export function PriceAlertOffer({ part, signedIn }: PriceAlertOfferProps) {
  const location = useLocation();
  if (signedIn === undefined) return null;
  return (
    <div role="group" aria-label={m.heading} className="mt-4 rounded-box border border-base-300 bg-base-200 p-4 text-sm" data-testid="price-alert">
      {signedIn ? (
        <SignedInOffer part={part} />
      ) : (
        <p>
          {m.offer}{' '}
          <Link to={paths.login} state={{ from: location }} className="link link-primary font-medium">
            {m.signInFirst}
          </Link>
        </p>
      )}
    </div>
  );
}

function SignedInOffer({ part }: { part: PriceAlertOfferProps['part'] }) {
  const targetId = useId();
  const alerts = usePriceAlerts({ enabled: true });
  const set = useSetPriceAlert();
  const remove = useRemovePriceAlert();
  const [anyDrop, setAnyDrop] = useState(true);
  const [target, setTarget] = useState('');
  const armed = alerts.data?.find((entry) => entry.kind === 'part' && entry.partId === part._id);
  const busy = alerts.isPending || set.isPending || remove.isPending;
  const failed = (error: unknown) => toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

  if (armed?.kind === 'part') {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite">{m.armed(armed.targetPrice === null ? null : formatPrice(armed.targetPrice))}</p>
        <button type="button" className="btn btn-sm btn-ghost" disabled={busy} onClick={() => remove.mutate(part._id, { onSuccess: () => toast.success(m.removed), onError: failed })}>
          {m.remove}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema and rule, so a mistake is told at once.
    const body = priceAlertBodySchema.safeParse(anyDrop ? {} : { targetPrice: Number(target) });
    if (!body.success) return toast.error(body.error.issues[0]!.message);
    const targetPrice = body.data.targetPrice ?? null;
    if (targetPrice !== null && targetPrice >= part.price) return toast.error(m.targetNotBelow(formatPrice(part.price)));
    set.mutate({ partId: part._id, targetPrice }, { onError: failed });
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-live="polite">
      <p>{m.offer}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" name={`${targetId}-kind`} checked={anyDrop} onChange={() => setAnyDrop(true)} />
          {m.anyDrop}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" name={`${targetId}-kind`} checked={!anyDrop} onChange={() => setAnyDrop(false)} />
          {m.targetLabel}
        </label>
        <label className="input input-sm w-32" htmlFor={targetId}>
          <span aria-hidden="true">$</span>
          <input
            id={targetId}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder={(Math.floor(part.price * 0.9 * 100) / 100).toFixed(2)}
            aria-label={m.targetInputLabel}
            value={target}
            onFocus={() => setAnyDrop(false)}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={busy || (!anyDrop && target === '')}>
          {set.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {m.set}
        </button>
      </div>
    </form>
  );
}

import { buildWatchBodySchema, formatPrice, messages, type SavedBuildSummary } from '@coreparts/shared';
import { useId, useState, type FormEvent } from 'react';
import { usePriceAlerts, useUnwatchBuild, useWatchBuild } from '@/features/price-alerts/api/price-alerts.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

const m = messages.priceAlert;

/** On one of My builds (decision 094): watch its total for a drop of the amount chosen, or stop watching. */
export function BuildPriceWatch({ build, name }: { build: SavedBuildSummary; name: string }) {
  const inputId = useId();
  const alerts = usePriceAlerts({ enabled: true });
  const watch = useWatchBuild();
  const unwatch = useUnwatchBuild();
  const [dropBy, setDropBy] = useState('');
  const watching = alerts.data?.find((entry) => entry.kind === 'build' && entry.buildId === build.id);
  const busy = alerts.isPending || watch.isPending || unwatch.isPending;
  const failed = (error: unknown) => toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

  if (watching?.kind === 'build') {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="build-price-watch">
        <p aria-live="polite">{m.watching(formatPrice(watching.dropBy), formatPrice(watching.totalWhenSet))}</p>
        <button type="button" className="btn btn-ghost btn-xs" aria-label={`${m.unwatch}: ${name}`} disabled={busy} onClick={() => unwatch.mutate(build.id, { onError: failed })}>
          {m.unwatch}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so a mistake is told at once.
    const body = buildWatchBodySchema.safeParse({ dropBy: Number(dropBy) });
    if (!body.success) return toast.error(body.error.issues[0]!.message);
    watch.mutate({ buildId: build.id, dropBy: body.data.dropBy }, { onError: failed });
  };

  return (
    <form className="flex flex-wrap items-center gap-2 text-sm" onSubmit={submit} data-testid="build-price-watch">
      <label htmlFor={inputId}>{m.watchLabel}</label>
      <label className="input input-sm w-28">
        <span aria-hidden="true">$</span>
        <input id={inputId} type="number" inputMode="decimal" min="0.01" step="0.01" placeholder="25.00" value={dropBy} onChange={(event) => setDropBy(event.target.value)} />
      </label>
      <button type="submit" className="btn btn-outline btn-sm" aria-label={`${m.watch}: ${name}`} disabled={busy || dropBy === ''}>
        {watch.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {m.watch}
      </button>
    </form>
  );
}

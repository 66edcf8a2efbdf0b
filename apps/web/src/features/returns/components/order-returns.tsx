import { formatPrice, messages, returnReasonLabels, returnReasons, type Order, type ReturnReason } from '@coreparts/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useOrderReturns, useRequestReturn, useReturnPolicy } from '@/features/returns/api/returns.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { ReturnStateBadge } from './return-state-badge.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order's returns on its page (issue 44): each with its state and lines; and for its owner, on
 * a delivered order within the window, a form to return units of its lines with a reason, the
 * shop's policy (window, restocking fee) said first.
 */
export function OrderReturns({ order, owner }: { order: Order; owner: boolean }) {
  const returns = useOrderReturns(order._id);
  const policy = useReturnPolicy().data;
  const [asking, setAsking] = useState(false);
  // The time the page opened: the window is the server's to enforce, the page only offers the form.
  const [openedAt] = useState(Date.now);
  const open = owner && order.deliveredAt !== null && policy !== undefined && openedAt <= new Date(order.deliveredAt).getTime() + policy.windowDays * DAY_MS;
  if (!returns.data?.length && !open) return null;
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6" aria-labelledby="returns-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="returns-heading" className="text-lg font-bold">
          Returns
        </h2>
        {open && !asking && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setAsking(true)}>
            Return parts
          </button>
        )}
      </div>
      {policy && open && (
        <p className="mt-1 text-sm opacity-75">
          Parts can be returned within {policy.windowDays} days of delivery.
          {policy.restockingFeePercent > 0 && ` Parts no longer needed are refunded less a ${policy.restockingFeePercent}% restocking fee.`}
        </p>
      )}
      {asking && <ReturnForm order={order} onDone={() => setAsking(false)} />}
      {returns.data && returns.data.length > 0 && (
        <ul className="mt-3 divide-y divide-base-300" aria-label="Returns of this order">
          {returns.data.map((r) => (
            <li key={r._id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <ReturnStateBadge state={r.state} />
                <span className="opacity-70">{new Date(r.createdAt).toLocaleDateString()}</span>
                {r.refund !== null && <span className="font-medium">Refunded {formatPrice(r.refund)}{r.refundTo === 'store-credit' ? ' as store credit' : ''}</span>}
              </div>
              {r.lines.map((l) => (
                <span key={l.lineId}>
                  {l.quantity} × {l.name} · {returnReasonLabels[l.reason]}
                </span>
              ))}
              {r.rejectReason && <span className="text-error">Rejected: {r.rejectReason}</span>}
              {r.replacementOrderId && (
                <Link to={paths.orderTimeline(r.replacementOrderId)} className="link">
                  The replacement order
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const request = useRequestReturn(order._id);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reasons, setReasons] = useState<Record<string, ReturnReason>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const lines = order.lines.filter((l) => l.quantity - l.refundedQuantity > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines.filter((l) => (units[l.id] ?? 0) > 0).map((l) => ({ lineId: l.id, quantity: units[l.id]!, reason: reasons[l.id] ?? 'defective' }));
    if (chosen.length === 0) return setProblem(messages.returns.chooseUnits);
    setProblem(null);
    request.mutate(
      { lines: chosen, ...(note.trim() && { note: note.trim() }) },
      {
        onSuccess: () => {
          toast.success(messages.returns.requested);
          onDone();
        },
        onError: (error) => setProblem(error instanceof ApiClientError ? error.message : 'The return could not be sent. Please try again.'),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Return parts" className="mt-3 flex flex-col gap-3 rounded-box bg-base-200 p-4">
      {lines.map((l) => (
        <fieldset key={l.id} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_12rem] sm:items-end">
          <legend className="sr-only">{l.name}</legend>
          <span className="text-sm font-medium break-words">{l.name}</span>
          <label className="flex flex-col gap-1 text-xs">
            Units
            <select className="select select-sm" value={units[l.id] ?? 0} onChange={(e) => setUnits({ ...units, [l.id]: Number(e.target.value) })} aria-label={`Units of ${l.name} to return`}>
              {Array.from({ length: l.quantity - l.refundedQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs">
            Reason
            <select className="select select-sm" value={reasons[l.id] ?? 'defective'} onChange={(e) => setReasons({ ...reasons, [l.id]: e.target.value as ReturnReason })} aria-label={`Why ${l.name} goes back`}>
              {returnReasons.map((r) => (
                <option key={r} value={r}>
                  {returnReasonLabels[r]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      ))}
      <label htmlFor={`${id}-note`} className="text-sm">
        Note (optional)
      </label>
      <textarea id={`${id}-note`} className="textarea w-full" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={request.isPending}>
          Ask to return
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { messages, returnPolicySchema, returnReasonLabels, returnStateLabels, returnStates, type ReturnState, type ReturnView } from '@coreparts/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '@/components/ui/query-status.tsx';
import { SideScroll } from '@/components/ui/side-scroll.tsx';
import { ToolbarSelect, type ToolbarOption } from '@/components/ui/toolbar-select.tsx';
import { paths } from '@/config/paths.ts';
import { useAdminReturns, useDecideReturn, useReturnPolicy, useReturnRates, useSaveReturnPolicy } from '@/features/returns/api/returns.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { ReturnStateBadge } from './return-state-badge.tsx';

const stateOptions: ToolbarOption<ReturnState | ''>[] = [{ value: '', label: 'All' }, ...returnStates.map((state) => ({ value: state, label: returnStateLabels[state] }))];

const failed = (error: unknown) => toast.error(error instanceof ApiClientError ? error.message : messages.outage.unavailable);

/**
 * The admin's Returns (issue 44): returns by state, newest first, each with its order, customer,
 * lines and reasons; Approve or Reject a request; Receive an approved one, each unit resellable
 * (back in stock) or damaged, and refund it to the card or as store credit.
 */
export function AdminReturns() {
  const [state, setState] = useState<ReturnState | ''>('requested');
  const returns = useAdminReturns(state);
  return (
    <div className="flex flex-col gap-4">
      <ReturnPolicyForm />
      <ToolbarSelect label="State" className="w-full sm:w-56" value={state} onChange={setState} options={stateOptions} />
      {returns.isPending || returns.isError ? (
        <QueryStatus query={returns} loading="Loading returns" />
      ) : returns.data.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center text-sm opacity-80">No returns here.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Returns list">
          {returns.data.map((r) => (
            <li key={r._id}>
              <ReturnCard item={r} />
            </li>
          ))}
        </ul>
      )}
      <ReturnRates />
    </div>
  );
}

/** The window after delivery and the restocking fee for parts no longer needed, which the customer reads before asking. */
function ReturnPolicyForm() {
  const policy = useReturnPolicy().data;
  const save = useSaveReturnPolicy();
  const [edited, setEdited] = useState<{ windowDays: string; fee: string } | null>(null);
  if (!policy) return null;
  const values = edited ?? { windowDays: String(policy.windowDays), fee: String(policy.restockingFeePercent) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnPolicySchema.safeParse({ windowDays: Number(values.windowDays), restockingFeePercent: Number(values.fee) });
    if (!parsed.success) return toast.error(messages.returns.policyInvalid);
    save.mutate(parsed.data, { onSuccess: () => toast.success(messages.returns.policySaved), onError: failed });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Return policy" className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-sm">
      <label className="flex flex-col gap-1">
        Days to return after delivery
        <input type="number" min={1} max={365} className="input input-sm w-28" value={values.windowDays} onChange={(e) => setEdited({ ...values, windowDays: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1">
        Restocking fee, no longer needed (%)
        <input type="number" min={0} max={50} step="0.01" className="input input-sm w-28" value={values.fee} onChange={(e) => setEdited({ ...values, fee: e.target.value })} />
      </label>
      <button type="submit" className="btn btn-sm" disabled={save.isPending}>
        Save policy
      </button>
    </form>
  );
}

/** Units returned per part and reason (rejected returns aside), most first: which parts come back, and why. */
function ReturnRates() {
  const rates = useReturnRates().data;
  if (!rates || rates.length === 0) return null;
  return (
    <section aria-labelledby="return-rates" className="mt-2">
      <h2 id="return-rates" className="mb-2 text-lg font-bold">
        Returns by part
      </h2>
      <SideScroll label="Returns by part" className="rounded-box border border-base-300 bg-base-100">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Part</th>
              <th>Reason</th>
              <th className="text-right">Units returned</th>
              <th className="text-right">Of units sold</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={`${r.partId} ${r.reason}`}>
                <td className="break-words">{r.name}</td>
                <td>{returnReasonLabels[r.reason]}</td>
                <td className="text-right tabular-nums">{r.units}</td>
                <td className="text-right tabular-nums">{r.sold > 0 ? `${Math.round((r.units / r.sold) * 1000) / 10}%` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroll>
    </section>
  );
}

function ReturnCard({ item }: { item: ReturnView }) {
  const decide = useDecideReturn();
  const [receiving, setReceiving] = useState(false);
  const [damaged, setDamaged] = useState<Record<string, number>>({});
  const [refundTo, setRefundTo] = useState<'card' | 'store-credit' | 'replacement'>('card');
  const deadOnArrival = item.lines.every((l) => l.reason === 'dead-on-arrival');
  const act = (action: 'approve' | 'reject' | 'receive', body?: Parameters<typeof decide.mutate>[0]['body'], done?: string) =>
    decide.mutate({ id: item._id, action, body }, { onSuccess: () => done && toast.success(done), onError: failed });
  // Rejecting asks for the reason the customer reads, in the card itself.
  const [rejecting, setRejecting] = useState(false);
  const [rejectReason, setRejectReason] = useState('');
  const reject = () => {
    if (rejectReason.trim()) act('reject', { reason: rejectReason.trim() }, messages.returns.rejected);
  };
  const receive = () =>
    act(
      'receive',
      {
        lines: item.lines.flatMap((l) => {
          const bad = damaged[l.lineId] ?? 0;
          return [
            ...(l.quantity - bad > 0 ? [{ lineId: l.lineId, quantity: l.quantity - bad, condition: 'resellable' as const }] : []),
            ...(bad > 0 ? [{ lineId: l.lineId, quantity: bad, condition: 'damaged' as const }] : []),
          ];
        }),
        refundTo,
      },
      refundTo === 'replacement' ? messages.returns.replaced : messages.returns.received,
    );
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-label={`Return of ${item.orderNumber}`}>
      <div className="card-body gap-2 p-4 text-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <ReturnStateBadge state={item.state} />
          <Link to={paths.orderTimeline(item.orderId)} className="link font-mono font-medium">
            {item.orderNumber}
          </Link>
          <span className="break-all opacity-70">{item.email}</span>
          <span className="opacity-60">{new Date(item.createdAt).toLocaleDateString()}</span>
        </div>
        <ul>
          {item.lines.map((l) => (
            <li key={l.lineId}>
              {l.quantity} × {l.name} · <span className="font-medium">{returnReasonLabels[l.reason]}</span>
              {(l.resellable > 0 || l.damaged > 0) && <span className="opacity-70"> · {l.resellable} resellable, {l.damaged} damaged</span>}
            </li>
          ))}
        </ul>
        {item.note && <p className="italic opacity-80">“{item.note}”</p>}
        {item.rejectReason && <p className="text-error">Rejected: {item.rejectReason}</p>}
        {item.replacementOrderId && (
          <Link to={paths.orderTimeline(item.replacementOrderId)} className="link">
            The replacement order
          </Link>
        )}
        {item.state === 'requested' && (
          <div className="flex gap-2">
            <button type="button" className="btn btn-sm btn-primary" disabled={decide.isPending} onClick={() => act('approve', undefined, messages.returns.approved)}>
              Approve
            </button>
            <button type="button" className="btn btn-sm btn-ghost text-error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
              Reject
            </button>
          </div>
        )}
        {(item.state === 'requested' || item.state === 'approved') && rejecting && (
          <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Reject the return">
            <label className="flex min-w-0 flex-1 flex-col gap-1">
              Why (the customer reads it)
              <input className="input input-sm w-full" maxLength={200} value={rejectReason} onChange={(e) => setRejectReason(e.target.value)} />
            </label>
            <button type="button" className="btn btn-sm btn-error" disabled={decide.isPending || !rejectReason.trim()} onClick={reject}>
              Reject return
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        )}
        {item.state === 'approved' && !receiving && (
          <button type="button" className="btn btn-sm btn-primary self-start" onClick={() => setReceiving(true)}>
            Receive
          </button>
        )}
        {item.state === 'approved' && receiving && (
          <div className="flex flex-col gap-2 rounded-box bg-base-200 p-3" role="group" aria-label="Receive the return">
            {item.lines.map((l) => (
              <label key={l.lineId} className="flex flex-wrap items-center gap-2">
                Damaged units of {l.name}
                <select className="select select-sm w-20" value={damaged[l.lineId] ?? 0} onChange={(e) => setDamaged({ ...damaged, [l.lineId]: Number(e.target.value) })}>
                  {Array.from({ length: l.quantity + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                <span className="opacity-70">the rest go back in stock</span>
              </label>
            ))}
            <label className="flex items-center gap-2">
              Refund to
              <select className="select select-sm w-48" value={refundTo} onChange={(e) => setRefundTo(e.target.value as typeof refundTo)}>
                <option value="card">The card</option>
                <option value="store-credit">Store credit</option>
                {deadOnArrival && <option value="replacement">A replacement</option>}
              </select>
            </label>
            <button type="button" className="btn btn-sm btn-primary self-start" disabled={decide.isPending} onClick={receive}>
              {refundTo === 'replacement' ? 'Receive and replace' : 'Receive and refund'}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

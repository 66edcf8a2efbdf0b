import { formatPrice, fromCents, messages, paidForUnits, refundBodySchema, toCents, type Order, type OrderLine, type RefundBody } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { toast } from '@/lib/toast.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FieldMessage, FormAlert, SubmitButton } from '@/components/ui/form-field.tsx';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { useRefundOrder } from '@/features/orders/api/refund-order.ts';
import { OrderDialog } from './order-dialog.tsx';
import { orderSummary } from './order-item.tsx';
import { refundableLeft } from './order-status.tsx';

type RefundScope = 'all' | 'lines' | 'amount';

interface RefundErrors {
  lines?: string;
  /** A line's own message, by its id. */
  line?: Record<string, string>;
  amount?: string;
  reason?: string;
}

/** Units of a line not refunded yet. */
const unitsLeft = (line: OrderLine) => Math.max(0, line.quantity - line.refundedQuantity);

/**
 * What the form says, as the body `POST /admin/order/:id/refunds` takes, checked by the shared
 * schema and against what is left of the order; or the message of each field that is wrong.
 */
export function refundBodyOf(
  order: Order,
  form: { scope: RefundScope; units: Record<string, string>; amount: string; reason: string },
): { ok: true; body: RefundBody } | { ok: false; errors: RefundErrors } {
  const errors: RefundErrors = {};
  const body: RefundBody = { reason: form.reason };
  const chosen = form.scope === 'lines' ? order.lines.filter((line) => (form.units[line.id] ?? '').trim() !== '' && Number(form.units[line.id]) !== 0) : [];
  if (form.scope === 'lines') {
    body.lines = chosen.map((line) => ({ lineId: line.id, quantity: Number(form.units[line.id]) }));
    if (chosen.length === 0) errors.lines = 'Choose how many units of a part to refund.';
    for (const line of chosen) {
      const units = Number(form.units[line.id]);
      if (Number.isInteger(units) && units > unitsLeft(line)) (errors.line ??= {})[line.id] = messages.refund.lineTooMuch(line.name, unitsLeft(line));
    }
  }
  if (form.scope === 'amount') {
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount);
    if (!(amount > 0)) errors.amount = 'Enter an amount above $0.00.';
    else if (toCents(amount) > toCents(refundableLeft(order))) errors.amount = messages.refund.tooMuch(formatPrice(refundableLeft(order)));
    body.amount = amount;
  }

  const parsed = refundBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'reason') errors.reason ??= issue.message;
      else if (field === 'amount') errors.amount ??= issue.message;
      else if (field === 'lines' && typeof index === 'number' && chosen[index]) {
        (errors.line ??= {})[chosen[index].id] ??= `Units ${issue.message}`;
      } else if (field === 'lines') errors.lines ??= 'Choose how many units of a part to refund.';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}

/**
 * Dollars a refund body gives back: the units of its lines at the price paid (as the server prices
 * them), its amount, or else all that is left of the charge.
 */
export function refundAmountOf(order: Order, body: RefundBody): number {
  if (body.lines) {
    const byId = new Map(order.lines.map((line) => [line.id, line]));
    // A line named twice counts its units one after the other, as the server gives them back.
    const given = new Map<string, number>();
    return fromCents(
      body.lines.reduce((sum, { lineId, quantity }) => {
        const line = byId.get(lineId);
        if (!line) return sum;
        const before = line.refundedQuantity + (given.get(lineId) ?? 0);
        given.set(lineId, (given.get(lineId) ?? 0) + quantity);
        return sum + paidForUnits({ quantity: line.quantity, totalCents: toCents(line.total), discountCents: toCents(line.discount) }, before, quantity);
      }, 0),
    );
  }
  return body.amount ?? refundableLeft(order);
}

/** A refund of less than what is left of the charge: asked about first ("Refund $X to the card?"). */
export const isPartialRefund = (order: Order, body: RefundBody) => toCents(refundAmountOf(order, body)) < toCents(refundableLeft(order));

/**
 * Refund: the whole order (what is left of it), chosen units of its parts, or an amount, always
 * with a reason the customer and the timeline read; a partial one asks "Refund $X to the card?"
 * first (issue 41). One Idempotency-Key per opening: a retry of a
 * lost answer cannot refund twice. The server's refusal (more than is left) shows in the dialog.
 */
export function RefundOrderDialog({ order, onClosed }: { order: Order; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [scope, setScope] = useState<RefundScope>('all');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  /** The partial refund waiting for its Yes. */
  const [toConfirm, setToConfirm] = useState<RefundBody | null>(null);
  const refund = useRefundOrder();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const left = refundableLeft(order);

  // A refused form takes focus to its first wrong field.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('input[type="number"]:not(:disabled)');
    invalid?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = refundBodyOf(order, { scope, units, amount, reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (isPartialRefund(order, checked.body)) setToConfirm(checked.body);
    else send(checked.body);
  };

  const send = (body: RefundBody) =>
    refund.mutate(
      { id: order._id, body, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(messages.refund.started);
          dialog.current?.close();
        },
        onSettled: () => setToConfirm(null),
      },
    );

  const choose = (next: RefundScope) => {
    setScope(next);
    setErrors({});
  };

  return (
    <>
      <OrderDialog
        dialogRef={dialog}
        title="Refund order"
        subtitle={
          <>
            <p>
              <span className="font-mono font-semibold">{order.number}</span>: {orderSummary(order)}
            </p>
            <p>
              For {order.displayName} ({order.email}). Charged {formatPrice(order.total)}
              {order.refunded > 0 && <>, refunded {formatPrice(order.refunded)} so far</>}.
            </p>
          </>
        }
        busy={refund.isPending}
        onClosed={onClosed}
        initialFocus={() => firstChoice.current?.focus()}
      >
        <form ref={form} className="mt-5 flex flex-col gap-4" noValidate aria-label="Refund order" onSubmit={submit}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">What to refund</legend>
            <ScopeOption name={`${id}-scope`} value="all" scope={scope} onChoose={choose} inputRef={firstChoice}>
              The whole order: <span className="font-semibold">{formatPrice(left)}</span> left
            </ScopeOption>
            <ScopeOption name={`${id}-scope`} value="lines" scope={scope} onChoose={choose}>
              Chosen parts
            </ScopeOption>
            {scope === 'lines' && <LineUnits order={order} units={units} onUnits={setUnits} errors={errors} />}
            <ScopeOption name={`${id}-scope`} value="amount" scope={scope} onChoose={choose}>
              An amount
            </ScopeOption>
            {scope === 'amount' && (
              <div className="ml-8">
                <label htmlFor={`${id}-amount`} className="mb-1.5 block text-sm font-medium">
                  Amount (USD)
                </label>
                <input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  max={left}
                  className={`input w-40 ${errors.amount ? 'input-error' : ''}`}
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={errors.amount ? true : undefined}
                  aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ''}`}
                />
                <p id={`${id}-amount-hint`} className="mt-1 text-xs opacity-70">
                  At most {formatPrice(left)}.
                </p>
                <FieldMessage id={`${id}-amount-error`} message={errors.amount} />
              </div>
            )}
          </fieldset>

          <div>
            <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium">
              Reason
            </label>
            <textarea
              id={`${id}-reason`}
              className={`textarea w-full ${errors.reason ? 'textarea-error' : ''}`}
              rows={2}
              maxLength={200}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            />
            <FieldMessage id={`${id}-reason-error`} message={errors.reason} />
          </div>

          {refund.isError && <FormAlert>{refund.error.message}</FormAlert>}
          <SubmitButton pending={refund.isPending}>Refund</SubmitButton>
        </form>
      </OrderDialog>
      {/* Beside the form's dialog, not in it: a dialog's close event would reach its parent's in React. */}
      <ConfirmDialog
        open={toConfirm !== null}
        question={toConfirm ? messages.orderConfirm.partialRefund(formatPrice(refundAmountOf(order, toConfirm))) : ''}
        detail={messages.orderConfirm.partialRefundDetail(order.number, formatPrice(refundableLeft(order)))}
        busy={refund.isPending}
        onConfirm={() => toConfirm && send(toConfirm)}
        onCancel={() => {
          if (!refund.isPending) setToConfirm(null);
        }}
      />
    </>
  );
}

interface ScopeOptionProps {
  name: string;
  value: RefundScope;
  scope: RefundScope;
  onChoose: (scope: RefundScope) => void;
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

function ScopeOption({ name, value, scope, onChoose, inputRef, children }: ScopeOptionProps) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <input ref={inputRef} type="radio" className="radio radio-sm" name={name} value={value} checked={scope === value} onChange={() => onChoose(value)} />
      <span>{children}</span>
    </label>
  );
}

interface LineUnitsProps {
  order: Order;
  units: Record<string, string>;
  onUnits: (units: Record<string, string>) => void;
  errors: RefundErrors;
}

/** A number of units to refund for each part of the order, up to what is left of it. */
function LineUnits({ order, units, onUnits, errors }: LineUnitsProps) {
  const id = useId();
  return (
    <div className="ml-8 grid gap-3">
      {order.lines.map((line, i) => {
        const left = unitsLeft(line);
        const fieldId = `${id}-${i}`;
        const error = errors.line?.[line.id];
        return (
          <div key={line.id}>
            <label htmlFor={fieldId} className="mb-1 block text-sm font-medium break-words">
              {line.name}
            </label>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <input
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                className={`input input-sm w-24 ${error ? 'input-error' : ''}`}
                placeholder="0"
                disabled={left === 0}
                value={units[line.id] ?? ''}
                onChange={(event) => onUnits({ ...units, [line.id]: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
              />
              <span id={`${fieldId}-hint`} className="text-xs opacity-70">
                {left === 0 ? 'all refunded' : `of ${left} left at ${formatPrice(line.unitPrice)}`}
              </span>
            </div>
            <FieldMessage id={`${fieldId}-error`} message={error} />
          </div>
        );
      })}
      <FieldMessage id={`${id}-lines-error`} message={errors.lines} />
    </div>
  );
}

import { type CartLine, checkOrderQuantity, withCount, formatPrice, fromCents, messages, toCents } from '@coreparts/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useCart, type CartView as Cart } from '@/features/cart/hooks/use-cart.ts';
import { useShippingMethods } from '@/features/cart/api/get-shipping-methods.ts';
import { useCartPricing } from '@/features/cart/api/price-cart.ts';
import { useDiscountCode } from '@/features/cart/lib/discount-code.ts';
import { freeShippingNote } from '@/features/cart/lib/checkout-totals.ts';
import { refusalOf } from '@/features/cart/lib/refusal.ts';
import { CartIcon } from './cart-icon.tsx';
import { DiscountCodeField, DiscountRows } from './discount-code.tsx';

/**
 * The cart's lines at today's prices, each with its quantity to change and what stands in the way
 * of checking it out, and the subtotal with the Checkout button: a visitor signs in first and comes
 * back to the checkout; nobody checks out while a line is flagged.
 */
export function CartView() {
  const cart = useCart();
  if (cart.isPending) return <Spinner />;
  if (cart.error) {
    return (
      <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
        <span>The cart could not be loaded. Please try again in a moment.</span>
        <button type="button" className="btn btn-sm" onClick={() => void cart.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (cart.lines.length === 0) return <EmptyCart />;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ul className="card divide-y divide-base-300 border border-base-300 bg-base-100 shadow-sm" aria-label="Parts in your cart">
        {cart.lines.map((line) => (
          <li key={line.partId}>
            <CartLineItem line={line} cart={cart} />
          </li>
        ))}
      </ul>
      <CartSummary cart={cart} />
    </div>
  );
}

/** The cart is empty: where to find parts. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <CartIcon size={40} />
      <p className="text-lg font-semibold">{messages.cart.empty}</p>
      <Link to={paths.parts} className="btn btn-primary">
        See All Parts
      </Link>
    </div>
  );
}

function CartSummary({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const blocked = cart.lines.some((line) => line.problem !== null);
  const blockedId = useId();
  // A visitor signs in first; the login page sends them on to the checkout (features/auth/lib/return-path.ts).
  const checkout = () => navigate(cart.signedIn ? paths.checkout : paths.login, cart.signedIn ? undefined : { state: { from: { pathname: paths.checkout } } });
  // What promotions and the code take off, as the checkout will (issue 43).
  const [code, setCode] = useDiscountCode();
  const pricing = useCartPricing(cart.lines, code).data;
  const discount = pricing?.discount ?? 0;
  const discounted = fromCents(toCents(cart.subtotal) - toCents(discount));
  return (
    <aside className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20" aria-label="Cart summary">
      <div className="card-body gap-4">
        <h2 className="card-title">Summary</h2>
        <div className="flex items-baseline justify-between gap-4 rounded-box bg-base-200 px-4 py-3">
          <span className="font-medium">
            Subtotal <span className="text-sm font-normal opacity-70">({withCount(cart.count, 'piece')})</span>
          </span>
          <span className="text-2xl font-bold tabular-nums" data-testid="cart-subtotal">
            {formatPrice(cart.subtotal)}
          </span>
        </div>
        {pricing && <DiscountRows discounts={pricing.discounts} />}
        {discount > 0 && (
          <p className="flex items-baseline justify-between gap-4 font-medium">
            <span>After discounts</span>
            <span className="tabular-nums" data-testid="cart-discounted">
              {formatPrice(discounted)}
            </span>
          </p>
        )}
        <DiscountCodeField code={code} setCode={setCode} pricing={pricing} />
        <ShippingNotes subtotal={discounted} freeShipping={pricing?.discounts.some((d) => d.freeShipping) ?? false} />
        {blocked && (
          <p id={blockedId} className="text-sm text-error">
            {messages.cart.fixFirst}
          </p>
        )}
        <button type="button" className="btn btn-primary btn-block" disabled={blocked} aria-describedby={blocked ? blockedId : undefined} onClick={checkout}>
          Checkout
        </button>
        <Link to={paths.parts} className="btn btn-ghost btn-block">
          Continue shopping
        </Link>
      </div>
    </aside>
  );
}

/** On the way to free shipping, and when parts arrive by each method; nothing until the methods are known. */
function ShippingNotes({ subtotal, freeShipping }: { subtotal: number; freeShipping: boolean }) {
  const methods = useShippingMethods().data ?? [];
  const free = freeShipping ? null : freeShippingNote(methods, subtotal);
  if (methods.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="cart-shipping">
      {free && <p className="font-medium text-success">{free}</p>}
      <ul aria-label="Delivery" className="opacity-75">
        {methods.map((method) => method.eta && <li key={method.id}>{messages.shipping.arrives(method.name, method.eta)}</li>)}
      </ul>
    </div>
  );
}

function CartLineItem({ line, cart }: { line: CartLine; cart: Cart }) {
  const [removing, setRemoving] = useState(false);
  const gone = line.problem === 'gone';
  const remove = async () => {
    setRemoving(true);
    await cart.remove(line);
    setRemoving(false);
  };
  return (
    <article className="flex gap-3 p-4 sm:gap-4" aria-label={line.name}>
      <img src={line.image} alt="" width={96} height={72} className="h-16 w-20 shrink-0 rounded-lg bg-base-200 object-cover sm:h-20 sm:w-28" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 font-semibold break-words">
            {gone ? line.name : (
              <Link to={paths.part(line.partId)} className="link-hover">
                {line.name}
              </Link>
            )}
          </h2>
          <p className={`shrink-0 text-right font-bold tabular-nums ${gone ? 'line-through opacity-70' : ''}`} data-testid="line-total">
            <span className="sr-only">Line total </span>
            {formatPrice(line.lineTotal)}
          </p>
        </div>
        <p className="text-sm opacity-70">
          {formatPrice(line.unitPrice)} / piece · min. {line.min}
        </p>
        <LineFlags line={line} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          {gone ? <span /> : <LineQuantity line={line} setQuantity={cart.setQuantity} />}
          <button
            type="button"
            className="btn btn-ghost btn-sm px-2 text-error"
            aria-label={`Remove ${line.name}`}
            disabled={removing}
            aria-busy={removing}
            onClick={() => void remove()}
          >
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}

/** What the server flags on the line: a new price since it was added, and why it cannot be checked out. */
function LineFlags({ line }: { line: CartLine }) {
  const problem = problemOf(line);
  const priceChanged = line.priceChanged && line.addedPrice !== null;
  if (!problem && !priceChanged) return null;
  return (
    <div className="grid gap-1 text-sm">
      {priceChanged && (
        <p className="rounded-lg bg-warning/15 px-3 py-1.5" data-testid="price-changed">
          {messages.cart.priceChanged(formatPrice(line.addedPrice!), formatPrice(line.unitPrice))}
        </p>
      )}
      {problem && (
        <p className="rounded-lg bg-error/10 px-3 py-1.5 text-error" data-testid="line-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Why the line cannot be checked out as it is, in the shop's words; null when it can. */
export function problemOf(line: CartLine): string | null {
  if (line.problem === 'gone') return messages.cart.gone;
  if (line.problem === 'short') return messages.cart.short(line.stock);
  if (line.problem === 'minimum') return messages.order.belowMinimum(line.min);
  return null;
}

/**
 * The line's quantity, kept as typed until it is a valid one and the field is left (or Enter is
 * pressed), then saved; − and + save at once, and step back into the range the part allows when
 * the line is outside it. Invalid values get the purchase page's words.
 */
function LineQuantity({ line, setQuantity }: { line: CartLine; setQuantity: Cart['setQuantity'] }) {
  const id = useId();
  const messageId = `${id}-message`;
  const [typed, setTyped] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const part = { priceCents: 0, min: line.min, quantity: line.stock };
  const shown = typed ?? String(line.quantity);
  const check = typed === null ? null : checkOrderQuantity(Number(typed), part);
  const message = refusal ?? (check && !check.ok ? check.message : null);

  const save = async (quantity: number) => {
    setRefusal(null);
    if (quantity === line.quantity) return setTyped(null);
    if (!checkOrderQuantity(quantity, part).ok) return setTyped(String(quantity));
    setSaving(true);
    try {
      await setQuantity(line, quantity);
      setTyped(null);
    } catch (error) {
      setTyped(String(quantity));
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  };
  // − and + step from the number in the field, or from the line's own when the field holds none.
  const current = shown.trim() !== '' && Number.isFinite(Number(shown)) ? Math.trunc(Number(shown)) : line.quantity;
  const down = Math.min(current - 1, line.stock);
  const up = Math.max(current + 1, line.min);
  const saveTyped = () => {
    if (typed !== null && check?.ok) void save(Number(typed));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') saveTyped();
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium">
        Quantity<span className="sr-only"> of {line.name}</span>
      </label>
      <div className="join" aria-busy={saving}>
        <button type="button" className="btn btn-sm join-item" aria-label={`Decrease quantity of ${line.name}`} disabled={saving || down < Math.max(1, line.min)} onClick={() => void save(down)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={line.min}
          max={line.stock}
          className={`input input-sm join-item w-16 text-center ${message ? 'input-error' : ''}`}
          value={shown}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setRefusal(null);
            setTyped(event.target.value);
          }}
          onBlur={saveTyped}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-sm join-item" aria-label={`Increase quantity of ${line.name}`} disabled={saving || up > line.stock} onClick={() => void save(up)}>
          +
        </button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-error">
          {message}
        </p>
      )}
    </div>
  );
}

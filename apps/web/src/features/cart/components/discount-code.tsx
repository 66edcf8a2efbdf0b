import { formatPrice, type CartPreview, type DiscountShown } from '@coreparts/shared';
import { CodeEntry } from './code-entry.tsx';

/**
 * The discount code box of the cart and the checkout (issue 43): Apply (or Enter) keeps the code
 * for the checkout; the server's answer says it applies, or why not ("This code has expired");
 * Remove takes it away.
 */
export function DiscountCodeField({ code, setCode, pricing }: { code: string; setCode: (code: string) => void; pricing: CartPreview | undefined }) {
  const problem = pricing?.code?.code === code ? pricing.code.problem : null;
  if (code) {
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="discount-code">
        <div className="flex items-center justify-between gap-3">
          <span>
            Code <span className="badge badge-outline font-mono">{code}</span>
          </span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setCode('')}>
            Remove code
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-error">
            {problem}
          </p>
        ) : (
          pricing?.code?.code === code && <p className="text-success">Code applied.</p>
        )}
      </div>
    );
  }
  return (
    <CodeEntry
      label="Discount code"
      action="Apply"
      maxLength={64}
      onEnter={(typed) => {
        setCode(typed.toUpperCase());
        return true;
      }}
    />
  );
}

/** What each promotion takes off, by its name: an amount, or free shipping. */
export function DiscountRows({ discounts }: { discounts: readonly DiscountShown[] }) {
  if (discounts.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Discounts" data-testid="discounts">
      {discounts.map((d) => (
        <li key={`${d.name} ${d.code ?? ''}`} className="flex justify-between gap-4 text-success">
          <span className="min-w-0 break-words">{d.name}</span>
          <span className="shrink-0 font-medium tabular-nums">{d.freeShipping ? 'Free shipping' : `−${formatPrice(d.amount)}`}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The rules of a cart kept in a visitor's browser, and of adding a part to any cart: pure, so the
 * page's store and its tests share them. A line is what the server's preview and merge read:
 * the part, how many, and the unit price the visitor saw when adding it.
 *
 * Every page carries this file (the cart's count is in the navigation bar), so it reads the
 * stored lines with a plain check rather than the API's zod schema, and keeps its own copy of the
 * cart's bounds: importing them from `cart.ts` would bring zod and the country list to every first
 * visit (about 30 KB gzipped). visitor-cart.test.ts holds both to the API's schema.
 */
import { checkOrderQuantity, messages, type CartLineInput } from '@coreparts/shared';

export type VisitorLine = CartLineInput;

/** `MAX_CART_LINES` and `MAX_LINE_QUANTITY` of the API (cart.ts). */
export const cartBounds = { lines: 50, quantity: 100_000 } as const;

/** What adding needs to know of a part: its minimum order and its stock. */
export interface AddablePart {
  min: number;
  /** Units in stock. */
  quantity: number;
}

// zod's `z.uuid()`: RFC 9562 versions 1 to 8 and variant bits, or the nil and max ids.
const partIdPattern = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/** A line `cartLineInputSchema` accepts. */
export function isVisitorLine(value: unknown): value is VisitorLine {
  const line = value as Partial<Record<keyof VisitorLine, unknown>> | null;
  if (typeof line !== 'object' || line === null) return false;
  const { partId, quantity, addedPrice } = line;
  return (
    typeof partId === 'string' &&
    partIdPattern.test(partId) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= cartBounds.quantity &&
    (addedPrice === undefined || (typeof addedPrice === 'number' && Number.isFinite(addedPrice) && addedPrice >= 0 && addedPrice <= 100_000_000))
  );
}

/**
 * The stored lines, or none when the text is not lines this page wrote: each line as the API
 * takes it, each part once (its first line), at most a full cart.
 */
export function parseVisitorLines(raw: string | null): VisitorLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const lines: VisitorLine[] = [];
  for (const item of parsed) {
    if (!isVisitorLine(item) || seen.has(item.partId)) continue;
    seen.add(item.partId);
    const { partId, quantity, addedPrice } = item;
    lines.push(addedPrice === undefined ? { partId, quantity } : { partId, quantity, addedPrice });
  }
  return lines.slice(0, cartBounds.lines);
}

/** The lines with this part's line set to `line` (added at the end when it was not there). */
export function withLine(lines: readonly VisitorLine[], line: VisitorLine): VisitorLine[] {
  const at = lines.findIndex((l) => l.partId === line.partId);
  if (at === -1) return [...lines, line];
  return lines.map((l, index) => (index === at ? line : l));
}

export const withoutLine = (lines: readonly VisitorLine[], partId: string): VisitorLine[] => lines.filter((l) => l.partId !== partId);

/** Units over all lines: the navigation bar's count. */
export const unitsOf = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export type AddCheck = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * The line's quantity after adding `units` of a part already `inCart` times: the part's minimum
 * the first time when no number is given, one more each time after; refused, with the spec's
 * words, beyond the stock or below the minimum, and for a new part when the cart is full.
 */
export function quantityAfterAdding(
  part: AddablePart,
  { inCart, lineCount, units }: { inCart: number; lineCount: number; units?: number },
): AddCheck {
  if (inCart === 0 && lineCount >= cartBounds.lines) return { ok: false, message: messages.cart.full(cartBounds.lines) };
  if (units !== undefined && (!Number.isInteger(units) || units < 1)) return { ok: false, message: messages.order.invalidQuantity };
  const quantity = inCart + (units ?? (inCart === 0 ? part.min : 1));
  const check = checkOrderQuantity(quantity, { priceCents: 0, min: part.min, quantity: part.quantity });
  return check.ok ? { ok: true, quantity } : { ok: false, message: check.message };
}

/** Whether any of the part can be put in a cart now: at least its minimum is in stock. */
export const canAdd = (part: AddablePart) => part.quantity > 0 && part.quantity >= part.min;

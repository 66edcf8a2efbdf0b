/**
 * The cart and its checkout (issue 27): what the page sends and reads, and how an order is priced
 * (subtotal, shipping, tax, total in integer cents), shared by the page, which shows the figures,
 * and the server, which computes them again from the stored parts and settings.
 */
import { z } from 'zod';
import { countryByCode } from './countries.ts';
import { giftCardCodeSchema, MAX_GIFT_CARDS_PER_ORDER } from './gift-cards.ts';
import { messages } from './messages.ts';
import type { SavedAddress } from './saved-addresses.ts';
import { shippingAddressSchema } from './shipping-address.ts';

/** Different parts one cart holds; quantities are bounded by each part's stock. */
export const MAX_CART_LINES = 50;
/** The largest quantity of one line: far above any stock, far below the integer columns' bound. */
export const MAX_LINE_QUANTITY = 100_000;

const partId = z.uuid({ error: 'must be a part id' });
const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

/** One line as a visitor's browser keeps it: the part, how many, and the price it was added at. */
export const cartLineInputSchema = z.object({
  partId,
  quantity,
  /** The unit price in dollars the shopper saw when adding it; flagged when it changed. */
  addedPrice: z.number().nonnegative().max(100_000_000).optional(),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** `POST /api/cart/preview` (a visitor's cart, priced) and `POST /api/cart/merge` (signing in). */
const cartLines = z
  .array(cartLineInputSchema)
  .max(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} lines`)
  .refine((lines) => new Set(lines.map((l) => l.partId)).size === lines.length, 'must name each part once');
export const cartLinesBodySchema = z.object({ lines: cartLines });
export type CartLinesBody = z.infer<typeof cartLinesBodySchema>;

/** A discount code as the cart and the checkout send it (promotions.ts); an empty one is none. */
const discountCode = z
  .string()
  .trim()
  .max(64, 'must be at most 64 characters')
  .optional()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/**
 * `POST /api/cart/preview`: the lines, and optionally the code typed and where and how the order
 * ships, for the figures the checkout will charge.
 */
export const cartPreviewBodySchema = z.object({
  lines: cartLines,
  code: discountCode,
  shippingAddress: shippingAddressSchema.optional(),
  shippingMethodId: z.uuid({ error: 'must be a shipping method id' }).optional(),
});
export type CartPreviewBody = z.input<typeof cartPreviewBodySchema>;

/** `PUT /api/cart/lines/:partId`: the line's new quantity (adding a part that is not there yet). */
export const cartLineQuantitySchema = z.object({ quantity });

/** One line of a cart as the server prices it now. */
export interface CartLine {
  partId: string;
  name: string;
  image: string;
  category: string;
  /** The part's minimum order and stock now. */
  min: number;
  stock: number;
  quantity: number;
  /** Today's unit price, and the one the shopper added it at (null when not known). */
  unitPrice: number;
  addedPrice: number | null;
  lineTotal: number;
  /** Why it cannot be checked out as it is; null when it can. */
  problem: 'gone' | 'short' | 'minimum' | null;
  priceChanged: boolean;
}

export interface Cart {
  lines: CartLine[];
  /** Today's prices times quantities, in dollars. */
  subtotal: number;
  /** Units over all lines, for the navigation bar's badge. */
  count: number;
}

/** A promotion that takes something off, as the cart and the order name it. */
export interface DiscountShown {
  name: string;
  code: string | null;
  /** Dollars off the parts; 0 for free shipping. */
  amount: number;
  freeShipping: boolean;
}

/**
 * `POST /api/cart/preview`'s answer: the cart with what the promotions take off, and, when the
 * request says where and how it ships, shipping, tax and the total `POST /api/checkout` charges.
 */
export interface CartPreview extends Cart {
  discount: number;
  discounts: DiscountShown[];
  /** The code sent, as read, and why it does not apply (null: it does); null when none was sent. */
  code: { code: string; problem: string | null } | null;
  shipping: number | null;
  tax: number | null;
  taxName: string | null;
  taxRate: number | null;
  total: number | null;
}

/** A shipping method as an admin sets it: a flat rate, free from an amount on. */
export interface ShippingMethod {
  id: string;
  name: string;
  /** Dollars. */
  price: number;
  /** Free when the parts' subtotal reaches this many dollars; null: never free. */
  freeAbove: number | null;
  /** What the shopper is told about delivery, e.g. "3–5 business days". */
  eta: string;
}

/**
 * A tax rate, in percent of the parts and shipping (19 for 19 %): a country's, or one region's of
 * it (a US state, a Canadian province…; `region` its code from countries.ts), which wins over the
 * country's. `name` is what the checkout and the order call it ("California sales tax", "VAT").
 */
export interface TaxRate {
  country: string;
  /** The region's code; null for the whole country. */
  region: string | null;
  name: string;
  rate: number;
}

/** The rate an address pays: its region's, else its country's, else none (decision 075). */
export function taxRateFor<R extends Pick<TaxRate, 'country' | 'region'>>(rates: readonly R[], address: { country: string; region?: string | null }): R | null {
  const region = address.region || null;
  return (
    (region && rates.find((r) => r.country === address.country && r.region === region)) ||
    rates.find((r) => r.country === address.country && r.region === null) ||
    null
  );
}

/** The label of the tax line of an order's figures: the rate's name and percent, or none. */
export const taxLabel = (rate: { name: string; rate: number } | null) => (rate ? messages.tax.label(rate.name, rate.rate) : messages.tax.none);

/** The tax line of a placed order: the name and percent it was charged, or plain "Tax" without a rate. */
export const orderTaxLabel = (order: { taxName: string | null; taxRate: number }) =>
  order.taxName === null ? messages.tax.plain : messages.tax.label(order.taxName, order.taxRate);

/**
 * `GET /api/checkout/options`: the methods, the rates, and the customer's address book, the last
 * address shipped to first (`lastAddress` the one offered: the first of the book, or null).
 */
export interface CheckoutOptions {
  methods: ShippingMethod[];
  taxRates: TaxRate[];
  addresses: SavedAddress[];
  lastAddress: z.infer<typeof shippingAddressSchema> | null;
}

/** Tax rates one shop may set: every country, and the regions of the few that tax by region. */
export const MAX_TAX_RATES = 400;

/** `PUT /api/admin/checkout-settings`: every method and rate, replacing the ones before. */
export const checkoutSettingsSchema = z.object({
  methods: z
    .array(
      z.object({
        id: z.uuid().optional(),
        name: z.string().trim().min(1, 'Name is Required').max(60),
        price: z.number().nonnegative().max(10_000).multipleOf(0.01, 'Price can have at most 2 decimals'),
        freeAbove: z.number().positive().max(1_000_000).multipleOf(0.01, 'Price can have at most 2 decimals').nullable(),
        eta: z.string().trim().max(60).default(''),
      }),
    )
    .min(1, 'must offer at least one shipping method')
    .max(10)
    // Each id is one row: a method named twice is the admin's mistake, not two methods.
    .refine((methods) => {
      const ids = methods.flatMap((m) => (m.id ? [m.id] : []));
      return new Set(ids).size === ids.length;
    }, 'must name each shipping method once'),
  taxRates: z
    .array(
      z
        .object({
          country: z.string().regex(/^[A-Z]{2}$/, 'must be a country code'),
          /** A region of the country (countries.ts); absent or null for the whole country. */
          region: z.string().trim().toUpperCase().max(3).nullish().transform((region) => region || null),
          name: z.string().trim().min(1, messages.tax.nameRequired).max(60, messages.tax.nameTooLong),
          rate: z.number().min(0).max(50).multipleOf(0.01),
        })
        .superRefine((rate, ctx) => {
          if (rate.region === null) return;
          if (!countryByCode(rate.country)?.regions?.some((r) => r.code === rate.region)) {
            ctx.addIssue({ code: 'custom', path: ['region'], message: messages.tax.unknownRegion, input: rate.region });
          }
        }),
    )
    .max(MAX_TAX_RATES)
    .refine(
      (rates) => new Set(rates.map((r) => `${r.country} ${r.region ?? ''}`)).size === rates.length,
      messages.tax.namedTwice,
    ),
});
export type CheckoutSettings = z.input<typeof checkoutSettingsSchema>;

/**
 * `POST /api/checkout`: the lines the customer sees in their cart become one order, priced again
 * by the server; those parts leave the cart.
 */
export const checkoutBodySchema = z.object({
  lines: cartLines.refine((lines) => lines.length > 0, 'must hold at least one line'),
  shippingAddress: shippingAddressSchema,
  shippingMethodId: z.uuid({ error: 'must be a shipping method id' }),
  /** The total in dollars the page showed: an order is never placed at another. */
  expectedTotal: z.number().nonnegative(),
  /** A discount code: refused with its reason when it does not apply. */
  code: discountCode,
  /** Gift card codes, spent in this order before store credit and the card (issue 43). */
  giftCards: z.array(giftCardCodeSchema).max(MAX_GIFT_CARDS_PER_ORDER, `must name at most ${MAX_GIFT_CARDS_PER_ORDER} gift cards`).optional(),
  /** Dollars of the customer's store credit to spend, after the gift cards. */
  storeCredit: z.number({ error: 'must be a number' }).nonnegative().max(100_000).multipleOf(0.01, 'Price can have at most 2 decimals').optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** `PUT /api/order/:id/shipping`: where a one-part order goes, before its card is charged. */
export const orderShippingBodySchema = checkoutBodySchema.pick({ shippingAddress: true, shippingMethodId: true });
export type OrderShippingBody = z.input<typeof orderShippingBodySchema>;

export interface OrderTotalsCents {
  subtotalCents: number;
  /** What promotions take off the parts, before tax. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** The tax an order was charged, as the order keeps its own copy: the rate's name and basis points. */
export interface OrderTax {
  taxName: string | null;
  taxRateBp: number;
}

/** What promotions take off an order's parts, in cents, and whether one ships it free. */
export interface PartsDiscount {
  discountCents: number;
  freeShipping: boolean;
}

/**
 * An order's figures from its parts' subtotal, what promotions take off it (and whether one ships
 * it free), the shipping method and the destination's tax rate (basis points: 1,900 for 19 %):
 * the method is free from its amount of discounted parts on; tax is on the discounted parts and
 * shipping, rounded half up to the cent.
 */
export function priceOrder(
  subtotalCents: number,
  method: { priceCents: number; freeAboveCents: number | null },
  taxRateBp: number,
  discount: PartsDiscount = { discountCents: 0, freeShipping: false },
): OrderTotalsCents {
  const partsCents = subtotalCents - discount.discountCents;
  const freeAbove = method.freeAboveCents !== null && partsCents >= method.freeAboveCents;
  const shippingCents = discount.freeShipping || freeAbove ? 0 : method.priceCents;
  const taxCents = Math.round(((partsCents + shippingCents) * taxRateBp) / 10_000);
  return { subtotalCents, discountCents: discount.discountCents, shippingCents, taxCents, totalCents: partsCents + shippingCents + taxCents };
}

/** Where an order is after payment. */
export const fulfilmentStatuses = ['unfulfilled', 'shipped', 'delivered', 'canceled'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** `POST /api/admin/order/:id/ship`. */
export const shipOrderBodySchema = z.object({
  carrier: z.string().trim().min(1, 'Carrier is Required').max(60),
  trackingNumber: z
    .string()
    .trim()
    .min(3, 'Tracking number is Required')
    .max(60)
    .regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces and dashes'),
});
export type ShipOrderBody = z.input<typeof shipOrderBodySchema>;

/**
 * `POST /api/admin/order/:id/refunds`: the whole order (neither), some lines (units of each), or
 * an amount in dollars; with the reason the customer and the timeline read.
 */
export const refundBodySchema = z
  .object({
    lines: z
      .array(z.object({ lineId: z.uuid({ error: 'must be a line id' }), quantity }))
      .min(1)
      .max(MAX_CART_LINES)
      .optional(),
    amount: z.number().positive().max(20_000_000).multipleOf(0.01, 'Price can have at most 2 decimals').optional(),
    reason: z.string().trim().min(1, 'Reason is Required').max(200),
  })
  .refine((body) => !(body.lines && body.amount !== undefined), 'give lines or an amount, not both');
export type RefundBody = z.input<typeof refundBodySchema>;

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export interface Refund {
  id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  createdAt: string;
}

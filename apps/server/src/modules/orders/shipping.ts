/**
 * Shipping methods and tax rates, as an admin sets them (issue 27), and the price of sending an
 * order somewhere: the method's flat rate (free from its amount on) and the destination's tax on
 * parts and shipping, by the shared `priceOrder`. A region's rate (a US state, a Canadian
 * province) wins over its country's (issue 41); the order keeps the rate's name and percent.
 */
import {
  fromCents,
  messages,
  priceOrder,
  taxRateFor,
  toCents,
  type CheckoutSettings,
  type OrderTax,
  type OrderTotalsCents,
  type PartsDiscount,
  type ShippingAddress,
  type ShippingMethod,
  type TaxRate,
} from '@coreparts/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import type { OrderRow, ShippingChoice } from './service.ts';
import { shippingMethods, taxRates } from './tables.ts';

type MethodRow = typeof shippingMethods.$inferSelect;
type TaxRow = typeof taxRates.$inferSelect;

const toMethod = (m: MethodRow): ShippingMethod => ({
  id: m.id,
  name: m.name,
  price: fromCents(m.priceCents),
  freeAbove: m.freeAboveCents === null ? null : fromCents(m.freeAboveCents),
  eta: m.eta,
});

const toTaxRate = (r: TaxRow): TaxRate => ({ country: r.country, region: r.region || null, name: r.name, rate: r.rateBp / 100 });

const noTax: OrderTax = { taxName: null, taxRateBp: 0 };

export function createShippingSettings(db: Database) {
  /** The tax an address pays today: its region's rate, else its country's, else none. */
  async function taxOf(address: ShippingAddress, tx: Transaction | Database = db): Promise<OrderTax> {
    const rows = await tx.select().from(taxRates).where(eq(taxRates.country, address.country));
    const rate = taxRateFor(rows.map(toTaxRate), address);
    return rate ? { taxName: rate.name, taxRateBp: Math.round(rate.rate * 100) } : noTax;
  }

  const priced = (
    subtotalCents: number,
    method: Pick<MethodRow, 'priceCents' | 'freeAboveCents'>,
    tax: OrderTax,
    discount?: PartsDiscount,
  ): OrderTotalsCents & OrderTax => ({
    ...priceOrder(subtotalCents, method, tax.taxRateBp, discount),
    ...tax,
  });

  return {
    async options(): Promise<{ methods: ShippingMethod[]; taxRates: TaxRate[] }> {
      const [methods, rates] = await Promise.all([
        db.select().from(shippingMethods).orderBy(asc(shippingMethods.position)),
        db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region)),
      ]);
      return { methods: methods.map(toMethod), taxRates: rates.map(toTaxRate) };
    },

    /** Every method and rate at once; a method kept by its id keeps it, orders keep their own copy. */
    async save(settings: CheckoutSettings): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(shippingMethods);
        await tx.insert(shippingMethods).values(
          settings.methods.map((m, position) => ({
            ...(m.id && { id: m.id }),
            name: m.name,
            priceCents: toCents(m.price),
            freeAboveCents: m.freeAbove === null ? null : toCents(m.freeAbove),
            eta: m.eta ?? '',
            position,
          })),
        );
        await tx.delete(taxRates);
        if (settings.taxRates.length > 0) {
          await tx
            .insert(taxRates)
            .values(settings.taxRates.map((r) => ({ country: r.country, region: r.region ?? '', name: r.name, rateBp: Math.round(r.rate * 100) })));
        }
      });
    },

    /** Where and how an order goes, priced with today's method and rate; refused for an unknown method. */
    async choose(address: ShippingAddress, methodId: string): Promise<ShippingChoice> {
      // Asked together: neither waits for the other's round trip.
      const [[method], tax] = await Promise.all([db.select().from(shippingMethods).where(eq(shippingMethods.id, methodId)), taxOf(address)]);
      if (!method) throw new HttpError(400, 'unknown_shipping_method', messages.shipping.unknownMethod);
      return { address, methodId, methodName: method.name, price: (subtotalCents, discount) => priced(subtotalCents, method, tax, discount) };
    },

    /**
     * An expired order's shipping and tax priced again for its new hold: its method at today's
     * rate, or the charge it had when the method is gone; its destination's tax today. Read in the
     * renewal's transaction `tx`.
     */
    async priceAgain(tx: Transaction, order: OrderRow, subtotalCents: number, discount: PartsDiscount): Promise<OrderTotalsCents & OrderTax> {
      if (!order.shippingAddress) return priced(subtotalCents, { priceCents: 0, freeAboveCents: null }, noTax, discount);
      const [method] = order.shippingMethodId ? await tx.select().from(shippingMethods).where(eq(shippingMethods.id, order.shippingMethodId)) : [];
      const charge = method ?? { priceCents: order.shippingCents, freeAboveCents: null };
      return priced(subtotalCents, charge, await taxOf(order.shippingAddress, tx), discount);
    },
  };
}

export type ShippingSettings = ReturnType<typeof createShippingSettings>;

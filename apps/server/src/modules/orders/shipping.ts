/**
 * Shipping methods and tax rates, as an admin sets them (issue 27), and the price of sending an
 * order somewhere: the method's flat rate (free from its amount on) and the destination's tax on
 * parts and shipping, by the shared `priceOrder`.
 */
import { fromCents, messages, priceOrder, toCents, type CheckoutSettings, type ShippingAddress, type ShippingMethod, type TaxRate } from '@coreparts/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import type { OrderRow, ShippingChoice } from './service.ts';
import { shippingMethods, taxRates } from './tables.ts';

type MethodRow = typeof shippingMethods.$inferSelect;

const toMethod = (m: MethodRow): ShippingMethod => ({
  id: m.id,
  name: m.name,
  price: fromCents(m.priceCents),
  freeAbove: m.freeAboveCents === null ? null : fromCents(m.freeAboveCents),
  eta: m.eta,
});

export function createShippingSettings(db: Database) {
  async function rateOf(country: string, tx: Transaction | Database = db): Promise<number> {
    const [rate] = await tx.select().from(taxRates).where(eq(taxRates.country, country));
    return rate?.rateBp ?? 0;
  }

  const priceWith = (method: MethodRow, rateBp: number) => (subtotalCents: number) => priceOrder(subtotalCents, method, rateBp);

  return {
    async options(): Promise<{ methods: ShippingMethod[]; taxRates: TaxRate[] }> {
      const [methods, rates] = await Promise.all([
        db.select().from(shippingMethods).orderBy(asc(shippingMethods.position)),
        db.select().from(taxRates).orderBy(asc(taxRates.country)),
      ]);
      return { methods: methods.map(toMethod), taxRates: rates.map((r) => ({ country: r.country, rate: r.rateBp / 100 })) };
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
          await tx.insert(taxRates).values(settings.taxRates.map((r) => ({ country: r.country, rateBp: Math.round(r.rate * 100) })));
        }
      });
    },

    /** Where and how an order goes, priced with today's method and rate; refused for an unknown method. */
    async choose(address: ShippingAddress, methodId: string): Promise<ShippingChoice> {
      const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, methodId));
      if (!method) throw new HttpError(400, 'unknown_shipping_method', messages.shipping.unknownMethod);
      return { address, methodId, methodName: method.name, price: priceWith(method, await rateOf(address.country)) };
    },

    /**
     * An expired order's shipping and tax priced again for its new hold: its method at today's
     * rate, or the charge it had when the method is gone; its destination's tax today. Read in the
     * renewal's transaction `tx`.
     */
    async priceAgain(tx: Transaction, order: OrderRow, subtotalCents: number) {
      if (!order.shippingAddress) return priceOrder(subtotalCents, { priceCents: 0, freeAboveCents: null }, 0);
      const [method] = order.shippingMethodId ? await tx.select().from(shippingMethods).where(eq(shippingMethods.id, order.shippingMethodId)) : [];
      const charge = method ?? { priceCents: order.shippingCents, freeAboveCents: null };
      return priceOrder(subtotalCents, charge, await rateOf(order.shippingAddress.country, tx));
    },
  };
}

export type ShippingSettings = ReturnType<typeof createShippingSettings>;

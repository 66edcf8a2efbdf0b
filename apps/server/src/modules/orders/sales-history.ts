/**
 * Paid orders as the sales module sums them when it rebuilds its sums from the history
 * (sales/rollups.ts, decision 028): queries of this module's tables that the rebuild selects from,
 * so each sum stays one statement and the orders' tables stay this module's (decision 079).
 */
import { sql, type SQL } from 'drizzle-orm';
import { orderLines, orders } from './tables.ts';

/** The shop's calendar day, in `timeZone`, that an order was paid. */
const paidDay = (timeZone: string) => sql`(${orders.paidAt} at time zone ${timeZone})::date`;

/** Each paid order on the day it was paid: `day`, `revenue` (all it was paid: card, gift cards, credit), `discount` (promotions'), `paid` (1). */
export function paidOrderSales(timeZone: string): SQL {
  return sql`select ${paidDay(timeZone)} as day, ${orders.totalCents} + ${orders.giftCardCents} + ${orders.storeCreditCents} as revenue, ${orders.discountCents} as discount, 1 as paid from ${orders} where ${orders.paidAt} is not null`;
}

/** Each line of a paid order on the day it was paid: `day`, `part_id`, `revenue` (as paid, after its discount), `units`. */
export function paidLineSales(timeZone: string): SQL {
  return sql`select ${paidDay(timeZone)} as day, ${orderLines.partId} as part_id, ${orderLines.totalCents} - ${orderLines.discountCents} as revenue, ${orderLines.quantity} as units
    from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id} where ${orders.paidAt} is not null`;
}

/**
 * Units of order lines, `moves` (`day`, `line_id`, `quantity`), priced as the lines were paid
 * (their share of the line after its discount, `paidShareCents`): `day`, `part_id`, `revenue`, `units`.
 */
export function pricedLineMoves(moves: SQL): SQL {
  return sql`select given.day, ${orderLines.partId}, round((${orderLines.totalCents} - ${orderLines.discountCents})::numeric * given.quantity / ${orderLines.quantity})::bigint, given.quantity
    from (${moves}) given join ${orderLines} on ${orderLines.id} = given.line_id`;
}

/**
 * Refunds as the sales module takes them off its sums when it rebuilds them from the history
 * (sales/rollups.ts, decision 028): queries of this module's refunds that the rebuild selects
 * from (decision 079). A refund not failed counts on the day it was asked for, negative.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pricedLineMoves } from '@/modules/orders/sales-history.ts';
import { refunds } from './tables.ts';

const askedDay = (timeZone: string) => sql`(${refunds.createdAt} at time zone ${timeZone})::date`;

/** Each refund: `day`, `revenue` (minus its amount), `discount` (0: the promotion was given), `paid` (0). */
export function refundSales(timeZone: string): SQL {
  return sql`select ${askedDay(timeZone)} as day, -${refunds.amountCents} as revenue, 0 as discount, 0 as paid from ${refunds} where ${refunds.status} <> 'failed'`;
}

/** The units of lines each refund gave back, priced as they were sold: `day`, `part_id`, `revenue`, `units`, all negative. */
export function refundedLineSales(timeZone: string): SQL {
  return pricedLineMoves(sql`select ${askedDay(timeZone)} as day, (given.value->>'lineId')::uuid as line_id, -(given.value->>'quantity')::integer as quantity
    from ${refunds} cross join jsonb_array_elements(${refunds.lines}) given where ${refunds.status} <> 'failed'`);
}

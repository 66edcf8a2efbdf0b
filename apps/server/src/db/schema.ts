/**
 * Every table of the store, for drizzle-kit (drizzle.config.ts), which writes the migrations from
 * this file, and for the database client. Each table is declared beside its domain.
 */
export * from '@/modules/auth/tables.ts';
export * from '@/modules/parts/tables.ts';
export * from '@/modules/orders/tables.ts';
export * from '@/modules/cart/tables.ts';
export * from '@/modules/sales/tables.ts';
export * from '@/modules/payments/tables.ts';
export * from '@/modules/reviews/tables.ts';
export * from '@/modules/builds/tables.ts';
export * from '@/modules/users/tables.ts';
export * from '@/modules/stock-alerts/tables.ts';
export * from '@/modules/price-alerts/tables.ts';
export * from '@/modules/addresses/tables.ts';
export * from '@/modules/promotions/tables.ts';
export * from '@/modules/credit/tables.ts';
export * from '@/modules/returns/tables.ts';
export * from '@/modules/jobs/tables.ts';
export * from '@/dev-stand-ins/tables.ts';
export { requestCounts } from '@/lib/windowed-count.ts';

export * from './messages.ts';
export * from './categories.ts';
export * from './money.ts';
export * from './schemas.ts';
export * from './constants.ts';
export * from './auth-schemas.ts';
export * from './orders.ts';
export * from './catalog-schemas.ts';

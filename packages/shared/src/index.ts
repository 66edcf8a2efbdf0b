export * from './messages.ts';
export * from './categories.ts';
export * from './money.ts';
export * from './schemas.ts';
export * from './constants.ts';

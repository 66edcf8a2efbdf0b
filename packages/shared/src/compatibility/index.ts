export * from './build.ts';
export * from './power.ts';
export * from './rules.ts';
export * from './check-build.ts';
export * from './build-schemas.ts';

export * from './processor-families.ts';
export * from './report-facts.ts';
export * from './parse-report.ts';
export * from './advisor-schemas.ts';
export * from './report-input.ts';
export * from './performance-tiers.ts';

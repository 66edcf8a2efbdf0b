export * from './spec-field.ts';
export * as specVocabularies from './vocabularies.ts';
export * from './spec-tables.ts';
export * from './parse-specs.ts';
export * from './spec-filters.ts';
export * from './catalog-api.ts';

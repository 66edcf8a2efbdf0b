/**
 * The spec's eight part categories, with the label a shopper reads. The home page shows exactly
 * these eight; a part may be of these or of the build categories below (decisions 040, 044).
 */
export const categories = [
  { slug: 'graphics-card', label: 'Graphics Card' },
  { slug: 'ram', label: 'RAM' },
  { slug: 'processor', label: 'Processor' },
  { slug: 'ssd', label: 'SSD' },
  { slug: 'keyboard', label: 'Keyboard' },
  { slug: 'mouse', label: 'Mouse' },
  { slug: 'printer', label: 'Printer' },
  { slug: 'router', label: 'Router' },
] as const;

export type Category = (typeof categories)[number]['slug'];

export const categorySlugs = categories.map((c) => c.slug) as [Category, ...Category[]];

/** The four more categories that a working PC needs (DESIGN §7). */
export const buildCategories = [
  { slug: 'motherboard', label: 'Motherboard' },
  { slug: 'power-supply', label: 'Power Supply' },
  { slug: 'case', label: 'Case' },
  { slug: 'cpu-cooler', label: 'CPU Cooler' },
] as const;

/** All twelve categories: each has a specification schema (specs/spec-tables.ts). */
export const allCategories = [...categories, ...buildCategories] as const;

export type AnyCategory = (typeof allCategories)[number]['slug'];

export const allCategorySlugs = allCategories.map((c) => c.slug) as [AnyCategory, ...AnyCategory[]];

const labels = new Map<string, string>(allCategories.map((c) => [c.slug, c.label]));

/** What a shopper reads for a category slug. */
export const categoryLabel = (slug: string): string => labels.get(slug) ?? slug;

/** Whether a value (a URL's or a form's) names one of the twelve categories. */
export const isAnyCategory = (value: unknown): value is AnyCategory => typeof value === 'string' && labels.has(value);

/** The eight part categories of the spec's home page, with the label a shopper reads. */
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

const labels = new Map<string, string>(categories.map((c) => [c.slug, c.label]));

/** What a shopper reads for a category slug. */
export const categoryLabel = (slug: string): string => labels.get(slug) ?? slug;

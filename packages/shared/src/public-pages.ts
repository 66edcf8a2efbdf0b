import type { AnyCategory } from './categories.ts';
import type { ShopPageSlug } from './shop-pages.ts';

/**
 * The addresses of the public pages that the server names too (sitemap, canonical links, decision
 * 030): one spelling for the page's links and the server's.
 */
export const publicPaths = {
  home: '/',
  parts: '/parts',
  blog: '/blog',
  /** The parts page filtered to a category, as its filters write it (`features/parts/lib/filters.ts`). */
  partsInCategory: (category: AnyCategory) => `/parts?category=${category}`,
  part: (id: string) => `/parts/${id}`,
  /** A saved build's shared page (decision 050). */
  build: (id: string) => `/builds/${id}`,
  /** The shop's own pages linked from the footer: shipping, returns, … (decision 051). */
  shopPage: (slug: ShopPageSlug) => `/${slug}`,
} as const;

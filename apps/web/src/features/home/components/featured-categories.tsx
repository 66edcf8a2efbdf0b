import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SectionHeader } from './section-header.tsx';

// The spec's list, in its order and spelling, SSD twice included (product.md §2 section 4).
const featured = [
  { label: 'SSD', slug: 'ssd' },
  { label: 'Processor', slug: 'processor' },
  { label: 'SSD', slug: 'ssd' },
  { label: 'keyboard', slug: 'keyboard' },
  { label: 'Mouse', slug: 'mouse' },
  { label: 'Printer', slug: 'printer' },
  { label: 'Ram', slug: 'ram' },
  { label: 'Router', slug: 'router' },
] as const;

/** Spec §2 section 4: eight category cards, each leading to the parts list filtered by it. */
export function FeaturedCategories() {
  return (
    <section
      data-testid="home-categories"
      aria-labelledby="home-categories-title"
      className="bg-base-100 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeader id="home-categories-title" eyebrow="Shop by category" title="Featured Categories">
          Find the right part faster: start from what you want to upgrade.
        </SectionHeader>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4">
          {featured.map((category, i) => (
            <li key={i}>
              <Link
                to={paths.partsInCategory(category.slug)}
                data-testid="category-card"
                className="group block overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <div className="aspect-[4/3] overflow-hidden bg-base-200">
                  <img
                    src={`/images/categories/${category.slug}.webp`}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="flex items-center justify-between gap-2 px-4 py-3">
                  <span className="font-semibold">{category.label}</span>
                  <span
                    aria-hidden="true"
                    className="text-primary transition-transform group-hover:translate-x-1"
                  >
                    →
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { shopPages, type ShopPage } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { shopPageText, type Block, type ShopFacts } from '@/features/shop-pages/content/pages.ts';

/** One of the shop's own pages (decision 051): its title, its sections, and links to the others. */
export function ShopPageView({ page, facts }: { page: ShopPage; facts: ShopFacts }) {
  const sections = shopPageText(page.slug, facts);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1fr_14rem] lg:gap-12">
      <article className="min-w-0">
        <header className="mb-8 border-b border-base-300 pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-lg text-pretty opacity-75">{page.description}</p>
          {page.slug === 'contact' && (
            <a href={`mailto:${facts.contactEmail}`} className="btn btn-primary mt-5 max-w-full">
              <span className="truncate">{facts.contactEmail}</span>
            </a>
          )}
        </header>
        <div className="space-y-8">
          {sections.map((section) => (
            <section key={section.heading} aria-labelledby={headingId(section.heading)}>
              <h2 id={headingId(section.heading)} className="mb-3 text-xl font-semibold">
                {section.heading}
              </h2>
              <div className="space-y-3 leading-relaxed">
                {section.blocks.map((block, i) => (
                  <BlockView key={i} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </article>
      <nav aria-label="Shop information" className="lg:pt-2">
        <p className="mb-3 text-xs font-semibold tracking-widest uppercase opacity-70">Shop information</p>
        <ul className="space-y-1">
          {shopPages.map((other) => (
            <li key={other.slug}>
              <Link
                to={paths.shopPage(other.slug)}
                aria-current={other.slug === page.slug ? 'page' : undefined}
                className="link-hover block py-1 aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p className="text-pretty">{block}</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const headingId = (heading: string) => `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

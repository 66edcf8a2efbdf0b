import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SectionHeader } from './section-header.tsx';

// Each card pictures its deal (apps/web/scripts/artwork/offers.mjs draws the images).
const offers = [
  {
    title: 'Gaming build week',
    text: 'RGB DDR5 memory kits to finish off a new gaming tower.',
    discount: 20,
    image: '/images/offers/1.webp',
    category: 'ram',
  },
  {
    title: 'Desk setup bundle',
    text: 'Mechanical keyboards and ergonomic mice for long sessions.',
    discount: 15,
    image: '/images/offers/2.webp',
    category: 'keyboard',
  },
  {
    title: 'Storage upgrade sale',
    text: 'SATA and NVMe SSDs that cut boot and load times to seconds.',
    discount: 30,
    image: '/images/offers/3.webp',
    category: 'ssd',
  },
  {
    title: 'Faster home networks',
    text: 'Wi-Fi 6E and Wi-Fi 7 routers for lag-free gaming and streaming.',
    discount: 25,
    image: '/images/offers/4.webp',
    category: 'router',
  },
] as const;

/** Spec §2 section 2: four offer cards under a Mega Offer heading. */
export function MegaOffers() {
  return (
    <section data-testid="home-offers" aria-labelledby="home-offers-title" className="bg-base-100 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeader id="home-offers-title" eyebrow="Limited time deals" title="Mega Offer">
          Hand-picked discounts on the parts our customers upgrade most.
        </SectionHeader>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => (
            <li key={offer.image}>
              {/* Side by side on phones to keep the list short; stacked from the small breakpoint up. */}
              <article className="group card h-full flex-row overflow-hidden border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:shadow-lg sm:flex-col">
                <figure className="relative w-32 shrink-0 bg-base-200 sm:aspect-[3/2] sm:w-full">
                  <img
                    src={offer.image}
                    alt={offer.title}
                    width={600}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="badge absolute top-2 left-2 badge-sm badge-secondary font-bold shadow sm:top-3 sm:left-3 sm:badge-md">
                    {offer.discount}% OFF
                  </span>
                </figure>
                <div className="card-body gap-1.5 p-4 sm:gap-2 sm:p-5">
                  <h3 className="card-title text-base sm:text-lg">{offer.title}</h3>
                  <p className="text-sm opacity-70">{offer.text}</p>
                  <Link to={paths.partsInCategory(offer.category)} className="link mt-1 text-sm font-semibold text-primary link-hover sm:mt-2">
                    Shop the deal <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

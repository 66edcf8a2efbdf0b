import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel.tsx';
import { paths } from '@/config/paths.ts';

const slides = [
  {
    eyebrow: 'Power supplies',
    title: 'Clean, stable power for every build',
    text: 'A computer power supply unit converts mains AC electricity into the low-voltage DC rails, mainly 12 V, 5 V and 3.3 V, that the motherboard, processor, graphics card and drives run on. A good unit keeps those voltages steady under heavy load, and its efficiency rating tells you how little energy is lost as heat.',
    image: '/images/hero/power-supply.webp',
    alt: 'A modular computer power supply unit',
    href: 'https://en.wikipedia.org/wiki/Power_supply_unit_(computer)',
  },
  {
    eyebrow: 'Computing history',
    title: 'Departmental computing',
    text: 'Departmental computing gave individual departments of an organisation their own computers, typically minicomputers and later servers, instead of sending every job to the central data-processing centre. Teams could run the applications they needed close to the people who used them, an early step towards the distributed IT of today.',
    image: '/images/hero/departmental-computing.webp',
    alt: 'A departmental minicomputer beside office workstations',
    href: 'https://en.wikipedia.org/wiki/Departmental_computing',
  },
  {
    eyebrow: 'Enterprise',
    title: 'The mainframe computer',
    text: 'Mainframes are large, highly reliable computers that banks, airlines, insurers and governments use for bulk data processing and for millions of transactions a day. They are designed for near-continuous availability, with redundant components that can often be replaced while the system keeps running.',
    image: '/images/hero/mainframe.webp',
    alt: 'Rows of mainframe computer cabinets in a data centre',
    href: 'https://en.wikipedia.org/wiki/Mainframe_computer',
  },
] as const;

/** Spec §2 and §9: three slides, one per view, spacing 30, autoplay 3000 ms, 80vh tall. */
export function HeroBanner() {
  return (
    <section data-testid="home-hero" aria-labelledby="home-hero-title" className="bg-neutral">
      <h1 id="home-hero-title" className="sr-only">
        Computer parts and upgrades
      </h1>
      <Carousel
        label="Featured"
        className="h-[80vh] min-h-[28rem]"
        slideClassName="relative basis-full overflow-hidden bg-neutral"
        gap={30}
        autoplayMs={3000}
        arrows
        tone="light"
        bulletsClassName="absolute inset-x-0 bottom-7"
      >
        {slides.map((slide, i) => (
          <div key={slide.href} className="h-full">
            <img
              src={slide.image}
              alt={slide.alt}
              width={1600}
              height={900}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
            />
            {/* Keeps the white text readable over any artwork, and before the artwork arrives. */}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-black/60 lg:bg-transparent lg:bg-gradient-to-r lg:from-black/80 lg:via-black/45 lg:to-transparent"
            />
            <div className="relative mx-auto flex h-full max-w-7xl items-center px-6 pb-16 sm:px-24 sm:pb-0">
              <div className="max-w-xl text-white">
                <p className="text-sm font-semibold tracking-widest text-accent uppercase">{slide.eyebrow}</p>
                <h2
                  data-testid="hero-heading"
                  className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
                >
                  {slide.title}
                </h2>
                <p className="mt-4 text-sm leading-relaxed text-white/85 sm:mt-5 sm:text-lg">{slide.text}</p>
                <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
                  <a
                    href={slide.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-primary sm:btn-lg"
                  >
                    Visit site
                    <ExternalIcon />
                  </a>
                  <Link
                    to={paths.parts}
                    className="btn btn-outline border-white/70 text-white hover:bg-white hover:text-neutral sm:btn-lg"
                  >
                    Browse parts
                  </Link>
                </div>
              </div>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function ExternalIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

import { messages, type Part } from '@coreparts/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '@/lib/motion.ts';

const g = messages.gallery;

/**
 * A part's pictures (decision 095). One picture is shown as before; several sit in a row on the
 * browser's own scroll snapping, so a phone swipes between them natively, with Previous and Next
 * buttons, the left and right arrow keys while the gallery has focus, and a thumbnail for each.
 * Each slide is named "Image 2 of 5"; those out of view are inert.
 */
export function PartGallery({ part, className }: { part: Pick<Part, 'name' | 'image' | 'images'>; className: string }) {
  const images = part.images.length > 0 ? part.images : [part.image];
  if (images.length === 1) {
    return (
      <figure className={`aspect-[4/3] ${className}`}>
        <img src={images[0]} alt={part.name} width={800} height={600} className="h-full w-full object-cover" />
      </figure>
    );
  }
  return <Gallery name={part.name} images={images} className={className} />;
}

function Gallery({ name, images, className }: { name: string; images: string[]; className: string }) {
  const row = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useReducedMotion();
  const count = images.length;

  const show = (index: number) => {
    const target = Math.min(count - 1, Math.max(0, index));
    const el = row.current;
    if (!el) return;
    el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    setCurrent(target);
    // The arrow that hides at either end would drop the keyboard's focus: the row takes it.
    const hiding = target === 0 ? previous.current : target === count - 1 ? next.current : null;
    if (hiding && document.activeElement === hiding) el.focus({ preventScroll: true });
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };
  const arrow = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-base-300 bg-base-100/90 shadow disabled:hidden';

  return (
    <section aria-roledescription="carousel" aria-label={g.label(name)} className={`relative flex flex-col ${className}`} data-testid="part-gallery" onKeyDown={keys}>
      <div className="relative">
        <div
          ref={row}
          tabIndex={0}
          aria-label={g.slide(current + 1, count)}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary [&::-webkit-scrollbar]:hidden"
          onScroll={(event) => setCurrent(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))}
        >
          {images.map((src, i) => (
            <div key={src} role="group" aria-roledescription="slide" aria-label={g.slide(i + 1, count)} inert={i !== current} className="w-full shrink-0 snap-center">
              <img src={src} alt={i === 0 ? name : `${name}, ${g.slide(i + 1, count).toLowerCase()}`} width={800} height={600} loading={i === 0 ? 'eager' : 'lazy'} className="h-full w-full object-cover" />
            </div>
          ))}
        </div>
        <button ref={previous} type="button" className={`${arrow} left-2`} aria-label={g.previous} disabled={current === 0} onClick={() => show(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button ref={next} type="button" className={`${arrow} right-2`} aria-label={g.next} disabled={current === count - 1} onClick={() => show(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="flex gap-2 overflow-x-auto p-2">
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            aria-label={g.show(i + 1, count)}
            aria-current={i === current}
            className={`size-14 shrink-0 overflow-hidden rounded-box border-2 bg-base-100 ${i === current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100'}`}
            onClick={() => show(i)}
          >
            <img src={src} alt="" width={56} height={56} loading="lazy" className="h-full w-full object-cover" />
          </button>
        ))}
      </div>
    </section>
  );
}

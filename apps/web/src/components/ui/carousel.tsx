import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { prefersReducedMotion, useReducedMotion } from '@/lib/motion.ts';

/**
 * A carousel on the browser's own scroll snapping (decision 010): slides sit in a row that
 * scrolls sideways, so swiping, momentum and snapping are native and cost no script. Arrows and
 * bullets scroll it; autoplay moves one position every `autoplayMs`, back to the start after the
 * last, and waits while the pointer or keyboard focus is on the carousel, while the tab is hidden,
 * and entirely for visitors who ask for reduced motion. Slides out of view are inert.
 *
 * For the keyboard and WCAG 2.2 (decision 031): a visible Pause button stops autoplay for good,
 * the row of slides takes focus so the arrow keys scroll it, and every bullet is a 24 px target.
 */
export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  children: ReactNode;
  /** Space between slides in px. */
  gap: number;
  autoplayMs: number;
  arrows?: boolean;
  /** Classes of the scrolling row, e.g. its height. */
  className?: string;
  /** Classes of every slide: its width, e.g. `basis-full md:basis-1/2`. */
  slideClassName: string;
  /** Classes of the bullets row. */
  bulletsClassName?: string;
  /** `light`: white bullets, over a dark picture. */
  tone?: 'light' | 'dark';
}

const bulletColors = {
  light: { current: 'bg-white', other: 'bg-white/55 group-hover:bg-white/80', focus: 'focus-visible:outline-white', pause: 'text-white hover:bg-white/20' },
  dark: { current: 'bg-primary', other: 'bg-base-content/25 group-hover:bg-base-content/40', focus: 'focus-visible:outline-primary', pause: 'text-base-content hover:bg-base-content/10' },
};

export function Carousel({
  label,
  children,
  gap,
  autoplayMs,
  arrows = false,
  className = '',
  slideClassName,
  bulletsClassName = '',
  tone = 'dark',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const row = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  // How many slides fit side by side at this width (1 until measured, as on a phone).
  const [perView, setPerView] = useState(1);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const positions = Math.max(1, slides.length - perView + 1);

  const step = useCallback(() => {
    const first = row.current?.firstElementChild as HTMLElement | null;
    return first ? first.offsetWidth + gap : 1;
  }, [gap]);

  const goTo = useCallback(
    (target: number) => {
      const el = row.current;
      if (!el) return;
      el.scrollTo({ left: target * step(), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    },
    [step],
  );

  // The position and the slides per view follow the row's scroll and size.
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const size = step();
      setPerView(Math.max(1, Math.round((el.clientWidth + gap) / size)));
      setPosition(Math.round(el.scrollLeft / size));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    el.addEventListener('scroll', schedule, { passive: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', schedule);
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [gap, step]);

  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Autoplay: one position on, or back to the first; restarted by every move, manual or not.
  useEffect(() => {
    if (paused || held || hidden || positions < 2 || reducedMotion) return;
    const timer = setTimeout(() => goTo(position + 1 < positions ? position + 1 : 0), autoplayMs);
    return () => clearTimeout(timer);
  }, [position, positions, paused, held, hidden, reducedMotion, autoplayMs, goTo]);

  const current = Math.min(position, positions - 1);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      // Keyboard focus holds it; a mouse click on an arrow does not leave it stopped.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setHeld(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {/* Focusable, so the arrow keys scroll it even when no slide has a link to tab to. */}
      <div
        ref={row}
        role="group"
        aria-label="Slides"
        tabIndex={0}
        className={`flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${className}`}
        style={{ gap } as CSSProperties}
      >
        {slides.map((slide, i) => {
          const inView = i >= current && i < current + perView;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              data-current={inView || undefined}
              inert={!inView}
              aria-hidden={!inView || undefined}
              className={`shrink-0 snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          );
        })}
      </div>

      {arrows && positions > 1 && (
        <>
          <ArrowButton direction="previous" onClick={() => goTo(current > 0 ? current - 1 : positions - 1)} />
          <ArrowButton direction="next" onClick={() => goTo(current + 1 < positions ? current + 1 : 0)} />
        </>
      )}

      {positions > 1 && (
        <div className={`flex items-center justify-center gap-1 ${bulletsClassName}`}>
          {!reducedMotion && <PauseButton paused={paused} tone={tone} onClick={() => setPaused(!paused)} />}
          {Array.from({ length: positions }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === current || undefined}
              onClick={() => goTo(i)}
              className={`group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 ${bulletColors[tone].focus}`}
            >
              <span
                className={`h-2.5 rounded-full transition-all duration-300 ${i === current ? 'w-7' : 'w-2.5'} ${
                  bulletColors[tone][i === current ? 'current' : 'other']
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function ArrowButton({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const next = direction === 'next';
  return (
    <button
      type="button"
      aria-label={next ? 'Next slide' : 'Previous slide'}
      onClick={onClick}
      className={`absolute bottom-4 flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/45 text-white backdrop-blur-sm transition-colors hover:border-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:top-1/2 sm:bottom-auto sm:size-13 sm:-translate-y-1/2 ${
        next ? 'right-4 sm:right-5' : 'left-4 sm:left-5'
      }`}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d={next ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function PauseButton({ paused, tone, onClick }: { paused: boolean; tone: 'light' | 'dark'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={paused ? 'Play slides' : 'Pause slides'}
      onClick={onClick}
      className={`mr-2 flex size-8 items-center justify-center rounded-full focus-visible:outline-2 ${bulletColors[tone].pause} ${bulletColors[tone].focus}`}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={paused ? 'M7 4v16l13-8z' : 'M6 4h4v16H6zM14 4h4v16h-4z'} />
      </svg>
    </button>
  );
}

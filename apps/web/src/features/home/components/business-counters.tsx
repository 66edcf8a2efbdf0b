import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion.ts';
import { SectionHeader } from './section-header.tsx';

// Spec §9: each counter runs from start to end and is shown with a trailing +.
const counters = [
  { label: 'Countries', start: 100, end: 120, icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17' },
  { label: 'Complete Project', start: 450, end: 500, icon: 'M9 12l2 2 4-4M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z' },
  { label: 'Monthly Order', start: 9960, end: 10000, icon: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0z' },
  { label: 'Client Feedbacks', start: 220, end: 250, icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z' },
] as const;

/** Spec §2 section 6: Business Qualification counters that count up once scrolled into view. */
export function BusinessCounters() {
  return (
    <section
      data-testid="home-counters"
      aria-labelledby="home-counters-title"
      className="bg-gradient-to-br from-primary to-neutral px-4 py-16 text-primary-content sm:py-20"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeader id="home-counters-title" eyebrow="Trusted worldwide" title="Business Qualification" tone="dark">
          The numbers behind a parts supplier you can rely on.
        </SectionHeader>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {counters.map((counter) => (
            <div
              key={counter.label}
              className="flex flex-col items-center rounded-box border border-white/15 bg-white/10 px-3 py-8 text-center backdrop-blur-sm"
            >
              <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" className="text-accent" aria-hidden="true">
                <path d={counter.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <dt className="order-last mt-1 text-sm font-medium opacity-85 sm:text-base">{counter.label}</dt>
              <dd className="mt-4 inline-block min-w-[6ch] text-3xl font-extrabold tabular-nums sm:text-5xl">
                <Counter start={counter.start} end={counter.end} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const DURATION_MS = 2500;
// Fast at first, settling on the end value (the ease-out of the usual count-up animation).
const easeOutExpo = (t: number) => (t >= 1 ? 1 : 1 - 2 ** (-10 * t));

/**
 * Counts from start to end once the number scrolls into view. It writes the text directly, so
 * the page does not re-render on every frame; visitors who ask for reduced motion see the end.
 */
function Counter({ start, end }: { start: number; end: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const show = (value: number) => {
      el.textContent = `${Math.round(value)}+`;
    };
    const run = () => {
      if (prefersReducedMotion()) return show(end);
      const began = performance.now();
      const tick = (now: number) => {
        const t = (now - began) / DURATION_MS;
        show(start + (end - start) * easeOutExpo(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      run();
    });
    seen.observe(el);
    return () => {
      seen.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [start, end]);
  return <span ref={ref}>{`${start}+`}</span>;
}

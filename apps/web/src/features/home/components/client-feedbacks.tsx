import type { ReactNode } from 'react';
import { SectionHeader } from './section-header.tsx';

/** Spec §2 section 7: the Client FeedBacks section; the route supplies the reviews carousel. */
export function ClientFeedbacks({ children }: { children: ReactNode }) {
  return (
    <section data-testid="home-reviews" aria-labelledby="home-reviews-title" className="bg-base-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeader id="home-reviews-title" eyebrow="Testimonials" title="Client FeedBacks">
          What builders and businesses say after their parts arrive.
        </SectionHeader>
        {children}
      </div>
    </section>
  );
}

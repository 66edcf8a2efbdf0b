import { featuredReviews, type Review } from '@coreparts/shared';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';

const MAX_RATING = 5;

export function previewText(text: string): string {
  const max = featuredReviews.textLength;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** One customer's review: photo, name, shortened text (full text on hover) and star rating. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm" data-testid="review-card">
      <div className="card-body gap-4">
        <QuoteIcon />
        <blockquote className="flex-1 text-base leading-relaxed" title={review.text}>
          <p>{previewText(review.text)}</p>
        </blockquote>
        <footer className="flex items-center gap-3 border-t border-base-300 pt-4">
          {/* A reviewer without a photo gets their initials. */}
          <UserAvatar name={review.name} email={review.name} image={review.image || null} size={48} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{review.name}</p>
            <Rating value={review.rating} />
          </div>
        </footer>
      </div>
    </article>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-2" role="img" aria-label={`Rated ${value} out of ${MAX_RATING}`}>
      <span className="flex text-secondary" aria-hidden="true">
        {Array.from({ length: MAX_RATING }, (_, i) => (
          <svg key={i} width="16" height="16" viewBox="0 0 24 24" className={i < value ? 'fill-current' : 'fill-base-300'}>
            <path d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        ))}
      </span>
      <span className="text-sm font-medium opacity-70" aria-hidden="true">
        {value}/{MAX_RATING}
      </span>
    </div>
  );
}

function QuoteIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" className="fill-primary/20" aria-hidden="true">
      <path d="M9.6 5C6 6.6 4 9.4 4 13.2V19h6v-6H7.2c0-2.4 1.2-4.2 3.6-5.4zm10 0C16 6.6 14 9.4 14 13.2V19h6v-6h-2.8c0-2.4 1.2-4.2 3.6-5.4z" />
    </svg>
  );
}

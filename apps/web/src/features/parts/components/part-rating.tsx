import { messages, type Part } from '@coreparts/shared';
import { Stars } from '@/components/ui/stars.tsx';

/** "4.3 out of 5 from 12 reviews" (decision 052). */
export const ratingInWords = ({ average, count }: NonNullable<Part['rating']>) =>
  `Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The part's average rating and how many reviews make it; a part without reviews says so only where `showNone`. */
export function PartRating({ part, showNone = false }: { part: Part; showNone?: boolean }) {
  if (!part.rating) return showNone ? <p className="text-sm opacity-70">{messages.partReviews.none}</p> : null;
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="part-rating">
      <Stars value={part.rating.average} />
      <span aria-hidden="true">
        <span className="font-semibold">{part.rating.average.toFixed(1)}</span> <span className="opacity-70">({part.rating.count})</span>
      </span>
      <span className="sr-only">{ratingInWords(part.rating)}</span>
    </p>
  );
}

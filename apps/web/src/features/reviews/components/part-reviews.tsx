import { messages, type PartRating, type PartReview } from '@coreparts/shared';
import { Link, useLocation } from 'react-router';
import { Stars } from '@/components/ui/stars.tsx';
import { paths } from '@/config/paths.ts';
import { useMyPartReview, usePartReviews } from '@/features/reviews/api/get-part-reviews.ts';
import { PartReviewForm } from './part-review-form.tsx';

const reviewsWord = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface PartReviewsProps {
  partId: string;
  /** Whether someone is signed in; undefined while the session loads. */
  signedIn: boolean | undefined;
  /** A review was written or deleted: the part's rating changed. */
  onChanged: () => void;
}

/**
 * The part's reviews on its page (decision 052): its rating, the shown reviews newest first, each
 * saying whether its author bought it, and beside them (below on phones) the buyer's form, or why
 * someone cannot write one.
 */
export function PartReviews({ partId, signedIn, onChanged }: PartReviewsProps) {
  const reviews = usePartReviews(partId);
  const rating = reviews.data?.pages[0]?.rating ?? null;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="part-reviews-heading" className="mt-10" id="reviews">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="part-reviews-heading" className="text-xl font-bold">
          Reviews
        </h2>
        {rating && <RatingSummary rating={rating} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {reviews.isPending && <span role="status" className="loading loading-dots loading-md opacity-50" aria-label="Loading reviews" />}
          {reviews.isError && (
            <div role="alert" className="alert alert-error alert-soft">
              The reviews could not be loaded. Please try again in a moment.
            </div>
          )}
          {reviews.isSuccess && items.length === 0 && <p className="opacity-70">{messages.partReviews.none}</p>}
          {items.length > 0 && (
            <ul className="flex flex-col gap-4" aria-label="Reviews of this part">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
          {reviews.hasNextPage && (
            <button type="button" className="btn btn-outline mt-4 w-full sm:w-auto" onClick={() => reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              More reviews
            </button>
          )}
        </div>
        <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6 lg:self-start">
          <h3 className="mb-4 font-semibold">Your review</h3>
          <WriteReview partId={partId} signedIn={signedIn} onChanged={onChanged} />
        </div>
      </div>
    </section>
  );
}

function RatingSummary({ rating }: { rating: PartRating }) {
  return (
    <p className="flex items-center gap-2">
      <Stars value={rating.average} size={20} />
      <span>
        <span className="font-semibold">{rating.average.toFixed(1)} out of 5</span> <span className="opacity-70">· {reviewsWord(rating.count)}</span>
      </span>
    </p>
  );
}

function ReviewItem({ review }: { review: PartReview }) {
  return (
    <article className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5" data-testid="part-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="sr-only">Rated {review.rating} out of 5.</span>
        <h3 className="font-semibold break-words">{review.title}</h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="opacity-80">
          {review.name} · <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </span>
        {review.verifiedPurchase && <span className="badge badge-success badge-soft badge-sm">{messages.partReviews.verifiedPurchase}</span>}
      </p>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{review.text}</p>
    </article>
  );
}

/** The form for a buyer; for anyone else, why they cannot write a review. */
function WriteReview({ partId, signedIn, onChanged }: PartReviewsProps) {
  const location = useLocation();
  const mine = useMyPartReview(partId, signedIn === true);
  if (signedIn === undefined || (signedIn && mine.isPending)) return <span role="status" className="loading loading-dots loading-md opacity-50" aria-label="Loading" />;
  if (!signedIn) {
    return (
      <p className="text-sm">
        <Link to={paths.login} state={{ from: location }} className="link link-primary">
          {messages.partReviews.signInToReview}
        </Link>
      </p>
    );
  }
  if (!mine.data) {
    return (
      <div role="alert" className="alert alert-error alert-soft text-sm">
        Your review could not be loaded. Please try again in a moment.
      </div>
    );
  }
  if (!mine.data.canReview) return <p className="text-sm opacity-80">{messages.partReviews.notBought}</p>;
  // Keyed by the review, so the form starts from the one just saved or deleted.
  return <PartReviewForm key={mine.data.review?.updatedAt ?? 'new'} partId={partId} review={mine.data.review} onChanged={onChanged} />;
}

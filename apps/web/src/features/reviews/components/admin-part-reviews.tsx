import { messages, type AdminPartReview } from '@coreparts/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Stars } from '@/components/ui/stars.tsx';
import { paths } from '@/config/paths.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminPartReviews, useSetPartReviewHidden, type AdminPartReviewsFilter } from '@/features/reviews/api/admin-part-reviews.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const filters: { value: AdminPartReviewsFilter; label: string }[] = [
  { value: 'all', label: 'All reviews' },
  { value: 'hidden', label: 'Hidden only' },
];

/** Every review of a part, newest first, each with Hide or Show (decision 052). */
export function AdminPartReviews() {
  const [filter, setFilter] = useState<AdminPartReviewsFilter>('all');
  const filterId = useId();
  const reviews = useAdminPartReviews(filter);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium">
          Show
        </label>
        <select id={filterId} className="select select-sm w-auto" value={filter} onChange={(event) => setFilter(event.target.value as AdminPartReviewsFilter)}>
          {filters.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {reviews.isPending && <span role="status" className="loading loading-dots loading-md opacity-50" aria-label="Loading reviews" />}
      {reviews.isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The reviews could not be loaded. Please try again in a moment.
        </div>
      )}
      {reviews.isSuccess && items.length === 0 && <p className="opacity-70">{filter === 'hidden' ? 'No review is hidden.' : messages.partReviews.none}</p>}
      <ul className="flex flex-col gap-3" aria-label="Part reviews">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewRow review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <button type="button" className="btn btn-outline self-start" onClick={() => reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          More reviews
        </button>
      )}
    </div>
  );
}

function ReviewRow({ review }: { review: AdminPartReview }) {
  const setHidden = useSetPartReviewHidden();
  const toggle = async () => {
    try {
      await setHidden.mutateAsync({ id: review.id, hidden: !review.hidden });
      toast.success(review.hidden ? messages.partReviews.shown : messages.partReviews.hidden);
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);
    }
  };
  return (
    <article
      className={`flex flex-col gap-3 rounded-box border bg-base-100 p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between ${review.hidden ? 'border-warning' : 'border-base-300'}`}
      data-testid="admin-part-review"
    >
      <div className="min-w-0">
        <p className="text-sm">
          <Link to={paths.part(review.partId)} className="link link-primary font-medium break-words">
            {review.partName}
          </Link>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.rating} />
          <span className="sr-only">Rated {review.rating} out of 5.</span>
          <h2 className="font-semibold break-words">{review.title}</h2>
          {review.hidden && <span className="badge badge-warning badge-sm">Hidden</span>}
        </div>
        <p className="mt-2 break-words whitespace-pre-line">{review.text}</p>
        <p className="mt-2 text-sm break-words opacity-80">
          {review.name} ({review.email}) · <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          {review.verifiedPurchase && ` · ${messages.partReviews.verifiedPurchase}`}
        </p>
      </div>
      <button
        type="button"
        className={`btn btn-sm shrink-0 ${review.hidden ? 'btn-primary' : 'btn-outline'}`}
        onClick={toggle}
        disabled={setHidden.isPending}
        aria-label={`${review.hidden ? 'Show' : 'Hide'} the review “${review.title}” by ${review.name}`}
      >
        {review.hidden ? 'Show' : 'Hide'}
      </button>
    </article>
  );
}

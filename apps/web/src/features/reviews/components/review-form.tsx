import { messages, reviewInputSchema, type ReviewInput } from '@coreparts/shared';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useAddReview } from '@/features/reviews/api/add-review.ts';
import { useReviewForm } from '@/features/reviews/hooks/use-review-form.ts';
import { RatingInput } from './rating-input.tsx';
import { ReviewSubmitButton } from './review-submit-button.tsx';
import { ReviewTextArea } from './review-text-area.tsx';

const MAX_LENGTH = reviewInputSchema.shape.text.maxLength ?? 500;
const emptyReview: DefaultValues<ReviewInput> = { text: '', rating: undefined };

interface ReviewFormProps {
  authorName: string;
  /** The author's photo as the page shows them. */
  authorPhoto: ReactNode;
}

/**
 * Add Review (product.md §2, §5): text and a 1 to 5 rating. The server signs the review with the
 * account's name and photo, so the form only says who is posting.
 */
export function ReviewForm({ authorName, authorPhoto }: ReviewFormProps) {
  const addReview = useAddReview();
  const form = useReviewForm(reviewInputSchema, emptyReview);

  const onSubmit = form.submit(
    async (review) => {
      await addReview.mutateAsync(review);
      toast.success(messages.success.generic);
      form.reset(emptyReview);
    },
    // Spec §8 lists the missing rating among the toasts; it is also shown under the stars.
    (invalid) => {
      if (invalid.rating) toast.error(messages.validation.ratingRequired);
    },
  );

  return (
    <form className="flex flex-col gap-6" noValidate onSubmit={onSubmit} aria-label="Add review">
      <div className="flex items-center gap-3 rounded-box bg-base-200 px-4 py-3">
        {authorPhoto}
        <p className="min-w-0 text-sm">
          <span className="opacity-70">Posting as</span>{' '}
          <span className="font-semibold break-words">{authorName}</span>
        </p>
      </div>
      <p className="-mt-3 text-sm opacity-70">One review per account: posting again replaces your earlier one.</p>
      <RatingInput name="rating" {...form.rating} />
      <ReviewTextArea rows={5} maxLength={MAX_LENGTH} placeholder="How did the part perform, and how did your order go?" {...form.text} />
      <ReviewSubmitButton busy={form.isSubmitting} className="btn btn-primary self-stretch sm:self-end sm:min-w-40">
        Submit
      </ReviewSubmitButton>
    </form>
  );
}

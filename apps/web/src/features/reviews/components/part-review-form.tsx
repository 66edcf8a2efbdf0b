import { messages, PART_REVIEW_TEXT_MAX, PART_REVIEW_TITLE_MAX, partReviewInputSchema, type MyPartReview, type PartReviewInput } from '@coreparts/shared';
import type { DefaultValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { toast } from '@/lib/toast.ts';
import { useChangePartReview } from '@/features/reviews/api/save-part-review.ts';
import { toastingFailure, useReviewForm } from '@/features/reviews/hooks/use-review-form.ts';
import { RatingInput } from './rating-input.tsx';
import { ReviewSubmitButton } from './review-submit-button.tsx';
import { ReviewTextArea } from './review-text-area.tsx';

interface PartReviewFormProps {
  partId: string;
  /** The buyer's review as it stands, or null before they write one. */
  review: MyPartReview['review'];
  onChanged: () => void;
}

/**
 * A buyer's review of the part (decision 052): a 1 to 5 rating, a title and a text, checked by the
 * same schema as the server. Posting again replaces the review; Delete takes it away.
 */
export function PartReviewForm({ partId, review, onChanged }: PartReviewFormProps) {
  const { save, remove } = useChangePartReview(partId, onChanged);
  const defaults: DefaultValues<PartReviewInput> = review ? { rating: review.rating, title: review.title, text: review.text } : { rating: undefined, title: '', text: '' };
  const form = useReviewForm(partReviewInputSchema, defaults);

  const onSubmit = form.submit(async (input) => {
    await save.mutateAsync(input);
    toast.success(messages.partReviews.saved);
    form.reset(input);
  });
  const onDelete = () =>
    toastingFailure(async () => {
      await remove.mutateAsync();
      toast.success(messages.partReviews.deleted);
      form.reset({ rating: undefined, title: '', text: '' });
    });

  return (
    <form className="flex flex-col gap-5" noValidate onSubmit={onSubmit} aria-label={review ? 'Edit your review' : 'Write a review'}>
      {review?.hidden && (
        <div role="status" className="alert alert-warning alert-soft text-sm">
          {messages.partReviews.hiddenNotice}
        </div>
      )}
      <p className="text-sm opacity-70">One review per part: posting again replaces your earlier one.</p>
      <RatingInput name={`${form.textId}-rating`} {...form.rating} />
      <FormField label="Title" maxLength={PART_REVIEW_TITLE_MAX} autoComplete="off" error={form.errors.title?.message} {...form.register('title')} />
      <ReviewTextArea rows={4} maxLength={PART_REVIEW_TEXT_MAX} placeholder="How does the part perform in your build?" {...form.text} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {review && (
          <button type="button" className="btn btn-ghost text-error" onClick={onDelete} disabled={remove.isPending} aria-busy={remove.isPending}>
            Delete review
          </button>
        )}
        <ReviewSubmitButton busy={form.isSubmitting} className="btn btn-primary sm:min-w-40">
          {review ? 'Update review' : 'Post review'}
        </ReviewSubmitButton>
      </div>
    </form>
  );
}

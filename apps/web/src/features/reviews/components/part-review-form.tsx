import { messages, PART_REVIEW_TEXT_MAX, PART_REVIEW_TITLE_MAX, partReviewInputSchema, type MyPartReview, type PartReviewInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useChangePartReview } from '@/features/reviews/api/save-part-review.ts';
import { RatingInput } from './rating-input.tsx';
import { ReviewTextArea } from './review-text-area.tsx';

const toastFailure = (error: unknown) => toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

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
  const textId = useId();
  const { save, remove } = useChangePartReview(partId, onChanged);
  const defaults: DefaultValues<PartReviewInput> = review ? { rating: review.rating, title: review.title, text: review.text } : { rating: undefined, title: '', text: '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PartReviewInput>({ resolver: zodResolver(partReviewInputSchema), mode: 'onSubmit', defaultValues: defaults });
  const rating = useController({ control, name: 'rating' });
  const length = useWatch({ control, name: 'text' })?.length ?? 0;

  const onSubmit = async (input: PartReviewInput) => {
    try {
      await save.mutateAsync(input);
      toast.success(messages.partReviews.saved);
      reset(input);
    } catch (error) {
      toastFailure(error);
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(messages.partReviews.deleted);
      reset({ rating: undefined, title: '', text: '' });
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <form className="flex flex-col gap-5" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={review ? 'Edit your review' : 'Write a review'}>
      {review?.hidden && (
        <div role="status" className="alert alert-warning alert-soft text-sm">
          {messages.partReviews.hiddenNotice}
        </div>
      )}
      <p className="text-sm opacity-70">One review per part: posting again replaces your earlier one.</p>
      <RatingInput name={`${textId}-rating`} value={rating.field.value} onChange={rating.field.onChange} error={errors.rating?.message} errorId={`${textId}-rating-error`} />
      <FormField label="Title" maxLength={PART_REVIEW_TITLE_MAX} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <ReviewTextArea
        id={textId}
        rows={4}
        maxLength={PART_REVIEW_TEXT_MAX}
        placeholder="How does the part perform in your build?"
        length={length}
        error={errors.text?.message}
        registration={register('text')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {review && (
          <button type="button" className="btn btn-ghost text-error" onClick={onDelete} disabled={remove.isPending} aria-busy={remove.isPending}>
            Delete review
          </button>
        )}
        <button type="submit" className="btn btn-primary sm:min-w-40" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {review ? 'Update review' : 'Post review'}
        </button>
      </div>
    </form>
  );
}

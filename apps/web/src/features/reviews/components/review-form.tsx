import { messages, reviewInputSchema, type ReviewInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useController, useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { useAddReview } from '@/features/reviews/api/add-review.ts';
import { RatingInput } from './rating-input.tsx';
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
  const textId = useId();
  const addReview = useAddReview();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({ resolver: zodResolver(reviewInputSchema), mode: 'onSubmit', defaultValues: emptyReview });
  const rating = useController({ control, name: 'rating' });
  const length = useWatch({ control, name: 'text' })?.length ?? 0;

  const onSubmit = async (review: ReviewInput) => {
    try {
      await addReview.mutateAsync(review);
      toast.success(messages.success.generic);
      reset(emptyReview);
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);
    }
  };
  // Spec §8 lists the missing rating among the toasts; it is also shown under the stars.
  const onInvalid = (invalid: FieldErrors<ReviewInput>) => {
    if (invalid.rating) toast.error(messages.validation.ratingRequired);
  };

  return (
    <form className="flex flex-col gap-6" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label="Add review">
      <div className="flex items-center gap-3 rounded-box bg-base-200 px-4 py-3">
        {authorPhoto}
        <p className="min-w-0 text-sm">
          <span className="opacity-70">Posting as</span>{' '}
          <span className="font-semibold break-words">{authorName}</span>
        </p>
      </div>
      <p className="-mt-3 text-sm opacity-70">One review per account: posting again replaces your earlier one.</p>
      <RatingInput
        name={rating.field.name}
        value={rating.field.value}
        onChange={rating.field.onChange}
        error={errors.rating?.message}
        errorId={`${textId}-rating-error`}
      />
      <ReviewTextArea
        id={textId}
        rows={5}
        maxLength={MAX_LENGTH}
        placeholder="How did the part perform, and how did your order go?"
        length={length}
        error={errors.text?.message}
        registration={register('text')}
      />
      <button type="submit" className="btn btn-primary self-stretch sm:self-end sm:min-w-40" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Submit
      </button>
    </form>
  );
}

/**
 * What the shop's review form and a part's review form share: a 1 to 5 rating and a text (a part's
 * review adds a title), checked by the server's own schema on submit, and a failed save or delete
 * told as a toast.
 */
import { messages } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

/** The fields as typed: the shop's review has no title. */
interface ReviewDraft {
  rating: number;
  title?: string;
  text: string;
}

/** Runs a save or a delete; a failure is a toast, with the server's message when it sent one. */
export async function toastingFailure(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);
  }
}

export function useReviewForm<Review>(schema: z.ZodType<Review, ReviewDraft>, defaultValues: DefaultValues<ReviewDraft>) {
  const textId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewDraft, unknown, Review>({ resolver: zodResolver(schema), mode: 'onSubmit', defaultValues });
  const rating = useController({ control, name: 'rating' });
  const length = useWatch({ control, name: 'text' })?.length ?? 0;

  return {
    textId,
    register,
    reset,
    errors,
    isSubmitting,
    /** The submit handler: a valid review goes to `save`, whose failure is a toast. */
    submit: (save: (review: Review) => Promise<void>, onInvalid?: (invalid: FieldErrors<ReviewDraft>) => void) =>
      handleSubmit((review) => toastingFailure(() => save(review)), onInvalid),
    /** RatingInput's props but its name. */
    rating: { value: rating.field.value, onChange: rating.field.onChange, error: errors.rating?.message, errorId: `${textId}-rating-error` },
    /** ReviewTextArea's props but its size and wording. */
    text: { id: textId, length, error: errors.text?.message, registration: register('text') },
  };
}

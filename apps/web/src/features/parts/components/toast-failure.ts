import { messages } from '@coreparts/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { serverFieldErrors } from '@/features/parts/lib/spec-form.ts';

/** The server's reason for a refusal; when there is none (no connection), the spec's catch-all. */
export function toastFailure(error: unknown) {
  toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);
}

/**
 * The server's refusal of the product form: each field it names gets its message under it (the
 * description travels as `text`; a SKU another part has is a 409 of its own), and the whole
 * reason is told as well.
 */
export function showFormFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (error instanceof ApiClientError) {
    for (const { path, message } of serverFieldErrors(error.message)) {
      setError((path === 'text' ? 'description' : path) as Path<T>, { message });
    }
    if (error.code === 'sku_in_use') setError('sku' as Path<T>, { message: error.message });
  }
  toastFailure(error);
}

import { messages } from '@coreparts/shared';
import { toast } from '@/lib/toast.ts';
import { ApiClientError } from '@/lib/api-client.ts';

/** The server's reason for a refusal; when there is none (no connection), the spec's catch-all. */
export function toastFailure(error: unknown) {
  toast.error(error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);
}

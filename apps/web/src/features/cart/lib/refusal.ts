import { messages } from '@coreparts/shared';
import { ApiClientError } from '@/lib/api-client.ts';

/** What to tell the shopper when a call failed: the server's reason, or, when no answer came, that the shop is out of reach. */
export const refusalOf = (error: unknown) => (error instanceof ApiClientError ? error.message : messages.outage.unavailable);

/**
 * Calls that may be sent twice (placing an order, checking out, refunding) carry an
 * `Idempotency-Key`: a retry after a lost answer sends the same key, and the server answers what
 * the first one did instead of doing it again.
 */
import { ApiClientError } from './api-client.ts';

/** 32 random hex digits (`crypto.randomUUID` exists only on https and localhost). */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const MAX_RETRIES = 2;

/** React Query's `retry`: only when the answer was lost (the network), never when the server said no. */
export const retryLostAnswer = (failures: number, error: Error) => failures < MAX_RETRIES && !(error instanceof ApiClientError);

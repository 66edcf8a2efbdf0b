/**
 * Checking out (`POST /api/checkout`): the cart lines the customer sees become one unpaid order,
 * shipped where and how they chose, for the total the page showed; the server empties the cart of
 * those parts. Refused with 409 when a part is short or the total differs (`cart_changed`).
 */
import type { CheckoutBody, Order } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiClientError } from '@/lib/api-client.ts';
import { newIdempotencyKey, retryLostAnswer } from '@/lib/idempotency.ts';
import { cartsQueryKey } from './get-cart.ts';

export const checkout = (body: CheckoutBody, idempotencyKey: string) =>
  api.post<Order>('/checkout', body, { 'idempotency-key': idempotencyKey });


/**
 * One key per attempt: pressing Place order again after a lost answer sends the same body with
 * the same key, so the server answers the order it may already have placed instead of placing a
 * second. A changed body, or any answer from the server, starts a new attempt.
 */
function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: CheckoutBody) {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    answered() {
      attempt.current = null;
    },
  };
}

export function useCheckout() {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const mutation = useMutation({
    // React Query's retries send the same variables, so the same key.
    mutationFn: ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) => checkout(body, idempotencyKey),
    retry: retryLostAnswer,
    onSettled: (_order, error) => {
      if (!error || error instanceof ApiClientError) attempt.answered();
      // Placed or refused, the cart may have changed: its parts left it, or their stock did.
      return queryClient.invalidateQueries({ queryKey: cartsQueryKey });
    },
  });
  return { ...mutation, place: (body: CheckoutBody, options?: Parameters<typeof mutation.mutate>[1]) => mutation.mutate({ body, idempotencyKey: attempt.keyFor(body) }, options) };
}

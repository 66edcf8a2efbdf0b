/** A signed-in customer's cart, kept on the server (`GET /api/cart`), priced today. */
import type { Cart } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every account's cart: what a checkout invalidates. */
export const cartsQueryKey = ['cart'] as const;

/** Per account, so one customer's cart never shows for the next who signs in on this browser. */
export const cartQueryKey = (userId: string) => [...cartsQueryKey, userId] as const;

export const getCart = () => api.get<Cart>('/cart');

export const getCartQueryOptions = (userId: string) => queryOptions({ queryKey: cartQueryKey(userId), queryFn: getCart });

/**
 * `userId` null or undefined (signed out, or not known yet): nothing is asked. `paused` while a
 * visitor's cart is joining the account's: an answer read before the merge could land after it.
 */
export const useServerCart = (userId: string | null | undefined, { paused }: { paused: boolean }) =>
  useQuery({ ...getCartQueryOptions(userId ?? ''), enabled: Boolean(userId) && !paused });

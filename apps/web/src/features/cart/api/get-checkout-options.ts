/**
 * What checking out offers (`GET /api/checkout/options`, signed in): the shipping methods, each
 * country's tax rate, and the address the customer last shipped to, to start the form from; the
 * admin's Shipping & tax page edits the same methods and rates.
 */
import type { CheckoutOptions } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getCheckoutOptions = () => api.get<CheckoutOptions>('/checkout/options');

export const checkoutOptionsQueryKey = ['checkout-options'] as const;

export const getCheckoutOptionsQueryOptions = () => queryOptions({ queryKey: checkoutOptionsQueryKey, queryFn: getCheckoutOptions });

export const useCheckoutOptions = () => useQuery(getCheckoutOptionsQueryOptions());

/** The shop's shipping methods (`GET /api/shipping-methods`, anyone): the cart's free-shipping word and delivery times. */
import type { ShippingMethod } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getShippingMethods = () => api.get<{ methods: ShippingMethod[] }>('/shipping-methods');

export const getShippingMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['shipping-methods'], queryFn: getShippingMethods, select: (answer) => answer.methods, staleTime: 60_000 });

export const useShippingMethods = () => useQuery(getShippingMethodsQueryOptions());

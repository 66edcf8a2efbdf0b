import type { Part } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getParts = () => api.get<Part[]>('/all-parts');

export const getPartsQueryOptions = () => queryOptions({ queryKey: ['parts'], queryFn: getParts });

export const useParts = () => useQuery(getPartsQueryOptions());

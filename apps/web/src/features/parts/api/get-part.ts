import type { Part } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getPart = (id: string) => api.get<Part>(`/part/${encodeURIComponent(id)}`);

export const partQueryKey = (id: string) => ['part', id] as const;

export const getPartQueryOptions = (id: string) => queryOptions({ queryKey: partQueryKey(id), queryFn: () => getPart(id) });

export const usePart = (id: string) => useQuery(getPartQueryOptions(id));

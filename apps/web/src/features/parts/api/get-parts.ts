import type { Part, PartsPage } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getParts = () => api.get<Part[]>('/all-parts');

export const getPartsQueryOptions = () => queryOptions({ queryKey: ['parts'], queryFn: getParts });

/** The first parts in listing order, as one small page instead of the whole catalog. */
export const useFirstParts = (count: number) =>
  useQuery({
    // Under ['parts'], so whatever refreshes the catalog after a change refreshes these too.
    queryKey: ['parts', 'first', count],
    queryFn: async () => (await api.get<PartsPage>(`/parts?limit=${count}`)).items,
  });

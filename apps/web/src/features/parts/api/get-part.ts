import type { Part } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiClientError } from '@/lib/api-client.ts';

/**
 * The part, or null when the catalog has none by that id (removed, or never there): an answer,
 * not a failure, which the part's page shows as its 404 page and the server hands over as such.
 */
export const getPart = (id: string): Promise<Part | null> =>
  api.get<Part>(`/part/${encodeURIComponent(id)}`).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  });

export const partQueryKey = (id: string) => ['part', id] as const;

export const getPartQueryOptions = (id: string) => queryOptions({ queryKey: partQueryKey(id), queryFn: () => getPart(id) });

export const usePart = (id: string) => useQuery(getPartQueryOptions(id));

import type { SavedBuild } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiClientError } from '@/lib/api-client.ts';

/**
 * A saved build as of today (decision 050), or null when there is none by that id (deleted, or
 * never there): an answer, not a failure, which its page shows as the 404 page, as the server does.
 */
export const getSavedBuild = (id: string): Promise<SavedBuild | null> =>
  api.get<SavedBuild>(`/builds/${encodeURIComponent(id)}`).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  });

/** The key the server renders the page's data under (server-render.tsx). */
export const savedBuildQueryKey = (id: string) => ['build', id] as const;

export const getSavedBuildQueryOptions = (id: string) => queryOptions({ queryKey: savedBuildQueryKey(id), queryFn: () => getSavedBuild(id) });

export const useSavedBuild = (id: string) => useQuery(getSavedBuildQueryOptions(id));

import type { SavedBuildSummary } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The root of the signed-in customer's list: saving, renaming and deleting refresh it. */
export const myBuildsQueryKey = ['builds', 'mine'] as const;

/** The signed-in customer's saved builds, newest first, with today's totals. */
export const getMyBuilds = () => api.get<SavedBuildSummary[]>('/builds');

export const getMyBuildsQueryOptions = (userId: string) => queryOptions({ queryKey: [...myBuildsQueryKey, userId], queryFn: getMyBuilds });

export const useMyBuilds = (userId: string) => useQuery(getMyBuildsQueryOptions(userId));

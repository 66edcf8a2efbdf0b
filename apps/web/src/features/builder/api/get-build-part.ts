import type { Part } from '@coreparts/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, ApiClientError } from '@/lib/api-client.ts';

/** A part of the build, or null when the catalog has it no more (an old link). */
export const getBuildPart = (id: string): Promise<Part | null> =>
  api.get<Part>(`/part/${encodeURIComponent(id)}`).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  });

export const buildPartQueryKey = (id: string) => ['parts', 'builder', 'part', id] as const;

export const getBuildPartQueryOptions = (id: string) => queryOptions({ queryKey: buildPartQueryKey(id), queryFn: () => getBuildPart(id) });

/** The build's parts by id, as they load; each is asked for once and kept. */
export const useBuildParts = (ids: readonly string[]) => useQueries({ queries: ids.map((id) => getBuildPartQueryOptions(id)) });

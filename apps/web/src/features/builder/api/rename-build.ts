import type { SavedBuildSummary } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myBuildsQueryKey } from './get-my-builds.ts';
import { savedBuildQueryKey } from './get-saved-build.ts';

/** The owner names one of their saved builds again (decision 050); an empty name takes it away. */
export const renameBuild = (id: string, name: string) => api.patch<SavedBuildSummary>(`/builds/${encodeURIComponent(id)}`, { name });

export function useRenameBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameBuild(id, name),
    onSuccess: (_summary, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: myBuildsQueryKey }), queryClient.invalidateQueries({ queryKey: savedBuildQueryKey(id) })]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myBuildsQueryKey } from './get-my-builds.ts';
import { savedBuildQueryKey } from './get-saved-build.ts';

/** The owner deletes one of their saved builds (decision 050): its link shows the 404 page from then on. */
export const deleteBuild = (id: string) => api.delete<null>(`/builds/${encodeURIComponent(id)}`);

export function useDeleteBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuild,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: savedBuildQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: myBuildsQueryKey });
    },
  });
}

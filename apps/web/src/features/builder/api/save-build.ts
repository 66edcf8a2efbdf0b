import type { SaveBuildBody, SavedBuildLink } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { keepClaim } from './claim-builds.ts';
import { myBuildsQueryKey } from './get-my-builds.ts';

/** Saves the build to share (decision 050): its id and its page's address. */
export const saveBuild = (body: SaveBuildBody) => api.post<SavedBuildLink>('/builds', body);

export function useSaveBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuild,
    onSuccess: (saved) => {
      // A visitor's build: kept to become the account's they sign in to next.
      keepClaim(saved);
      // A signed-in customer's list under the dashboard has one more.
      return queryClient.invalidateQueries({ queryKey: myBuildsQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { partQueryKey } from './get-part.ts';
import { getPartsQueryOptions } from './get-parts.ts';

/** `DELETE /part/:id` (admin): the part leaves the catalog; orders that have it keep it. */
export const deletePart = (id: string) =>
  api.delete<{ acknowledged: boolean; deletedCount: number }>(`/part/${encodeURIComponent(id)}`);

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: partQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey });
    },
  });
}

import type { Part, PartUpdateInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { partQueryKey } from './get-part.ts';
import { getPartsQueryOptions } from './get-parts.ts';

export interface UpdatePartInput {
  id: string;
  /** Only what changed; the server keeps every field left out. */
  changes: PartUpdateInput;
}

/** `PATCH /part/:id` (admin): answers the part as it now is. */
export const updatePart = ({ id, changes }: UpdatePartInput) => api.patch<Part>(`/part/${encodeURIComponent(id)}`, changes);

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePart,
    onSuccess: (part) => {
      queryClient.setQueryData(partQueryKey(part._id), part);
      return queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey });
    },
  });
}

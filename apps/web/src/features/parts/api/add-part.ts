import type { NewPartInput, Part } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPartsQueryOptions } from './get-parts.ts';

/** `POST /part` (admin); `image` is an address `uploadImage` answered. */
export const addPart = (input: NewPartInput) => api.post<Part>('/part', input);

export function useAddPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey }),
  });
}

/** My Profile's changes (decision 054), through Better Auth's own update-user; the session then shows them. */
import { messages } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, api } from '@/lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const updateUser = (changes: { name?: string; image?: string | null }) => api.post<unknown>('/auth/update-user', changes);

/** `POST /account/photo`: stores the photo as ours and answers where it is served. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  try {
    const { data } = await api.upload<{ data: { display_url: string } }>('/account/photo', body);
    return data.display_url;
  } catch (error) {
    // The multipart parser's own wording ("request file too large") is not for shoppers' eyes.
    if (error instanceof ApiClientError && error.status === 413) throw new ApiClientError(413, error.code, messages.catalog.imageTooLarge);
    throw error;
  }
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }) });
}

/** Uploads the photo, then sets it. */
export function useSetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => updateUser({ image: await uploadPhoto(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

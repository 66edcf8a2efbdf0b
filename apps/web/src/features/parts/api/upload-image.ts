import { messages } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError, api } from '@/lib/api-client.ts';

/** `POST /upload` (admin): stores the image and answers where it is served (`/uploads/….webp`). */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  try {
    const { data } = await api.upload<{ data: { display_url: string } }>('/upload', body, onProgress);
    return data.display_url;
  } catch (error) {
    // The multipart parser's own wording ("request file too large") is not for shoppers' eyes.
    if (error instanceof ApiClientError && error.status === 413) throw new ApiClientError(413, error.code, messages.catalog.imageTooLarge);
    throw error;
  }
}

/** The upload with its progress, 0 to 1 while sending, `null` otherwise. */
export function useUploadImage() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadImage(file, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface ResetPasswordInput {
  newPassword: string;
  /** From the e-mailed link: `/reset-password?token=…`. */
  token: string;
}

export const resetPassword = (input: ResetPasswordInput) => api.post<unknown>('/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { useMutation } from '@tanstack/react-query';
import { authCallbacks } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

export const sendVerificationEmail = (email: string) =>
  api.post<unknown>('/auth/send-verification-email', { email, callbackURL: authCallbacks.emailVerified });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });

import { useMutation } from '@tanstack/react-query';
import { authCallbacks } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

/** The link sent again; once verified, Login returns the person to `returnTo`. */
export const sendVerificationEmail = ({ email, returnTo }: { email: string; returnTo: string }) =>
  api.post<unknown>('/auth/send-verification-email', { email, callbackURL: authCallbacks.emailVerified(email, returnTo) });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });

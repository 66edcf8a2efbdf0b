import type { SignupInput } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { authCallbacks } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

/**
 * Registers by e-mail; the server sends the verification e-mail and, for an address that is
 * already registered, answers the same so as not to reveal it. No session until verified.
 */
export const signUpWithEmail = ({ name, email, password, returnTo }: SignupInput & { returnTo: string }) =>
  api.post<unknown>('/auth/sign-up/email', {
    name,
    email,
    password,
    // The verification link leads back to Login, the address filled in, then to where they were.
    callbackURL: authCallbacks.emailVerified(email, returnTo),
  });

export const useSignUp = () => useMutation({ mutationFn: signUpWithEmail });

import type { PublicConfig } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { authCallbacks } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';
import { clearAccessToken } from './get-token.ts';

export type SocialProvider = keyof PublicConfig['socialSignIn'];

export interface SocialSignInInput {
  provider: SocialProvider;
  /** The page to come back to: a path on this site. */
  callbackURL: string;
}

/**
 * Asks where to send the browser to sign in with the provider (the real one, or in development
 * the local stand-in: the server decides).
 */
export const getSocialSignInUrl = ({ provider, callbackURL }: SocialSignInInput) =>
  api.post<{ url: string; redirect: boolean }>('/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: authCallbacks.socialError,
  });

// The browser leaves the page to sign in; this mark tells the page, once it is back with a
// session, that the sign-in still has to be finished (token, registration: product.md §3).
const PENDING_KEY = 'coreparts.socialSignInPending';

export const forgetSocialSignIn = () => sessionStorage.removeItem(PENDING_KEY);

/** True once per social sign-in: the mark is removed as it is read. */
export function takeSocialSignInPending(): boolean {
  const pending = sessionStorage.getItem(PENDING_KEY) !== null;
  forgetSocialSignIn();
  return pending;
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: async (input: SocialSignInInput) => {
      clearAccessToken();
      sessionStorage.setItem(PENDING_KEY, input.provider);
      const { url } = await getSocialSignInUrl(input);
      window.location.assign(url);
    },
    onError: forgetSocialSignIn,
  });
}

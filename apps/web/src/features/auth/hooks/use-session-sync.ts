/**
 * Keeps the stored access token in step with the identity provider's session, for the whole
 * page: asks for a token when there is a session but none is stored (app start, return from a
 * social sign-in), forgets it when the session is gone, and finishes a social sign-in once.
 */
import { messages } from '@coreparts/shared';
import { useEffect } from 'react';
import { toast } from '@/lib/toast.ts';
import { useAddUser } from '@/features/auth/api/add-user.ts';
import { useSession } from '@/features/auth/api/get-session.ts';
import { clearAccessToken, useAccessToken } from '@/features/auth/api/get-token.ts';
import { takeSocialSignInPending } from '@/features/auth/api/social-sign-in.ts';

export function useSessionSync() {
  const { data: session, isSuccess } = useSession();
  const user = session?.user;
  const token = useAccessToken(user?.email);
  const { mutate: registerUser } = useAddUser();

  const signedOut = isSuccess && !session;
  useEffect(() => {
    if (signedOut) clearAccessToken();
  }, [signedOut]);

  const name = user?.name;
  const email = user?.email;
  const tokenReady = token.isSuccess;
  useEffect(() => {
    if (!email || !name || !tokenReady || !takeSocialSignInPending()) return;
    // Spec §4: a social sign-in registers the person with role user.
    registerUser({ name, email, role: 'user' });
    toast.success(messages.auth.loginSuccess, { toastId: 'login-success' });
  }, [email, name, tokenReady, registerUser]);
}

/**
 * The login page is where the server's redirects land: after an e-mail verification
 * (`?verified=1`, Better Auth adds `&error=…` when the link was bad) and after a failed social
 * sign-in (`?social-error=1`, or Better Auth's own `?error=…`). Each is told once, then the
 * query is dropped so a reload does not tell it again.
 */
import { messages } from '@coreparts/shared';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { forgetSocialSignIn } from '@/features/auth/api/social-sign-in.ts';

const NOTICE_PARAMS = ['verified', 'email', 'from', 'social-error', 'error', 'error_description'];

export function useLoginNotices() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const verified = searchParams.has('verified');
  const failed = searchParams.has('error') || searchParams.has('social-error');

  useEffect(() => {
    if (!verified && !failed) return;
    if (verified && !failed) {
      toast.success(messages.account.emailVerified, { toastId: 'email-verified' });
    } else if (verified) {
      toast.error(messages.account.verificationLinkInvalid, { toastId: 'email-verify-failed' });
    } else {
      forgetSocialSignIn();
      toast.error(messages.auth.socialError, { toastId: 'social-error' });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NOTICE_PARAMS) next.delete(name);
        return next;
      },
      // Keep `state.from`: the person may still want to go back where they came from.
      { replace: true, preventScrollReset: true, state },
    );
  }, [verified, failed, setSearchParams, state]);
}

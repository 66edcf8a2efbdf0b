import { messages } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email.ts';
import { requestErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { returnPath } from '@/features/auth/lib/return-path.ts';

/**
 * After sign-up (decision 054): where the link went, and a button that sends it again through the
 * same call and limits as the login page's resend. `loginState` carries where the sign-in guard
 * sent the person from, so Login still returns there.
 */
export function CheckInbox({ email, loginState }: { email: string; loginState: unknown }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-1 text-sm text-base-content">
        <span className="font-semibold">{messages.auth.signupSuccess}</span>
        <span className="wrap-anywhere" data-testid="inbox-address">
          {messages.account.verificationSent(email)}
        </span>
      </div>
      <p className="text-sm">{messages.inbox.notArrived}</p>
      <button type="button" className="btn btn-neutral" disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate({ email, returnTo: returnPath(loginState) })}>
        {resend.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {messages.inbox.sendAgain}
      </button>
      <p aria-live="polite" className="min-h-5 text-center text-sm">
        {resend.isSuccess && messages.account.verificationResent}
        {resend.isError && <span className="text-error">{requestErrorMessage(resend.error)}</span>}
      </p>
      <Link to={paths.login} state={loginState} className="btn btn-primary">
        Login
      </Link>
    </div>
  );
}

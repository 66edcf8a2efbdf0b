import { messages } from '@coreparts/shared';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { PasswordResetModal, type PasswordResetModalHandle } from '@/features/auth/components/password-reset-modal.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

const PASSWORD_RULE = 'Letters and digits, at least 8 characters with one of each.';

/**
 * Where the e-mailed reset link lands: `?token=…`, or `?error=INVALID_TOKEN` when the server
 * already found the link invalid or expired; `&verify=1` when a verification link was opened in a
 * browser that did not sign up (decision 026). A dead link offers a new one (decision 054).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const token = searchParams.get('token');
  const usable = token && !searchParams.has('error') && !expired;
  // A verification link opened in a browser that did not sign up (the server's sign-up proof).
  const verifying = searchParams.has('verify');

  return (
    <AuthCard
      title={verifying ? 'Choose your password' : 'Choose a new password'}
      subtitle={verifying ? messages.inbox.choosePasswordWhy : PASSWORD_RULE}
    >
      <PageTitle>Reset password</PageTitle>
      {usable ? (
        <>
          {verifying && <p className="-mt-2 text-center text-sm opacity-70">{PASSWORD_RULE}</p>}
          <NewPasswordForm token={token} onSuccess={() => navigate(paths.login, { replace: true })} onExpired={() => setExpired(true)} />
        </>
      ) : (
        <DeadLink />
      )}
    </AuthCard>
  );
}

/** An invalid or expired link: ask for a new one here, or go back. */
function DeadLink() {
  const resetModal = useRef<PasswordResetModalHandle>(null);
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="alert alert-error alert-soft text-sm">
        {messages.account.resetLinkInvalid}
      </div>
      <button type="button" className="btn btn-primary" onClick={() => resetModal.current?.open()}>
        {messages.inbox.resetSendNew}
      </button>
      <Link to={paths.login} className="btn btn-ghost">
        Back to Login
      </Link>
      <PasswordResetModal ref={resetModal} />
    </div>
  );
}

import { messages } from '@coreparts/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';

/**
 * Where the e-mailed reset link lands: `?token=…`, or `?error=INVALID_TOKEN` when the server
 * already found the link invalid or expired; `&verify=1` when a verification link was opened in a
 * browser that did not sign up (decision 026).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const usable = token && !searchParams.has('error');
  // A verification link opened in a browser that did not sign up (the server's sign-up proof).
  const verifying = searchParams.has('verify');

  return (
    <AuthCard
      title={verifying ? 'Choose your password' : 'Choose a new password'}
      subtitle={
        verifying
          ? 'To finish verifying your e-mail on this device, choose the password for your account: letters and digits, at least 8 characters with one of each.'
          : 'Letters and digits, at least 8 characters with one of each.'
      }
    >
      {usable ? (
        <NewPasswordForm token={token} onSuccess={() => navigate(paths.login, { replace: true })} />
      ) : (
        <div className="flex flex-col gap-4">
          <div role="alert" className="alert alert-error alert-soft text-sm">
            {messages.account.resetLinkInvalid}
          </div>
          <Link to={paths.login} className="btn btn-primary">
            Back to Login
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

import { messages } from '@coreparts/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { CheckInbox } from '@/features/auth/components/check-inbox.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** Where sign-up leads (decision 054): the address comes in the history entry's state, never in the URL. */
export function Component() {
  const { state } = useLocation();
  const email = signedUpEmail(state);
  return (
    <AuthCard title={messages.inbox.title}>
      <PageTitle>{messages.inbox.title}</PageTitle>
      {email ? (
        <CheckInbox email={email} loginState={state} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{messages.inbox.noAddress}</p>
          <Link to={paths.signup} className="btn btn-primary">
            Sign Up
          </Link>
          <Link to={paths.login} className="btn btn-ghost">
            Login
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

function signedUpEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signedUp' in state)) return null;
  return typeof state.signedUp === 'string' ? state.signedUp : null;
}

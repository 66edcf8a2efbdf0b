import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { SignupForm } from '@/features/auth/components/signup-form.tsx';
import { SocialSignIn } from '@/features/auth/components/social-sign-in.tsx';
import { returnPath } from '@/features/auth/lib/return-path.ts';
import { useConfig, useStoreName } from '@/features/config/api/get-config.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** Sign-up (product.md §2): on success to the page that says where the link went (decision 054). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const storeName = useStoreName();
  const { data: config } = useConfig();

  return (
    <AuthCard title="Please SignUp" subtitle={`Create your ${storeName} account to order parts and pay by card.`}>
      <PageTitle>Sign Up</PageTitle>
      <SignupForm
        returnTo={returnPath(location.state)}
        // The guard's origin travels on, so Login from there still returns to it.
        onSuccess={(email) => navigate(paths.checkInbox, { state: { ...(location.state as object | null), signedUp: email } })}
      />
      <p className="text-center text-sm">
        <Link to={paths.login} state={location.state} className="link link-primary font-medium">
          Already have an account?
        </Link>
      </p>
      <SocialSignIn enabled={config?.socialSignIn} callbackURL={returnPath(location.state)} />
    </AuthCard>
  );
}

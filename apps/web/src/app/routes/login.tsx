import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { SocialSignIn } from '@/features/auth/components/social-sign-in.tsx';
import { useLoginNotices } from '@/features/auth/hooks/use-login-notices.ts';
import { returnPath } from '@/features/auth/lib/return-path.ts';
import { useConfig, useStoreName } from '@/features/config/api/get-config.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** Sign-in (product.md §2): back to where the guard sent the person from, or home. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const storeName = useStoreName();
  const { data: config } = useConfig();
  const [searchParams] = useSearchParams();
  // Read once: a verification link's address and way back leave the address bar after (useLoginNotices).
  const [{ from, email }] = useState(() => ({ from: returnPath(location.state, searchParams), email: searchParams.get('email') ?? '' }));
  useLoginNotices();

  return (
    <AuthCard title="Please Login" subtitle="Welcome back! Sign in to order parts and follow your orders.">
      <PageTitle>Login</PageTitle>
      <LoginForm email={email} returnTo={from} onSuccess={() => navigate(from, { replace: true })} />
      <p className="text-center text-sm">
        New to {storeName}?{' '}
        <Link to={paths.signup} state={location.state} className="link link-primary font-medium">
          Create an account
        </Link>
      </p>
      <SocialSignIn enabled={config?.socialSignIn} callbackURL={from} />
    </AuthCard>
  );
}

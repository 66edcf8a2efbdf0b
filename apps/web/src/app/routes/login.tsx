import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { SocialSignIn } from '@/features/auth/components/social-sign-in.tsx';
import { useLoginNotices } from '@/features/auth/hooks/use-login-notices.ts';
import { returnPath } from '@/features/auth/lib/return-path.ts';
import { useConfig, useStoreName } from '@/features/config/api/get-config.ts';

/** Sign-in (product.md §2): back to where the guard sent the person from, or home. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const storeName = useStoreName();
  const { data: config } = useConfig();
  useLoginNotices();
  const from = returnPath(location.state);

  return (
    <AuthCard title="Please Login" subtitle="Welcome back! Sign in to order parts and follow your orders.">
      <LoginForm onSuccess={() => navigate(from, { replace: true })} />
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

import { messages, type PublicConfig } from '@coreparts/shared';
import type { ComponentType } from 'react';
import { toast } from '@/lib/toast.ts';
import { useSocialSignIn, type SocialProvider } from '@/features/auth/api/social-sign-in.ts';

const providers: { id: SocialProvider; label: string; icon: ComponentType }[] = [
  { id: 'google', label: 'Continue with Google', icon: GoogleIcon },
  { id: 'github', label: 'Continue with GitHub', icon: GitHubIcon },
];

interface SocialSignInProps {
  /** From the server's configuration: a provider that is off gets no button. */
  enabled: PublicConfig['socialSignIn'] | undefined;
  /** The page to come back to after signing in. */
  callbackURL: string;
}

/** "OR", then a button per configured provider (product.md §2). */
export function SocialSignIn({ enabled, callbackURL }: SocialSignInProps) {
  const signIn = useSocialSignIn();
  const available = providers.filter((p) => enabled?.[p.id]);
  if (available.length === 0) return null;

  // The button stays busy after success too: the browser is on its way to the provider.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      <div className="divider my-0 text-sm opacity-70">OR</div>
      {available.map(({ id, label, icon: Icon }) => (
        <button
          key={id}
          type="button"
          className="btn btn-outline w-full border-base-300 font-medium"
          disabled={busy}
          onClick={() =>
            signIn.mutate(
              { provider: id, callbackURL },
              { onError: () => toast.error(messages.auth.socialError) },
            )
          }
        >
          {busy && signIn.variables?.provider === id ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon />
          )}
          {label}
        </button>
      ))}
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.9 11.9 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function GitHubIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2.2c-3.3.7-4-1.4-4-1.4-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.4 1.2a11.5 11.5 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.6.2 2.8.1 3.2.8.8 1.3 1.9 1.3 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.1.7.8.6A12 12 0 0 0 12 .3" />
    </svg>
  );
}

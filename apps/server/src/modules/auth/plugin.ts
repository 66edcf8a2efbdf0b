/** The auth module: accounts and sessions (Better Auth, decision 005), and the sign-in throttle's upkeep. */
import fp from 'fastify-plugin';
import { createAuth, type Auth, type AuthDependencies } from './auth.ts';
import { authRoutes } from './routes.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export type AuthModuleOptions = Pick<AuthDependencies, 'secret' | 'devIdentityProviders' | 'now'>;

export const authModule = fp<AuthModuleOptions>(
  async (app, { secret, devIdentityProviders, now }) => {
    const { config, db } = app;
    const signInThrottle = createSignInThrottle(db, now);
    app.jobs.every('accounts.forget-sign-in-failures', 3_600_000, () => signInThrottle.forgetOld());
    app.decorate('auth', createAuth({ config, db, mailer: app.mailer, secret, log: app.log, devIdentityProviders, signInThrottle, now, availability: app.availability }));
    await app.register(authRoutes, { prefix: '/api' });
  },
  { name: 'auth', dependencies: ['jobs', 'mail'] },
);

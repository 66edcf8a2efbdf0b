/**
 * A demo admin and a demo customer for the embedded default, so a newcomer can try every screen
 * (see README.md). Never created in production.
 */
import type { Role } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Auth } from '../modules/auth/auth.ts';

export const demoAccounts: { name: string; email: string; password: string; role: Role }[] = [
  { name: 'Demo Admin', email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
  { name: 'Demo Customer', email: 'customer@example.com', password: 'Customer12345', role: 'user' },
];

export async function ensureDemoAccounts(auth: Auth, db: Database): Promise<boolean> {
  const ctx = await auth.$context;
  let created = false;
  for (const demo of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (existing) continue;
    const user = await ctx.internalAdapter.createUser(
      { name: demo.name, email: demo.email, emailVerified: true },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(demo.password),
    });
    await db.update(users).set({ role: demo.role }).where(eq(users.id, user.id));
    created = true;
  }
  return created;
}

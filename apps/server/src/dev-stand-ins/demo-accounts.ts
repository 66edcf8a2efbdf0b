/**
 * A demo admin and a demo customer for the embedded default, so a newcomer can try every screen
 * (see README.md). Never created in production.
 */
import type { Role } from '@coreparts/shared';
import type { Database } from '@/db/client.ts';
import { accounts, users } from '@/db/schema.ts';
import type { Auth } from '@/modules/auth/auth.ts';

export const demoAccounts: { name: string; email: string; password: string; role: Role }[] = [
  { name: 'Demo Admin', email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
  { name: 'Demo Customer', email: 'customer@example.com', password: 'Customer12345', role: 'user' },
];

export async function ensureDemoAccounts(auth: Auth, db: Database): Promise<boolean> {
  const ctx = await auth.$context;
  let created = false;
  for (const demo of demoAccounts) {
    // Written as Better Auth stores them (its password hash), outside any request: its own
    // account creation checks each new user against the request that makes it.
    const password = await ctx.password.hash(demo.password);
    const made = await db.transaction(async (tx) => {
      const id = crypto.randomUUID();
      const [user] = await tx
        .insert(users)
        .values({ id, name: demo.name, email: demo.email, emailVerified: true, role: demo.role })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return false;
      await tx.insert(accounts).values({ id: crypto.randomUUID(), providerId: 'credential', accountId: id, userId: id, password });
      return true;
    });
    created ||= made;
  }
  return created;
}

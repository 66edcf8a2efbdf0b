/**
 * A demo admin and a demo customer for the embedded database, so a newcomer can try every screen
 * (see README.md). Never created on PostgreSQL, which a production start may use next; production
 * refuses to start while one still signs in with its demo password (decision 071).
 */
import type { Role } from '@coreparts/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { accounts, users } from '@/db/schema.ts';
import type { PasswordHashing } from '@/modules/auth/password-hashing.ts';

export const demoAccounts: { name: string; email: string; password: string; role: Role }[] = [
  { name: 'Demo Admin', email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
  { name: 'Demo Customer', email: 'customer@example.com', password: 'Customer12345', role: 'user' },
];

export async function ensureDemoAccounts(db: Database, passwordHashing: PasswordHashing): Promise<boolean> {
  let created = false;
  for (const demo of demoAccounts) {
    // Written as Better Auth stores them (its password hash), outside any request: its own
    // account creation checks each new user against the request that makes it.
    const password = await passwordHashing.hash(demo.password);
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

export class DemoPasswordError extends Error {
  override name = 'DemoPasswordError';
}

/**
 * Refuses a database on which a demo e-mail still signs in with its demo password (a database a
 * development start filled before decision 071, or a copy of an embedded one). Only the demo
 * e-mails are checked: their passwords are published in the README, and checking every account
 * would hash once per account at each start.
 */
export async function requireNoDemoPasswords(db: Database, passwordHashing: PasswordHashing): Promise<void> {
  const credentials = await db
    .select({ email: users.email, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.providerId, 'credential'), inArray(users.email, demoAccounts.map((demo) => demo.email))));
  const stillDemo: string[] = [];
  for (const demo of demoAccounts) {
    const hash = credentials.find((c) => c.email === demo.email)?.hash;
    if (hash && (await passwordHashing.verify({ hash, password: demo.password }))) {
      stillDemo.push(`the account ${demo.email} still signs in with the demo password ${demo.password}`);
    }
  }
  if (stillDemo.length === 0) return;
  throw new DemoPasswordError(
    `Refusing to start: ${stillDemo.join(', and ')}; change ${stillDemo.length === 1 ? 'its password or delete it' : 'their passwords or delete them'}.`,
  );
}

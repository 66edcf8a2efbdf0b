/** Users as the store sees them: profile and role. Passwords and sessions stay Better Auth's. */
import { messages, type AccountUser, type Role } from '@coreparts/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { users } from '@/db/schema.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';

type UserRow = typeof users.$inferSelect;

export const toAccountUser = (u: UserRow): AccountUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  role: u.role === 'admin' ? 'admin' : 'user',
  image: u.image,
  emailVerified: u.emailVerified,
});

/** `adminEmails`: ADMIN_EMAILS, whose accounts stay admins (decision 021). */
export function createUsersService(db: Database, { adminEmails = [] }: { adminEmails?: string[] } = {}) {
  const findByEmail = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return row;
  };

  return {
    findByEmail,

    async listUsers(): Promise<AccountUser[]> {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
      return rows.map(toAccountUser);
    },

    /** The spec's add-user: the caller's own record; only the name may change, never the role. */
    async registerProfile(userId: string, name: string | undefined): Promise<AccountUser> {
      const values = name ? { name, updatedAt: new Date() } : { updatedAt: new Date() };
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      if (!row) throw notFound('User');
      return toAccountUser(row);
    },

    /**
     * Grants or revokes admin. The last admin cannot be removed (only they could try, on
     * themselves); the check and the change happen in one transaction holding a lock, so two
     * admins cannot demote each other into a shop without any.
     */
    async setRole(email: string, role: Role): Promise<AccountUser> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7240313)`);
        const [target] = await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
        if (!target) throw notFound('User');
        if (role === 'user' && adminEmails.includes(target.email)) {
          throw new HttpError(409, 'admin_by_configuration', messages.account.adminFromConfig);
        }
        if (role === 'user' && target.role === 'admin') {
          const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
          if ((admins?.n ?? 0) <= 1) throw new HttpError(409, 'last_admin', messages.account.lastAdmin);
        }
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        return toAccountUser(updated!);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

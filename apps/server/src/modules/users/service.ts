/** Users as the store sees them: profile and role. Passwords and sessions stay Better Auth's. */
import { messages, type AccountUser, type Role } from '@coreparts/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { photoUploadCounts, users } from '@/db/schema.ts';
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

/** Profile photos one account may upload in an hour (decision 054): each is decoded and kept. */
export const PHOTO_UPLOADS_PER_HOUR = 10;

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
     * Counts one profile photo upload of the account in its hour and refuses it past the limit,
     * in one statement: an hour long over starts again at 1.
     */
    async countPhotoUpload(userId: string): Promise<void> {
      const over = sql`${photoUploadCounts.windowStartedAt} <= now() - interval '1 hour'`;
      const [row] = await db
        .insert(photoUploadCounts)
        .values({ userId, windowStartedAt: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: photoUploadCounts.userId,
          set: {
            count: sql`case when ${over} then 1 else ${photoUploadCounts.count} + 1 end`,
            windowStartedAt: sql`case when ${over} then now() else ${photoUploadCounts.windowStartedAt} end`,
          },
        })
        .returning({ count: photoUploadCounts.count });
      if (row!.count > PHOTO_UPLOADS_PER_HOUR) throw new HttpError(429, 'too_many_requests', messages.profile.tooManyPhotos);
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

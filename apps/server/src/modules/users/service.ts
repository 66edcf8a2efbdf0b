/** Users as the store sees them: profile and role. Passwords and sessions stay Better Auth's. */
import { messages, type AccountUser, type AdminUsersPage, type AdminUsersQuery, type Role } from '@coreparts/shared';
import { and, asc, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { escapeLike } from '@/lib/like-pattern.ts';
import { countWindowedWrite, type WindowCounts } from '@/lib/windowed-count.ts';
import { users } from '@/modules/auth/tables.ts';
import { photoUploadCounts } from './tables.ts';

type UserRow = typeof users.$inferSelect;


/** The position after an account, by e-mail (unique): the e-mail itself, or 400. */
const encodeCursor = (email: string) => Buffer.from(JSON.stringify([email])).toString('base64url');
function decodeCursor(cursor: string): string {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string' && value[0].length <= 254 && !value[0].includes('\0')) return value[0];
  } catch {
    // answered below
  }
  throw new HttpError(400, 'bad_request', 'Invalid cursor');
}

/** Accounts whose e-mail or name holds the words typed, anywhere. */
const holding = (q: string | undefined) => (q ? or(ilike(users.email, `%${escapeLike(q)}%`), ilike(users.name, `%${escapeLike(q)}%`)) : undefined);

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

const photoCounts: WindowCounts = { table: photoUploadCounts, key: photoUploadCounts.userId, windowStartedAt: photoUploadCounts.windowStartedAt, count: photoUploadCounts.count };

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

    /** Make Admin's search (decision 053): by e-mail, a page at a time after the last e-mail shown. */
    async searchUsers({ q, cursor, limit }: AdminUsersQuery): Promise<AdminUsersPage> {
      const after = cursor ? gt(users.email, decodeCursor(cursor)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(and(holding(q), after))
          .orderBy(asc(users.email))
          .limit(limit + 1),
        db.select({ n: count() }).from(users).where(holding(q)),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { items: page.map(toAccountUser), total: total?.n ?? 0, nextCursor: rows.length > limit && last ? encodeCursor(last.email) : null };
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
      await countWindowedWrite(db, photoCounts, userId, { limit: PHOTO_UPLOADS_PER_HOUR, windowSeconds: 3600, message: messages.profile.tooManyPhotos });
    },

    /**
     * Grants or revokes admin, as the admin `byUserId` (null: the operator's command line), who cannot revoke their own. The last
     * admin cannot be removed (two admins revoking each other at once); the check and the change happen in one transaction holding a lock, so two
     * admins cannot demote each other into a shop without any.
     */
    async setRole(email: string, role: Role, byUserId: string | null): Promise<AccountUser> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7240313)`);
        const [target] = await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
        if (!target) throw notFound('User');
        // Another admin takes an admin's role away, never the admin themselves (decision 053).
        if (role === 'user' && target.id === byUserId) throw new HttpError(403, 'own_admin_role', messages.adminPages.ownAdminRole);
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

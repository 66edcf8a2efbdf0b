/**
 * Failed sign-ins slow down the next attempts at that account: per account and client address
 * (one guesser), and per account across all addresses (many guessers). Past a free number of
 * failures each further one doubles the wait, up to a ceiling; a success clears the count. It is
 * a delay, not a lockout: the owner waits at most the ceiling, and other accounts behind the same
 * address (an office behind NAT) are not touched. Counted in the database, so every process sees
 * the same count.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { signInFailures } from '@/db/schema.ts';

/** Free failures per account and address: the per-address limit (10 a minute) comes first. */
export const FREE_FAILURES_PER_ADDRESS = 10;
/** Free failures per account from all addresses together. */
export const FREE_FAILURES_PER_ACCOUNT = 20;
/** Free failures per browser that has signed in to the account before (its device cookie). */
export const FREE_FAILURES_PER_DEVICE = 10;
export const LONGEST_WAIT_MS = 15 * 60_000;

const keysOf = (email: string, clientIp: string) => {
  const account = email.trim().toLowerCase();
  return [
    { key: `account:${account}`, free: FREE_FAILURES_PER_ACCOUNT },
    { key: `address:${clientIp}:${account}`, free: FREE_FAILURES_PER_ADDRESS },
  ];
};

export const waitAfter = (failures: number, free: number) =>
  failures <= free ? 0 : Math.min(1000 * 2 ** (failures - free - 1), LONGEST_WAIT_MS);

export function createSignInThrottle(db: Database, now: () => Date) {
  return {
    /** True while the account (from this address, or from anywhere) has to wait. */
    async mustWait(email: string, clientIp: string): Promise<boolean> {
      const keys = keysOf(email, clientIp).map((k) => k.key);
      const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, keys));
      const at = now();
      return rows.some((r) => r.blockedUntil !== null && r.blockedUntil > at);
    },

    async failed(email: string, clientIp: string): Promise<void> {
      const at = now();
      for (const { key, free } of keysOf(email, clientIp)) {
        const [row] = await db
          .insert(signInFailures)
          .values({ key, failures: 1, updatedAt: at })
          .onConflictDoUpdate({
            target: signInFailures.key,
            set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: at },
          })
          .returning({ failures: signInFailures.failures });
        const wait = waitAfter(row!.failures, free);
        if (wait > 0) {
          await db
            .update(signInFailures)
            .set({ blockedUntil: new Date(at.getTime() + wait) })
            .where(sql`${signInFailures.key} = ${key}`);
        }
      }
    },

    async succeeded(email: string, clientIp: string): Promise<void> {
      const keys = keysOf(email, clientIp).map((k) => k.key);
      await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
    },

    /** Counts untouched for a day are forgotten. */
    async forgetOld(): Promise<void> {
      const dayAgo = new Date(now().getTime() - 24 * 3_600_000);
      await db.delete(signInFailures).where(lt(signInFailures.updatedAt, dayAgo));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

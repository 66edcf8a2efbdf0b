/**
 * Failed sign-ins slow down the next attempts at that account: per account and client address
 * (one guesser), per account across all addresses (many guessers), and per browser that has
 * signed in to the account before (its device cookie, decision 035). Past a free number of
 * failures each further one doubles the wait, up to a ceiling. Strangers' guesses never keep the
 * owner out: a browser with a device cookie is judged by its own failures, not the account's
 * (until it fails too often itself), and a completed password reset clears the account's count.
 * Attempts refused while waiting are not failures and do not lengthen the wait. Counted in the
 * database, so every process sees the same count.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { signInFailures } from './tables.ts';

/** Free failures per account and address: the per-address limit (10 a minute) comes first. */
export const FREE_FAILURES_PER_ADDRESS = 10;
/** Free failures per account from all addresses together. */
export const FREE_FAILURES_PER_ACCOUNT = 20;
/** Free failures per browser that has signed in to the account before; past them it is a stranger again. */
export const FREE_FAILURES_PER_DEVICE = 10;
export const LONGEST_WAIT_MS = 15 * 60_000;

export interface SignInAttempt {
  email: string;
  clientIp: string;
  /** The id of the device cookie the browser holds for this account, or null. */
  device: string | null;
}

interface Count {
  key: string;
  free: number;
}

/** Every key starts with the account, so one prefix finds all of an account's counts. */
const accountPrefix = (email: string) => `${email.trim().toLowerCase()} `;

function countsOf({ email, clientIp, device }: SignInAttempt) {
  const prefix = accountPrefix(email);
  return {
    account: { key: `${prefix}account`, free: FREE_FAILURES_PER_ACCOUNT },
    address: { key: `${prefix}address ${clientIp}`, free: FREE_FAILURES_PER_ADDRESS },
    device: device === null ? null : { key: `${prefix}device ${device}`, free: FREE_FAILURES_PER_DEVICE },
  };
}

export const waitAfter = (failures: number, free: number) =>
  failures <= free ? 0 : Math.min(1000 * 2 ** (failures - free - 1), LONGEST_WAIT_MS);

export function createSignInThrottle(db: Database, now: () => Date) {
  const rowsOf = async (counts: Count[]) => {
    const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, counts.map((c) => c.key)));
    return new Map(rows.map((r) => [r.key, r]));
  };

  /** The counts an attempt is judged by: a trusted browser's own, or the whole account's. */
  async function judgedBy(attempt: SignInAttempt) {
    const { account, address, device } = countsOf(attempt);
    const all = [account, address, ...(device ? [device] : [])];
    const rows = await rowsOf(all);
    const trusted = device !== null && (rows.get(device.key)?.failures ?? 0) <= device.free;
    return { counts: trusted ? [address, device] : all, rows };
  }

  /** One more failure on `count`; past its free ones, a wait from now. Answers the failures so far. */
  async function addFailure({ key, free }: Count, at: Date): Promise<number> {
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
    return row!.failures;
  }

  return {
    /** True while this attempt has to wait: from this address, this browser, or (for strangers) anywhere. */
    async mustWait(attempt: SignInAttempt): Promise<boolean> {
      const { counts, rows } = await judgedBy(attempt);
      const at = now();
      return counts.some(({ key }) => {
        const blockedUntil = rows.get(key)?.blockedUntil;
        return blockedUntil != null && blockedUntil > at;
      });
    },

    /** A wrong password: a trusted browser's failure counts against itself, a stranger's against the account. */
    async failed(attempt: SignInAttempt): Promise<void> {
      const at = now();
      const { account, address, device } = countsOf(attempt);
      const deviceFailures = device ? await addFailure(device, at) : null;
      await addFailure(address, at);
      if (deviceFailures === null || deviceFailures > FREE_FAILURES_PER_DEVICE) await addFailure(account, at);
    },

    /** A success clears the counts it was judged by: a trusted browser's sign-in leaves strangers' wait in place. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      const { counts } = await judgedBy(attempt);
      await db.delete(signInFailures).where(inArray(signInFailures.key, counts.map((c) => c.key)));
    },

    /** A completed password reset: the owner proved the mailbox, so every count on the account goes. */
    async forgive(email: string): Promise<void> {
      await db.delete(signInFailures).where(sql`starts_with(${signInFailures.key}, ${accountPrefix(email)})`);
    },

    /** Counts untouched for a day are forgotten. */
    async forgetOld(): Promise<void> {
      const dayAgo = new Date(now().getTime() - 24 * 3_600_000);
      await db.delete(signInFailures).where(lt(signInFailures.updatedAt, dayAgo));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * Account mail (verification, reset, "you already have an account") with a cap per recipient:
 * whoever asks and from wherever, one address gets at most a few such mails in a window. Beyond
 * it the request is answered as usual and nothing is sent, so the cap tells nothing either. The
 * count lives in the database, so every server process keeps the same one.
 */
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { MailMessage, QueuedMailer } from '@/modules/mail/mailer.ts';
import { accountMails } from './tables.ts';

export const ACCOUNT_MAILS_PER_WINDOW = 3;
export const ACCOUNT_MAIL_WINDOW_MS = 15 * 60_000;

export function createAccountMailer(db: Database, mailer: QueuedMailer, now: () => Date) {
  return {
    async send(message: MailMessage): Promise<void> {
      const email = message.to.trim().toLowerCase();
      const at = now();
      const windowStart = new Date(at.getTime() - ACCOUNT_MAIL_WINDOW_MS);
      await db.transaction(async (tx) => {
        // Requests for one address take turns, in every process, so the count is exact.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-mail:${email}`}))`);
        await tx.delete(accountMails).where(and(eq(accountMails.email, email), lte(accountMails.sentAt, windowStart)));
        const [sent] = await tx
          .select({ n: count() })
          .from(accountMails)
          .where(and(eq(accountMails.email, email), gt(accountMails.sentAt, windowStart)));
        if ((sent?.n ?? 0) >= ACCOUNT_MAILS_PER_WINDOW) return;
        await tx.insert(accountMails).values({ email, sentAt: at });
        await mailer.send(message, { tx });
      });
    },
  };
}

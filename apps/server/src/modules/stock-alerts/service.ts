/**
 * Back-in-stock alerts (decision 054). A customer arms one on a part that is out of stock; when
 * that stock goes from 0 to more, whoever changed it, the stock module tells this one in the
 * restock's transaction, which writes a `stock-alerts.restocked` job there (decision 079). Once the
 * part has stayed in stock for the back-in-stock delay (5 minutes by default) (decision 070),
 * everyone waiting is mailed, once: each alert is deleted in the transaction that writes its mail.
 */
import { MAX_STOCK_ALERTS, messages, type StockAlert } from '@coreparts/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { contactsOf } from '@/modules/auth/accounts.ts';
import type { JobQueue } from '@/modules/jobs/queue.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { backInStockEmail } from '@/modules/mail/templates.ts';
import { readParts } from '@/modules/parts/part-rows.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { stockAlerts } from './tables.ts';

export const RESTOCKED_JOB = 'stock-alerts.restocked';
export const STILL_IN_STOCK_JOB = 'stock-alerts.still-in-stock';

interface Settings {
  storeName: string;
  publicUrl: string;
}

interface Dependencies {
  mailer: QueuedMailer;
  jobs: Pick<JobQueue, 'enqueue'>;
  stock: Pick<StockService, 'lockParts'>;
}

export function createStockAlertsService(db: Database, { mailer, jobs, stock }: Dependencies, { storeName, publicUrl }: Settings) {
  return {
    /** Parts back in stock, in the restock's transaction: a job for each one someone waits for. */
    async restocked(tx: Transaction, partIds: string[]): Promise<void> {
      const waitedFor = await tx.selectDistinct({ partId: stockAlerts.partId }).from(stockAlerts).where(inArray(stockAlerts.partId, partIds));
      for (const { partId } of waitedFor) await jobs.enqueue(RESTOCKED_JOB, { partId }, { tx });
    },

    /**
     * Arms an alert. The part's row is locked while its stock is read, so a restock either comes
     * after the alert (and fires it) or before (and the part is in stock: nothing to wait for).
     */
    async arm(userId: string, partId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [part] = await stock.lockParts(tx, [partId]);
        if (!part || part.archivedAt) throw notFound('Part');
        if (part.quantity > 0) throw new HttpError(409, 'in_stock', messages.stockAlert.inStock);
        const [held] = await tx.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.userId, userId));
        if ((held?.n ?? 0) >= MAX_STOCK_ALERTS) throw new HttpError(409, 'too_many_alerts', messages.stockAlert.tooMany(MAX_STOCK_ALERTS));
        await tx.insert(stockAlerts).values({ userId, partId }).onConflictDoNothing();
      });
    },

    /** Answers whether there was an alert to remove. */
    async disarm(userId: string, partId: string): Promise<boolean> {
      const gone = await db
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.partId, partId)))
        .returning({ partId: stockAlerts.partId });
      return gone.length > 0;
    },

    /** The account's armed alerts, newest first, with each part as it is today. */
    async list(userId: string): Promise<StockAlert[]> {
      const alerts = await db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.userId, userId))
        .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.partId));
      // An alert points at its part's row, and parts are archived, never erased: every part is found.
      const partsById = new Map((await readParts(db, alerts.map((alert) => alert.partId))).map((part) => [part.id, part]));
      return alerts.map((alert) => {
        const part = partsById.get(alert.partId)!;
        return {
          partId: part.id,
          name: part.name,
          image: part.image,
          price: part.priceCents / 100,
          quantity: part.quantity,
          sold: part.archivedAt === null,
          createdAt: alert.createdAt.toISOString(),
        };
      });
    },

    /**
     * Once the part has been back for the back-in-stock delay (each restock postpones this job): when it
     * is still in stock and sold, every alert on it goes and its mail is written in the same
     * transaction, so a retry never mails anyone twice. Sold out again meanwhile: the alerts stay
     * armed for the next restock.
     */
    async mailWaiting(partId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [part] = await stock.lockParts(tx, [partId], 'share');
        if (!part || part.archivedAt || part.quantity === 0) return;
        const fired = await tx.delete(stockAlerts).where(eq(stockAlerts.partId, partId)).returning({ userId: stockAlerts.userId });
        if (fired.length === 0) return;
        const waiting = await contactsOf(tx, fired.map((alert) => alert.userId));
        const partUrl = `${publicUrl}/parts/${part.id}`;
        for (const person of waiting) {
          await mailer.send(backInStockEmail({ storeName, to: person.email, name: person.name }, part, partUrl), { tx });
        }
      });
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;

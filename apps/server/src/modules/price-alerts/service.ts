/**
 * Price-drop alerts (issue 42, decision 094). A customer sets a target price on a part (or any
 * drop), or watches one of their saved builds for a drop of its total. Every new price is told to
 * this module in the transaction that writes it (the parts module's `onPriceChange`), which writes
 * a job there when anyone waits on those parts. The job reads the prices as they are then: each
 * alert whose condition holds is deleted in the transaction that writes its mail, so it fires once.
 */
import { formatPrice, MAX_PRICE_ALERTS, messages, type PriceAlertEntry } from '@coreparts/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { contactsOf } from '@/modules/auth/accounts.ts';
import { ownsBuild, readBuildLines, type BuildLines } from '@/modules/builds/build-lines.ts';
import type { JobQueue } from '@/modules/jobs/queue.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { buildPriceDropEmail, priceDropEmail } from '@/modules/mail/templates.ts';
import { lockPart, readParts, type PartRow } from '@/modules/parts/part-rows.ts';
import type { PriceChange } from '@/modules/parts/service.ts';
import { buildPriceWatches, priceAlerts } from './tables.ts';

export const PRICES_CHANGED_JOB = 'price-alerts.prices-changed';

const m = messages.priceAlert;
const dollars = (cents: number) => formatPrice(cents / 100);

interface Settings {
  storeName: string;
  publicUrl: string;
}

interface Dependencies {
  mailer: QueuedMailer;
  jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * A watched build's totals in cents over the parts sold both when it was watched and today, each
 * times its quantity, at its price then and now, and the parts whose price changed: a part that
 * leaves the shop leaves both totals, so only a change of price counts as a drop.
 */
function compareTotals(build: BuildLines, pricesWhenSet: Record<string, number>, parts: Map<string, PartRow>) {
  let was = 0;
  let now = 0;
  const changed: { part: PartRow; was: number }[] = [];
  for (const line of build.lines) {
    const part = parts.get(line.partId);
    const then = pricesWhenSet[line.partId];
    if (!part || part.archivedAt || then === undefined) continue;
    was += then * line.quantity;
    now += part.priceCents * line.quantity;
    if (then !== part.priceCents) changed.push({ part, was: then });
  }
  return { was, now, changed };
}

/** Watches whose builds hold any of these parts: a build's lines never change, so the prices kept when watched name them. */
const holdingAny = (partIds: string[]) => sql`${buildPriceWatches.pricesWhenSet} ?| array[${sql.join(
  partIds.map((id) => sql`${id}`),
  sql`, `,
)}]::text[]`;

const partsById = async (db: Database | Transaction, ids: string[]) => new Map((await readParts(db, [...new Set(ids)])).map((part) => [part.id, part]));

export function createPriceAlertsService(db: Database, { mailer, jobs }: Dependencies, { storeName, publicUrl }: Settings) {
  /** Refuses one more alert or watch past the account's cap. */
  async function underCap(tx: Transaction, userId: string) {
    const [alerts] = await tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
    const [watches] = await tx.select({ n: count() }).from(buildPriceWatches).where(eq(buildPriceWatches.userId, userId));
    if ((alerts?.n ?? 0) + (watches?.n ?? 0) >= MAX_PRICE_ALERTS) throw new HttpError(409, 'too_many_alerts', m.tooMany(MAX_PRICE_ALERTS));
  }

  return {
    /** New prices, in the transaction that writes them: a job when anyone waits on these parts. */
    async pricesChanged(tx: Transaction, changes: PriceChange[]): Promise<void> {
      const partIds = [...new Set(changes.map((change) => change.partId))];
      const [alerted] = await tx.select({ n: count() }).from(priceAlerts).where(inArray(priceAlerts.partId, partIds));
      const [watched] = await tx.select({ n: count() }).from(buildPriceWatches).where(holdingAny(partIds));
      if ((alerted?.n ?? 0) + (watched?.n ?? 0) > 0) await jobs.enqueue(PRICES_CHANGED_JOB, { partIds }, { tx });
    },

    /** Sets (or replaces) the account's alert on a part sold today; a target must be below today's price. */
    async setPartAlert(userId: string, partId: string, targetPrice: number | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        // The part's row locked while its price is read: a new price is written either before
        // (and read here) or after (and its listener sees this alert), never missed between.
        if (!(await lockPart(tx, partId))) throw notFound('Part');
        const [part] = await readParts(tx, [partId]);
        if (!part || part.archivedAt) throw notFound('Part');
        const targetCents = targetPrice === undefined ? null : Math.round(targetPrice * 100);
        if (targetCents !== null && targetCents >= part.priceCents) throw new HttpError(409, 'target_not_below', m.targetNotBelow(dollars(part.priceCents)));
        const [existing] = await tx.select({ partId: priceAlerts.partId }).from(priceAlerts).where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.partId, partId)));
        if (!existing) await underCap(tx, userId);
        const values = { targetCents, priceWhenSetCents: part.priceCents, createdAt: new Date() };
        await tx
          .insert(priceAlerts)
          .values({ userId, partId, ...values })
          .onConflictDoUpdate({ target: [priceAlerts.userId, priceAlerts.partId], set: values });
      });
    },

    /** Answers whether there was an alert to remove. */
    async removePartAlert(userId: string, partId: string): Promise<boolean> {
      const gone = await db
        .delete(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.partId, partId)))
        .returning({ partId: priceAlerts.partId });
      return gone.length > 0;
    },

    /** Watches (or watches anew) one of the account's own builds for a drop of its total by `dropBy` dollars. */
    async watchBuild(userId: string, buildId: string, dropBy: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await ownsBuild(tx, userId, buildId))) throw notFound('Build');
        const [build] = await readBuildLines(tx, [buildId]);
        const parts = await partsById(tx, build!.lines.map((line) => line.partId));
        // The parts sold today, at today's prices: what a later total is compared with.
        const pricesWhenSet = Object.fromEntries([...parts.values()].filter((part) => !part.archivedAt).map((part) => [part.id, part.priceCents]));
        const total = compareTotals(build!, pricesWhenSet, parts).now;
        const dropByCents = Math.round(dropBy * 100);
        if (dropByCents >= total) throw new HttpError(409, 'drop_too_large', m.dropByTooLarge(dollars(total)));
        const [existing] = await tx.select({ buildId: buildPriceWatches.buildId }).from(buildPriceWatches).where(and(eq(buildPriceWatches.userId, userId), eq(buildPriceWatches.buildId, buildId)));
        if (!existing) await underCap(tx, userId);
        const values = { dropByCents, pricesWhenSet, createdAt: new Date() };
        await tx
          .insert(buildPriceWatches)
          .values({ userId, buildId, ...values })
          .onConflictDoUpdate({ target: [buildPriceWatches.userId, buildPriceWatches.buildId], set: values });
      });
    },

    /** Answers whether there was a watch to remove. */
    async unwatchBuild(userId: string, buildId: string): Promise<boolean> {
      const gone = await db
        .delete(buildPriceWatches)
        .where(and(eq(buildPriceWatches.userId, userId), eq(buildPriceWatches.buildId, buildId)))
        .returning({ buildId: buildPriceWatches.buildId });
      return gone.length > 0;
    },

    /** The account's alerts and watches, newest first, with today's prices. */
    async list(userId: string): Promise<PriceAlertEntry[]> {
      const alerts = await db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(desc(priceAlerts.createdAt));
      const watches = await db.select().from(buildPriceWatches).where(eq(buildPriceWatches.userId, userId)).orderBy(desc(buildPriceWatches.createdAt));
      const builds = await readBuildLines(db, watches.map((watch) => watch.buildId));
      const parts = await partsById(db, [...alerts.map((alert) => alert.partId), ...builds.flatMap((build) => build.lines.map((line) => line.partId))]);
      const entries: PriceAlertEntry[] = [
        ...alerts.map((alert): PriceAlertEntry => {
          // An alert points at its part's row, and parts are archived, never erased: every part is found.
          const part = parts.get(alert.partId)!;
          return {
            kind: 'part',
            partId: part.id,
            name: part.name,
            image: part.image,
            price: part.priceCents / 100,
            priceWhenSet: alert.priceWhenSetCents / 100,
            targetPrice: alert.targetCents === null ? null : alert.targetCents / 100,
            sold: part.archivedAt === null,
            createdAt: alert.createdAt.toISOString(),
          };
        }),
        ...watches.map((watch): PriceAlertEntry => {
          const build = builds.find((b) => b.id === watch.buildId)!;
          const { was, now } = compareTotals(build, watch.pricesWhenSet, parts);
          return {
            kind: 'build',
            buildId: build.id,
            name: build.name,
            total: now / 100,
            totalWhenSet: was / 100,
            dropBy: watch.dropByCents / 100,
            createdAt: watch.createdAt.toISOString(),
          };
        }),
      ];
      return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /**
     * The job: the alerts and watches on these parts whose condition holds at today's prices are
     * deleted in the transaction that writes their mail, so a retry mails nobody twice.
     */
    async mailDrops(partIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const parts = await partsById(tx, partIds);
        const alerts = await tx.select().from(priceAlerts).where(inArray(priceAlerts.partId, partIds)).for('update');
        const due = alerts.filter((alert) => {
          const part = parts.get(alert.partId);
          if (!part || part.archivedAt) return false;
          return alert.targetCents === null ? part.priceCents < alert.priceWhenSetCents : part.priceCents <= alert.targetCents;
        });
        const watches = await tx.select().from(buildPriceWatches).where(holdingAny(partIds)).for('update');
        const builds = await readBuildLines(tx, watches.map((watch) => watch.buildId));
        const buildParts = await partsById(tx, builds.flatMap((build) => build.lines.map((line) => line.partId)));
        const dueWatches = watches.flatMap((watch) => {
          const build = builds.find((b) => b.id === watch.buildId);
          if (!build) return [];
          const totals = compareTotals(build, watch.pricesWhenSet, buildParts);
          return totals.was - totals.now >= watch.dropByCents ? [{ watch, build, totals }] : [];
        });
        if (due.length === 0 && dueWatches.length === 0) return;
        const contacts = new Map((await contactsOf(tx, [...due.map((a) => a.userId), ...dueWatches.map((w) => w.watch.userId)])).map((c) => [c.id, c]));

        for (const alert of due) {
          await tx.delete(priceAlerts).where(and(eq(priceAlerts.userId, alert.userId), eq(priceAlerts.partId, alert.partId)));
          const person = contacts.get(alert.userId);
          const part = parts.get(alert.partId)!;
          if (!person) continue;
          const letter = priceDropEmail({ storeName, to: person.email, name: person.name }, { name: part.name, was: dollars(alert.priceWhenSetCents), now: dollars(part.priceCents) }, `${publicUrl}/parts/${part.id}`);
          await mailer.send(letter, { tx });
        }
        for (const { watch, build, totals } of dueWatches) {
          await tx.delete(buildPriceWatches).where(and(eq(buildPriceWatches.userId, watch.userId), eq(buildPriceWatches.buildId, watch.buildId)));
          const person = contacts.get(watch.userId);
          if (!person) continue;
          const changes = totals.changed.map(({ part, was }) => ({ name: part.name, was: dollars(was), now: dollars(part.priceCents) }));
          const name = build.name ?? m.unnamedBuild;
          const letter = buildPriceDropEmail({ storeName, to: person.email, name: person.name }, { name, was: dollars(totals.was), now: dollars(totals.now), changes }, `${publicUrl}/builds/${build.id}`);
          await mailer.send(letter, { tx });
        }
      });
    },
  };
}

export type PriceAlertsService = ReturnType<typeof createPriceAlertsService>;

/**
 * Builds (issue 28): a build's parts read from the catalog the parts service holds in memory, then
 * checked by the shared compatibility engine, the same one the page runs; and builds saved to be
 * shared (decision 050): their lines as saved, read back with today's parts, prices and check.
 */
import { randomBytes } from 'node:crypto';
import {
  checkBuild,
  messages,
  MAX_SAVED_BUILDS,
  publicPaths,
  toCents,
  type AnyCategory,
  type BuildCheck,
  type BuildCheckBody,
  type BuildPart,
  type ClaimBuildsBody,
  type Part,
  type SavedBuild,
  type SavedBuildLine,
  type SavedBuildLink,
  type SavedBuildSummary,
} from '@coreparts/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { countWindowedWrite, forgetOldCounts, type WindowCounts, type WindowLimit } from '@/lib/windowed-count.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { sameSignature, signatureOf } from '@/modules/auth/signed-values.ts';
import { readParts } from '@/modules/parts/part-rows.ts';
import type { PartsService } from '@/modules/parts/service.ts';
import { buildWriteCounts, savedBuildLines, savedBuilds } from './tables.ts';

/** How many writes of builds one key may make in a window (decision 050). */
export const BUILD_WRITE_LIMITS = {
  /** Saves from one client address, signed in or not, an hour. */
  saveAddress: { limit: 30, windowSeconds: 3600, message: messages.builds.tooManySaves },
  /** Saves by one account an hour, from however many addresses. */
  saveAccount: { limit: 30, windowSeconds: 3600, message: messages.builds.tooManySaves },
  /** Renames by one account an hour. */
  renameAccount: { limit: 60, windowSeconds: 3600, message: messages.builds.tooManyRenames },
} as const;

const writeCounts: WindowCounts = { table: buildWriteCounts, key: buildWriteCounts.key, windowStartedAt: buildWriteCounts.windowStartedAt, count: buildWriteCounts.count };

/** Who saves: the account (null for a visitor) and the client's address. */
export interface BuildAuthor {
  ownerId: string | null;
  address: string;
}

type BuildLineInput = BuildCheckBody['parts'][number];

interface StoredLine {
  partId: string;
  quantity: number;
  name: string;
  category: AnyCategory;
  image: string;
}

interface StoredBuild {
  id: string;
  ownerId: string | null;
  name: string | null;
  createdAt: Date;
  lines: StoredLine[];
}

/** 96 random bits as 16 base64url characters. */
const newBuildId = () => randomBytes(12).toString('base64url');

const buildNotFound = () => new HttpError(404, 'not_found', messages.builds.notFound);

const toBuildPart = (part: Part, quantity: number): BuildPart => ({ id: part._id, name: part.name, category: part.category, specs: part.specs, quantity });

/**
 * `secret` signs the claim a visitor's build is answered with: the browser that saved it proves
 * that with it once an account is signed in; the build's id, which its link shows, does not.
 */
export function createBuildsService(db: Database, parts: PartsService, publicUrl: string, secret: string) {
  const claimOf = (id: string) => signatureOf(secret, `build-claim:${id}`);

  /** The lines' parts as sold today; 400 naming every line whose part is unknown or archived. */
  async function liveParts(lines: readonly BuildLineInput[]): Promise<Part[]> {
    const found = await Promise.all(lines.map((line) => parts.getPart(line.id)));
    const unknown = lines.flatMap((line, i) => (found[i] ? [] : [`parts.${i}.id: no part ${line.id} is in the catalog`]));
    if (unknown.length > 0) throw new HttpError(400, 'bad_request', `Invalid body: ${unknown.join('; ')}`);
    return found as Part[];
  }

  /** Counts one write under `key` in its window (lib/windowed-count.ts); 429 past the limit. */
  const countWrite = (key: string, limit: WindowLimit) => countWindowedWrite(db, writeCounts, key, limit);

  /** Builds with their lines, in order, named and pictured as the stored parts are (archived ones too). */
  async function readBuilds(where: SQL, order: 'newest' | 'any' = 'any'): Promise<StoredBuild[]> {
    const rows = await db
      .select({
        id: savedBuilds.id,
        ownerId: savedBuilds.ownerId,
        name: savedBuilds.name,
        createdAt: savedBuilds.createdAt,
        partId: savedBuildLines.partId,
        quantity: savedBuildLines.quantity,
      })
      .from(savedBuilds)
      .innerJoin(savedBuildLines, eq(savedBuildLines.buildId, savedBuilds.id))
      .where(where)
      .orderBy(...(order === 'newest' ? [desc(savedBuilds.createdAt), desc(savedBuilds.id)] : [asc(savedBuilds.id)]), asc(savedBuildLines.position));
    // Every line's part is stored: a line points at its part's row, and parts are archived, never erased.
    const stored = new Map((await readParts(db, [...new Set(rows.map((row) => row.partId))])).map((part) => [part.id, part]));
    const builds = new Map<string, StoredBuild>();
    for (const row of rows) {
      let build = builds.get(row.id);
      if (!build) {
        build = { id: row.id, ownerId: row.ownerId, name: row.name, createdAt: row.createdAt, lines: [] };
        builds.set(row.id, build);
      }
      const part = stored.get(row.partId)!;
      build.lines.push({ partId: row.partId, quantity: row.quantity, name: part.name, category: part.category, image: part.image });
    }
    return [...builds.values()];
  }

  /** The lines with today's parts (null for a part no longer sold), the check over those sold, and their total. */
  async function today(build: StoredBuild): Promise<{ lines: SavedBuildLine[]; check: BuildCheck; total: number }> {
    const live = await Promise.all(build.lines.map((line) => parts.getPart(line.partId)));
    const lines = build.lines.map((line, i): SavedBuildLine => {
      const part = live[i] ?? null;
      // Named and pictured as sold today; as last sold when no longer.
      return part
        ? { partId: line.partId, quantity: line.quantity, name: part.name, category: part.category, image: part.image, part }
        : { ...line, part: null };
    });
    const sold = lines.filter((line): line is SavedBuildLine & { part: Part } => line.part !== null);
    const cents = sold.reduce((sum, line) => sum + toCents(line.part.price) * line.quantity, 0);
    return { lines, check: checkBuild(sold.map((line) => toBuildPart(line.part, line.quantity))), total: cents / 100 };
  }

  /** The build, if `user` owns it: 404 for no such build, 403 for someone else's (builds are public: no secret to keep). */
  async function requireOwnBuild(user: SessionUser, id: string) {
    const [row] = await db.select({ ownerId: savedBuilds.ownerId }).from(savedBuilds).where(eq(savedBuilds.id, id));
    if (!row) throw buildNotFound();
    if (row.ownerId !== user.id) throw new HttpError(403, 'forbidden', messages.builds.notYours);
  }

  async function summaryOf(build: StoredBuild): Promise<SavedBuildSummary> {
    const { lines, total } = await today(build);
    return {
      id: build.id,
      name: build.name,
      createdAt: build.createdAt.toISOString(),
      partCount: lines.length,
      unsoldCount: lines.filter((line) => line.part === null).length,
      total,
    };
  }

  return {
    notFound: buildNotFound,

    /** The build's findings; 400 naming every line whose part is unknown or archived. */
    async checkBuild(lines: BuildCheckBody['parts']): Promise<BuildCheck> {
      const found = await liveParts(lines);
      return checkBuild(lines.map((line, i) => toBuildPart(found[i]!, line.quantity)));
    },

    /**
     * Saves a build for anyone to open by its link: every part sold today, within the address's and
     * the account's writes per hour, and an account's builds within their cap.
     */
    async saveBuild(author: BuildAuthor, input: { name: string | null; parts: BuildLineInput[] }): Promise<SavedBuildLink> {
      await liveParts(input.parts);
      await countWrite(`save address ${author.address}`, BUILD_WRITE_LIMITS.saveAddress);
      if (author.ownerId) await countWrite(`save account ${author.ownerId}`, BUILD_WRITE_LIMITS.saveAccount);
      const id = newBuildId();
      await db.transaction(async (tx) => {
        if (author.ownerId) {
          // One save of an account at a time, in every process, so the cap is exact.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-builds:${author.ownerId}`}))`);
          const [owned] = await tx.select({ n: count() }).from(savedBuilds).where(eq(savedBuilds.ownerId, author.ownerId));
          if ((owned?.n ?? 0) >= MAX_SAVED_BUILDS) throw new HttpError(409, 'too_many_builds', messages.builds.tooManyBuilds(MAX_SAVED_BUILDS));
        }
        await tx.insert(savedBuilds).values({ id, ownerId: author.ownerId, name: input.name });
        await tx.insert(savedBuildLines).values(input.parts.map((line, position) => ({ buildId: id, position, partId: line.id, quantity: line.quantity })));
      });
      await forgetOldCounts(db, writeCounts);
      return { id, url: new URL(publicPaths.build(id), publicUrl).href, ...(author.ownerId === null && { claim: claimOf(id) }) };
    },

    /**
     * Makes the visitor's builds this browser saved (each with its claim) the account's own, within
     * the account's cap; a build already someone's, or a claim that does not match, is left as it
     * is. Answers how many the account took.
     */
    async claimBuilds(user: SessionUser, builds: ClaimBuildsBody['builds']): Promise<{ claimed: number }> {
      const ids = builds.filter((build) => sameSignature(build.claim, claimOf(build.id))).map((build) => build.id);
      if (ids.length === 0) return { claimed: 0 };
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-builds:${user.id}`}))`);
        const [owned] = await tx.select({ n: count() }).from(savedBuilds).where(eq(savedBuilds.ownerId, user.id));
        const room = MAX_SAVED_BUILDS - (owned?.n ?? 0);
        if (room <= 0) return { claimed: 0 };
        const unowned = await tx
          .select({ id: savedBuilds.id })
          .from(savedBuilds)
          .where(and(inArray(savedBuilds.id, ids), isNull(savedBuilds.ownerId)))
          .orderBy(asc(savedBuilds.createdAt))
          .limit(room);
        if (unowned.length === 0) return { claimed: 0 };
        const taken = await tx
          .update(savedBuilds)
          .set({ ownerId: user.id })
          .where(and(inArray(savedBuilds.id, unowned.map((row) => row.id)), isNull(savedBuilds.ownerId)))
          .returning({ id: savedBuilds.id });
        return { claimed: taken.length };
      });
    },

    /** A saved build as of today, or null when there is none by that id. */
    async getBuild(id: string): Promise<SavedBuild | null> {
      const [build] = await readBuilds(eq(savedBuilds.id, id));
      if (!build) return null;
      return { id: build.id, name: build.name, createdAt: build.createdAt.toISOString(), ...(await today(build)) };
    },

    /** The account's builds, newest first. */
    async listBuildsOf(userId: string): Promise<SavedBuildSummary[]> {
      return Promise.all((await readBuilds(eq(savedBuilds.ownerId, userId), 'newest')).map(summaryOf));
    },

    async renameBuild(user: SessionUser, id: string, name: string | null): Promise<SavedBuildSummary> {
      await requireOwnBuild(user, id);
      await countWrite(`rename account ${user.id}`, BUILD_WRITE_LIMITS.renameAccount);
      await db.update(savedBuilds).set({ name }).where(and(eq(savedBuilds.id, id), eq(savedBuilds.ownerId, user.id)));
      const [build] = await readBuilds(eq(savedBuilds.id, id));
      if (!build) throw buildNotFound();
      return summaryOf(build);
    },

    async deleteBuild(user: SessionUser, id: string): Promise<void> {
      await requireOwnBuild(user, id);
      await db.delete(savedBuilds).where(and(eq(savedBuilds.id, id), eq(savedBuilds.ownerId, user.id)));
    },
  };
}

export type BuildsService = ReturnType<typeof createBuildsService>;

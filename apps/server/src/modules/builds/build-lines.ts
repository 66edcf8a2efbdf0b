/**
 * Saved builds' lines as other modules may read them (decision 079): a build's lines never change
 * once saved (decision 050), so a watch on its total reads them as they are.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { savedBuildLines, savedBuilds } from './tables.ts';

export interface BuildLines {
  id: string;
  ownerId: string | null;
  name: string | null;
  lines: { partId: string; quantity: number }[];
}

/** These builds with their lines, in no particular order; an unknown id has none. */
export async function readBuildLines(db: Database | Transaction, buildIds: readonly string[]): Promise<BuildLines[]> {
  if (buildIds.length === 0) return [];
  const builds = await db.select().from(savedBuilds).where(inArray(savedBuilds.id, [...buildIds]));
  const lines = await db.select().from(savedBuildLines).where(inArray(savedBuildLines.buildId, [...buildIds]));
  return builds.map((build) => ({
    id: build.id,
    ownerId: build.ownerId,
    name: build.name,
    lines: lines.filter((line) => line.buildId === build.id).map(({ partId, quantity }) => ({ partId, quantity })),
  }));
}

/** Whether the build is this account's own. */
export async function ownsBuild(db: Database | Transaction, userId: string, buildId: string): Promise<boolean> {
  const [build] = await db.select({ id: savedBuilds.id }).from(savedBuilds).where(and(eq(savedBuilds.id, buildId), eq(savedBuilds.ownerId, userId)));
  return build !== undefined;
}

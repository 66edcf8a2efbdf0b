/**
 * Saved and shared builds (issue 28, decision 050): what the page sends to save a build, what the
 * server answers for one, and the words its shared page and link previews use, the same on both
 * sides.
 */
import { z } from 'zod';
import { isPlainText } from './auth-schemas.ts';
import type { AnyCategory } from './categories.ts';
import type { BuildCheck, BuildProblem, ProblemSeverity } from './compatibility/build.ts';
import { buildCheckBodySchema } from './compatibility/build-schemas.ts';
import { withCount } from './counts.ts';
import { MAX_CLAIMED_BUILDS } from './constants.ts';
import { messages } from './messages.ts';
import { formatPrice } from './money.ts';
import type { Part } from './schemas.ts';

/** A build's name is a label in a list and a link preview's title: a short line. */
export const MAX_BUILD_NAME_LENGTH = 60;
/** Builds one account keeps: past it, one must go before another is saved. */
export const MAX_SAVED_BUILDS = 100;

/**
 * A saved build's id: 16 characters of base64url, 96 random bits, so nobody finds a build by
 * counting or guessing (decision 050).
 */
export const savedBuildIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'must be a build id');

/** The optional name: trimmed, plain text; empty or missing is no name. */
export const buildNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAX_BUILD_NAME_LENGTH, messages.builds.nameInvalid(MAX_BUILD_NAME_LENGTH))
  .refine(isPlainText, messages.builds.nameInvalid(MAX_BUILD_NAME_LENGTH))
  .transform((name) => (name === '' ? null : name));

/** `POST /api/builds`: the lines as the check takes them (at least one), and a name if any. */
export const saveBuildBodySchema = z.object({
  name: buildNameSchema.nullish().transform((name) => name ?? null),
  parts: buildCheckBodySchema.shape.parts.min(1, messages.builds.empty),
});
export type SaveBuildBody = z.input<typeof saveBuildBodySchema>;

/** `POST /api/builds/claim`: the builds this browser saved before it was signed in, with their proofs. */
export const claimBuildsBodySchema = z.object({
  builds: z
    .array(z.object({ id: savedBuildIdSchema, claim: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a claim') }))
    .min(1)
    .max(MAX_CLAIMED_BUILDS),
});
export type ClaimBuildsBody = z.infer<typeof claimBuildsBodySchema>;

/** `PATCH /api/builds/:id`: the new name (empty or null takes the name away). */
export const renameBuildBodySchema = z.object({ name: buildNameSchema.nullable().transform((name) => name ?? null) });
export type RenameBuildBody = z.input<typeof renameBuildBodySchema>;

/** What saving answers: the build's id and its shared page's address. */
export interface SavedBuildLink {
  id: string;
  url: string;
  /**
   * A visitor's build only: the proof that this browser saved it, which the account it signs up or
   * in to next hands back to `POST /api/builds/claim` to make the build its own. The link alone
   * (shared with anyone) does not make a build anyone's.
   */
  claim?: string;
}

/** One line of a saved build, read today. */
export interface SavedBuildLine {
  partId: string;
  quantity: number;
  /** As the catalog names and pictures the part, sold or not. */
  name: string;
  category: AnyCategory;
  image: string;
  /** The part as sold today (price, stock, minimum, specifications); null when it is no longer sold. */
  part: Part | null;
}

/** `GET /api/builds/:id`: a build as saved, with today's parts, check and total. */
export interface SavedBuild {
  id: string;
  name: string | null;
  createdAt: string;
  lines: SavedBuildLine[];
  /** The compatibility check as of now, over the parts still sold. */
  check: BuildCheck;
  /** Dollars: the parts still sold at today's prices, each times its quantity. */
  total: number;
}

/** `GET /api/builds`: one of the caller's builds, newest first. */
export interface SavedBuildSummary {
  id: string;
  name: string | null;
  createdAt: string;
  /** Lines of the build (different parts). */
  partCount: number;
  /** Lines whose part is no longer sold. */
  unsoldCount: number;
  /** Dollars at today's prices, as on the build's page. */
  total: number;
}

/** What a build's check says in one line: the planner's headline, and the shared page's. */
export function checkHeadline(problems: readonly BuildProblem[], partCount: number): string {
  if (partCount === 0) return 'Choose parts to check your build.';
  const count = (severity: ProblemSeverity) => problems.filter((p) => p.severity === severity).length;
  const [errors, warnings, notes] = [count('error'), count('warning'), count('note')];
  if (errors + warnings + notes === 0) return 'Everything fits: no problems found.';
  return [errors && withCount(errors, 'error'), warnings && withCount(warnings, 'warning'), notes && withCount(notes, 'note')].filter(Boolean).join(' · ');
}

/** The build's title on its page and in link previews: its name, or what it is built around. */
export function savedBuildTitle(build: Pick<SavedBuild, 'name' | 'lines'>): string {
  if (build.name) return build.name;
  const core = build.lines.find((line) => line.category === 'processor') ?? build.lines[0];
  return core ? `PC build with ${core.name}` : 'PC build';
}

// Search results and link previews show about this much of a description.
const DESCRIPTION_LENGTH = 200;

/** The build's description for search results and link previews: the check, the total, the parts. */
export function savedBuildDescription(build: Pick<SavedBuild, 'lines' | 'check' | 'total'>): string {
  const sold = build.lines.filter((line) => line.part !== null);
  const checked = checkHeadline(build.check.problems, sold.length);
  const headline = sold.length === 0 ? '' : checked.endsWith('.') ? `${checked} ` : `${checked}. `;
  const text = `${headline}${withCount(build.lines.length, 'part')}, ${formatPrice(build.total)} at today's prices: ${build.lines.map((line) => line.name).join(', ')}.`;
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

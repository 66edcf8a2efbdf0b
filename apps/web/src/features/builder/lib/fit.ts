/**
 * Which parts of a category fit the build so far (issue 28): each candidate is put in the build
 * and the shared engine (`checkBuild`, the one `POST /api/builds/check` runs) looks at the result.
 * Pure and instant: the chooser runs it over a whole category as it opens.
 */
import { checkBuild, compatibilityRules, type BuildPart, type BuildProblem, type SpecValues } from '@coreparts/shared';

/** What the engine reads of a part: the catalog's part has all of it. */
export interface CheckablePart {
  _id: string;
  name: string;
  category: string;
  specs: SpecValues;
}

export const toBuildPart = (part: CheckablePart, quantity: number): BuildPart => ({
  id: part._id,
  name: part.name,
  category: part.category,
  specs: part.specs,
  quantity,
});

/**
 * Warnings that ask for a part still to choose ("comes without a cooler: add a CPU cooler"), the
 * rules with an `unless`: they say what the build lacks, not how the candidate fits.
 */
const untilChosen = new Set(compatibilityRules.filter((rule) => rule.unless).map((rule) => rule.code));

// An error is "the same" in two builds when it is the same rule about the same parts.
const errorKey = (problem: BuildProblem) => `${problem.code} ${[...problem.partIds].sort().join(' ')}`;

export interface Misfit<P> {
  part: P;
  /** The messages of the errors the part brings to the build. */
  reasons: string[];
}

export interface SortedCandidates<P> {
  fitting: P[];
  notFitting: Misfit<P>[];
  /** By part id, the warnings a fitting part brings (a supply with little headroom): it fits, with a caution. */
  warnings: Map<string, string[]>;
}

/**
 * The candidates that bring no error to the build (in their order), the warnings some of them
 * bring, and the others with the errors they bring. `replacing` is the build's part the candidate would take the place of (a row
 * being changed). An error the build has already, without the candidate, is not held against it:
 * a case does not stop fitting because the memory does not suit the board.
 */
export function sortCandidates<P extends CheckablePart>(
  build: readonly BuildPart[],
  candidates: readonly P[],
  { replacing = null, quantity = 1 }: { replacing?: string | null; quantity?: number } = {},
): SortedCandidates<P> {
  const rest = build.filter((part) => part.id !== replacing);
  const before = new Set(
    checkBuild(rest)
      .problems.filter((p) => p.severity !== 'note')
      .map(errorKey),
  );
  const sorted: SortedCandidates<P> = { fitting: [], notFitting: [], warnings: new Map() };
  for (const candidate of candidates) {
    // The same part elsewhere in the build: choosing it adds to that line (lib/build.ts withChosen).
    const same = rest.find((part) => part.id === candidate._id);
    const parts = same
      ? rest.map((part) => (part === same ? { ...part, quantity: part.quantity + quantity } : part))
      : [...rest, toBuildPart(candidate, quantity)];
    const brought = checkBuild(parts).problems.filter((p) => !before.has(errorKey(p)));
    const errors = brought.filter((p) => p.severity === 'error');
    const warnings = brought.filter((p) => p.severity === 'warning' && !untilChosen.has(p.code));
    if (errors.length > 0) {
      sorted.notFitting.push({ part: candidate, reasons: errors.map((p) => p.message) });
      continue;
    }
    sorted.fitting.push(candidate);
    if (warnings.length > 0) sorted.warnings.set(candidate._id, warnings.map((p) => p.message));
  }
  return sorted;
}

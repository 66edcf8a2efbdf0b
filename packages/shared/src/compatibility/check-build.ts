/**
 * The compatibility engine (decision 048): every row of rules.ts evaluated the same way, over
 * every pairing of what its two operands read, plus the power estimate. Pure, so that the page can
 * show the same findings as the server's `POST /api/builds/check`.
 */
import { indexBuild, specFieldOf, type BuildCheck, type BuildIndex, type BuildPart, type BuildProblem } from './build.ts';
import { estimatePower } from './power.ts';
import { compatibilityRules, tests, type CompatibilityRule, type Reading } from './rules.ts';

const idsOf = (...readings: Reading[]): string[] => [...new Set(readings.flatMap((r) => r.parts.map((p) => p.id)))];

/** The note of a check that could not run, naming the value that is missing and the part that lacks it. */
export const notCheckedMessage = (checks: string, part: string, value: string) => `Could not check ${checks}: ${part} has no value for ${value}.`;

function evaluate(rule: CompatibilityRule, build: BuildIndex, estimatedWatts: number): BuildProblem[] {
  if (rule.unless && build.has(rule.unless)) return [];
  const lefts = rule.left.read(build, estimatedWatts);
  const rights = rule.right.read(build, estimatedWatts);
  return lefts.flatMap((left) =>
    rights.flatMap((right): BuildProblem[] => {
      const missing = [left, right].find((r) => 'missing' in r);
      if (missing && 'missing' in missing) {
        return [{ severity: 'note', code: `${rule.code}-not-checked`, message: notCheckedMessage(rule.checks, missing.parts[0]?.name ?? '', missing.missing), partIds: idsOf(missing) }];
      }
      if ('missing' in left || 'missing' in right || tests[rule.test](left.value, right.value)) return [];
      return [{ severity: rule.severity, code: rule.code, message: rule.message(left, right), partIds: idsOf(left, right) }];
    }),
  );
}

const severityOrder = { error: 0, warning: 1, note: 2 } as const;

/** What is wrong with a build, worst first, and its estimated draw in watts. */
export function checkBuild(parts: readonly BuildPart[], rules: readonly CompatibilityRule[] = compatibilityRules): BuildCheck {
  const build = indexBuild(parts);
  const power = estimatePower(build);
  const drawNotes = power.missing.map(({ part, key }): BuildProblem => ({
    severity: 'note',
    code: 'estimated-draw-not-checked',
    message: notCheckedMessage('the whole estimated draw', part.name, specFieldOf(part.category, key).label),
    partIds: [part.id],
  }));
  const found = [...rules.flatMap((rule) => evaluate(rule, build, power.watts)), ...drawNotes];
  // A value missing on one part is noted once per check, however many parts it was paired with.
  const unique = [...new Map(found.map((p) => [`${p.code} ${p.message}`, p])).values()];
  return { estimatedWatts: power.watts, problems: unique.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]) };
}

/**
 * The advisor against real reports it was not written from (issue 40): every report in
 * fixtures/corpus/, read from its bytes as saved, scored field by field against the facts written
 * by hand beside it (fixtures/corpus/README.md). A fact is right, wrong, unknown (stated, not
 * read), invented (read, not stated) or inferred (not stated, told by the family or Mac tables);
 * a drive's size is scored for each listed drive found.
 * Any wrong or invented fact fails; unknowns are counted and printed.
 */
import { describe, expect, it } from 'vitest';
import { fixture, fixtureBytes } from './fixtures/files.ts';
import { recogniseReport, type RecognisedMachine } from './parse-report.ts';
import { decodeReportBytes } from './report-input.ts';

const fs = 'node:fs';
const { readdirSync } = (await import(fs)) as { readdirSync: (path: URL) => string[] };

interface Facts {
  machine: string | null;
  macModel: string | null;
  processor: string | null;
  processors: number | null;
  board: string | null;
  memoryType: string | null;
  memoryFormat: string | null;
  registered: boolean | null;
  ecc: boolean | null;
  totalGb: number | null;
  modules: number | null;
  slots: number | null;
  memorySpeed: number | null;
  graphics: { name: string; kind: string }[] | null;
  drives: { model: string; interface: string | null; sizeGb: number | null }[] | null;
  nvme: boolean | null;
}

type Verdict = 'right' | 'wrong' | 'unknown' | 'invented' | 'inferred';
interface Score {
  field: string;
  verdict: Verdict;
  expected: unknown;
  read: unknown;
}

/** The words of a name: case, trademarks, brackets, punctuation and order aside. */
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/\((r|tm|c)\)|®|™/g, ' ')
      .split(/[^\p{L}\p{N}.+-]+/u)
      .filter(Boolean),
  );
/** Whether the name read has every word of the name written ("Xeon E5-2630 v2" in "Intel(R) Xeon(R) CPU E5-2630 v2 @ 2.60GHz"). */
const names = (read: string, expected: string) => {
  const have = words(read);
  return [...words(expected)].every((word) => have.has(word));
};

/** Fields a table may tell when the report does not: not invented when read without being stated. */
const inferable = new Set(['machine', 'memoryType', 'memoryFormat', 'slots', 'nvme']);

function scalar(field: string, expected: unknown, read: unknown, same: (a: never, b: never) => boolean = Object.is): Score {
  const verdict: Verdict =
    expected === null ? (read === null || read === undefined ? 'right' : inferable.has(field) ? 'inferred' : 'invented') : read === null || read === undefined ? 'unknown' : same(read as never, expected as never) ? 'right' : 'wrong';
  return { field, verdict, expected, read };
}

/** The same device: one name has every word of the other ("tegra234-display" in "NVIDIA Tegra Orin (tegra234-display)"). */
const sameDevice = (read: string, expected: string) => names(read, expected) || names(expected, read);

/** Each listed device found by name (right, or wrong when its kind differs), missed (unknown); each read device listed nowhere invented. */
function devices<T extends { name: string; kind: string | null }>(field: string, expected: T[] | null, read: T[]): Score[] {
  if (expected === null || expected.length === 0) return read.length === 0 ? [] : read.map((r) => ({ field, verdict: 'invented', expected: null, read: r }));
  const scores = expected.map((e): Score => {
    const found = read.find((r) => sameDevice(r.name, e.name));
    if (!found) return { field, verdict: 'unknown', expected: e, read: null };
    const verdict: Verdict = e.kind === found.kind ? 'right' : e.kind === null ? 'invented' : found.kind === null ? 'unknown' : 'wrong';
    return { field, verdict, expected: e, read: found };
  });
  const extra = read.filter((r) => !expected.some((e) => sameDevice(r.name, e.name)));
  return [...scores, ...extra.map((r): Score => ({ field, verdict: 'invented', expected: null, read: r }))];
}

/** A drive's size read is right within 3% of the one written: reports print GiB, facts are written in GB. */
const sameSize = (read: number, expected: number) => Math.abs(read - expected) <= expected * 0.03;

/** The size of each listed drive that was found by name: right, wrong, unknown, or invented when the report gives none. */
function driveSizes(expected: Facts['drives'], read: RecognisedMachine['storage']): Score[] {
  return (expected ?? []).flatMap((e): Score[] => {
    const found = read.find((r) => sameDevice(r.model, e.model));
    return found ? [scalar('drive size', e.sizeGb, found.sizeGb, sameSize)] : [];
  });
}

function score(facts: Facts, machine: RecognisedMachine): Score[] {
  const memory = machine.memory;
  return [
    scalar('machine', facts.machine, machine.machine),
    scalar('macModel', facts.macModel, machine.mac?.model ?? null),
    scalar('processor', facts.processor, machine.processor?.model ?? null, (read: string, expected: string) => names(read, expected)),
    scalar('processors', facts.processors, machine.processor?.count ?? null),
    scalar('board', facts.board, machine.board, (read: string, expected: string) => names(read, expected) || names(expected, read)),
    scalar('memoryType', facts.memoryType, memory?.type ?? null),
    scalar('memoryFormat', facts.memoryFormat, memory?.format ?? null),
    scalar('registered', facts.registered, memory?.registered ?? null),
    scalar('ecc', facts.ecc, memory?.ecc ?? null),
    scalar('totalGb', facts.totalGb, memory?.totalGb ?? null),
    scalar('modules', facts.modules, memory?.modules ?? null),
    scalar('slots', facts.slots, memory?.slots ?? null),
    scalar('memorySpeed', facts.memorySpeed, memory?.speedMts ?? null),
    ...devices('graphics', facts.graphics, machine.graphics ?? []),
    ...devices(
      'drives',
      facts.drives?.map((d) => ({ name: d.model, kind: d.interface })) ?? null,
      machine.storage.map((d) => ({ name: d.model, kind: d.interface })),
    ),
    ...driveSizes(facts.drives, machine.storage),
    scalar('nvme', facts.nvme, machine.nvme),
  ];
}

const reports = readdirSync(new URL('./fixtures/corpus/', import.meta.url))
  .filter((name) => name.endsWith('.facts.json'))
  .map((name) => JSON.parse(fixture(`corpus/${name}`)) as { report: string; facts: Facts });

const totals: Record<Verdict, number> = { right: 0, wrong: 0, unknown: 0, invented: 0, inferred: 0 };

describe('the advisor on real reports (fixtures/corpus)', () => {
  it('has at least 30 reports of every tool', () => {
    expect(reports.length).toBeGreaterThanOrEqual(30);
  });

  it.each(reports.map((r) => [r.report, r] as const))('%s', (_name, { report, facts }) => {
    const machine = recogniseReport(decodeReportBytes(fixtureBytes(`corpus/${report}`)));
    expect(machine, 'recognised as a report').not.toBeNull();
    const scores = score(facts, machine!);
    for (const s of scores) totals[s.verdict]++;
    const bad = scores.filter((s) => s.verdict === 'wrong' || s.verdict === 'invented');
    expect(bad.map((s) => `${s.verdict} ${s.field}: expected ${JSON.stringify(s.expected)}, read ${JSON.stringify(s.read)}`)).toEqual([]);
  });

  it('prints the scores', () => {
    // In the test log, for the record of how the advisor reads what people paste.
    console.warn(`corpus of ${reports.length} reports: ${Object.entries(totals).map(([verdict, n]) => `${n} ${verdict}`).join(', ')}`);
  });
});

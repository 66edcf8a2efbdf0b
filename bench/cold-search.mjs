/**
 * A cold search (issue 39, decision 078): `GET /api/parts?q=…` in the featured order, each time
 * with words no earlier request asked for, so neither the pages nor the totals the server keeps
 * per query answer it: the database does, the case a shopper typing something new waits for. At
 * 10,000 parts on PGlite and 100,000 on PostgreSQL. The words come from the catalog itself, in
 * turn: a brand and a series, a series and the start of a model number, a model number, a
 * category's word with a specification value, a specification value with a word of the
 * description, and a brand alone (thousands of matches at 100,000 parts, every one ranked).
 * Each search must find the part its words came from.
 *
 * Part of `npm run bench` (and `--only cold-search`); alone, after `npm run build`:
 * `[TEST_DATABASE_URL=…] node bench/cold-search.mjs [--kind pglite|postgres] [--requests 200]`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, root, startServer } from './server.mjs';

export const coldSearchSettings = { parts: { pglite: 10_000, postgres: 100_000 }, requests: 200, budgetP95Ms: 50 };

/** A word shoppers use for each category (packages/shared, `categorySearchWords`). */
const categoryWord = {
  'graphics-card': 'gpu',
  ram: 'memory',
  processor: 'cpu',
  ssd: 'ssd',
  keyboard: 'keyboard',
  mouse: 'mouse',
  printer: 'printer',
  router: 'router',
  motherboard: 'motherboard',
  'power-supply': 'psu',
  case: 'case',
  'cpu-cooler': 'cooler',
};

/** Words as search reads them: lower case, letters and digits. */
const wordsOf = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const specWords = (specs) =>
  Object.values(specs)
    .flat()
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .flatMap((value) => wordsOf(String(value)))
    .filter((word) => /[a-z]/.test(word));

const from = (list, n) => list[n % list.length] ?? '';
const modelOf = (part) => wordsOf(part.name).find((word) => /^\d{4}$/.test(word));

/** The kinds of search, each the words a shopper might type to find `part` (empty: none of this kind). */
const kinds = [
  ['brand and series', (part) => wordsOf(part.name).slice(0, 2).join(' ')],
  ['series and the start of a model number', (part) => (modelOf(part) ? `${wordsOf(part.name)[1]} ${modelOf(part).slice(0, 2)}` : '')],
  ['a model number', (part) => modelOf(part) ?? ''],
  ['a category and a specification value', (part, n) => `${categoryWord[part.category]} ${from(specWords(part.specs), n)}`],
  ['a specification value and a description word', (part, n) => `${from(specWords(part.specs), n)} ${from(wordsOf(part.text).filter((w) => w.length > 4), n)}`],
  ['a brand alone', (part) => wordsOf(part.name)[0]],
];

/** Parts to build searches from: the catalog's first, those with specifications. */
async function sampleParts(base, count) {
  const sample = [];
  for (let cursor = null; sample.length < count; ) {
    const res = await fetch(`${base}/api/parts?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    const page = await res.json();
    if (res.status !== 200) throw new Error(`/api/parts answered ${res.status}`);
    sample.push(...page.items.filter((part) => part.specs && Object.keys(part.specs).length > 0));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return sample;
}

export async function coldSearch(kind, { webDist, adminUrl, log, requests = coldSearchSettings.requests }) {
  const parts = coldSearchSettings.parts[kind];
  const server = await startServer({ kind, adminUrl, parts, webDist, log });
  try {
    const sample = await sampleParts(server.base, requests * 2);
    // One search first, not timed: a server's first query opens its connection and warms its code.
    await fetch(`${server.base}/api/parts?q=warm`);
    const asked = new Set(['warm']);
    const times = {};
    const all = [];
    for (let n = 0, i = 0; all.length < requests; i++) {
      if (i >= sample.length * kinds.length) throw new Error(`only ${all.length} new searches from ${sample.length} parts`);
      const part = sample[i % sample.length];
      const [name, words] = kinds[i % kinds.length];
      const q = wordsOf(words(part, n++)).join(' ');
      // The same words in another order or case would be another key but the same work: asked once.
      const key = [...new Set(q.split(' '))].sort().join(' ');
      if (!q || asked.has(key)) continue;
      asked.add(key);
      const started = performance.now();
      const res = await fetch(`${server.base}/api/parts?q=${encodeURIComponent(q)}`);
      const page = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200 || !Array.isArray(page.items)) throw new Error(`q=${q} answered ${res.status}: ${JSON.stringify(page).slice(0, 300)}`);
      if (!(page.total >= 1)) throw new Error(`q=${q}, words of ${part.name}, found nothing`);
      (times[name] ??= []).push(ms);
      all.push(ms);
    }
    const result = {
      parts,
      requests: all.length,
      p50Ms: percentile(all, 50),
      p95Ms: percentile(all, 95),
      maxMs: Math.max(...all),
      kinds: Object.entries(times)
        .map(([name, ms]) => ({ name, requests: ms.length, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) }))
        .sort((a, b) => b.p95Ms - a.p95Ms),
    };
    log(`cold search (${kind}): ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench table's row. */
export function coldSearchRow(cells, { int, mark }) {
  const { pglite, postgres } = coldSearchSettings.parts;
  return [
    `GET /api/parts?q=… with words not asked before (${int(pglite)} parts on PGlite, ${int(postgres)} on PostgreSQL): p50 / p95, slowest kind`,
    `p95 < ${coldSearchSettings.budgetP95Ms} ms`,
    cells((r) => {
      const c = r.coldSearch;
      if (!c) return '—';
      const slowest = c.kinds[0];
      return `${int(c.p50Ms)} / ${int(c.p95Ms)} ms (${c.requests} searches; ${slowest.name} p95 ${int(slowest.p95Ms)} ms) ${mark(c.p95Ms < coldSearchSettings.budgetP95Ms)}`;
    }),
  ];
}

// Alone: on the build already made.
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      kind: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      requests: { type: 'string', default: String(coldSearchSettings.requests) },
    },
  });
  if (values.kind === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const started = performance.now();
  const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
  const result = await coldSearch(values.kind, {
    webDist: path.join(root, 'apps/web/dist'),
    adminUrl: process.env.TEST_DATABASE_URL,
    log,
    requests: Number(values.requests),
  });
  console.log(JSON.stringify(result, null, 2));
}

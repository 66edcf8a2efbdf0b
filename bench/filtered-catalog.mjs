/**
 * A category's first page filtered by specifications, with its total and facets, at 100,000
 * parts on PostgreSQL (issue 26, decision 044). Every request is a query not asked before (its
 * lower bound moves by one), so each one is answered from the database, not from the answers
 * kept per query: the figure is the cost of a new filter, the case a shopper waits for. Four
 * categories take turns. The plans are in decision 044.
 *
 * Part of `npm run bench` when TEST_DATABASE_URL is set; alone, after `npm run build`:
 * `TEST_DATABASE_URL=… node bench/filtered-catalog.mjs [--requests 400]`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, root, startServer } from './server.mjs';

export const filterSettings = { parts: 100_000, requests: 400, budgetP95Ms: 100 };

/** The n-th query: a category, a value filter and a lower bound that no earlier query had. */
const queries = [
  (n) => `category=ram&spec.memoryType=DDR5&spec.speedMts.min=${3000 + n}`,
  (n) => `category=processor&spec.socket=AM5&spec.socket=LGA1700&spec.boostClockGhz.min=${(4 + n / 1000).toFixed(3)}`,
  (n) => `category=case&spec.supportedFormFactors=ATX&spec.maxGpuLengthMm.min=${300 + (n % 100)}&spec.includedFans.max=${3 + Math.floor(n / 100)}`,
  (n) => `category=graphics-card&spec.memoryType=GDDR6&spec.boostClockMhz.min=${1800 + n}`,
];

export async function filteredCatalog({ webDist, adminUrl, log, requests = filterSettings.requests }) {
  const server = await startServer({ kind: 'postgres', adminUrl, parts: filterSettings.parts, webDist, log });
  try {
    // The first read of a server fills its caches of the whole catalog and the database's buffers.
    await fetch(`${server.base}/api/parts?category=ram`);
    const ms = [];
    for (let n = 0; n < requests; n++) {
      const query = queries[n % queries.length](Math.floor(n / queries.length));
      const started = performance.now();
      const res = await fetch(`${server.base}/api/parts?${query}`);
      const page = await res.json();
      ms.push(performance.now() - started);
      if (res.status !== 200 || !Array.isArray(page.facets) || page.facets.length === 0) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(page).slice(0, 300)}`);
    }
    const result = { parts: filterSettings.parts, requests, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95), maxMs: Math.max(...ms) };
    log(`filtered catalog: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench table's row (PostgreSQL only: the figure is a database's). */
export function filteredRow(cells, { int, mark }) {
  return [
    `GET /api/parts?category=…&spec.… at ${int(filterSettings.parts)} parts, a new filter each time: first page with total and facets, p50 / p95`,
    `p95 ≤ ${filterSettings.budgetP95Ms} ms (PostgreSQL)`,
    cells((r) => {
      const f = r.filteredCatalog;
      return f ? `${int(f.p50Ms)} / ${int(f.p95Ms)} ms (${f.requests} requests) ${mark(f.p95Ms <= filterSettings.budgetP95Ms)}` : '—';
    }),
  ];
}

// Alone: on the build already made, on PostgreSQL.
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: String(filterSettings.requests) } } });
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const started = performance.now();
  const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
  const result = await filteredCatalog({
    webDist: path.join(root, 'apps/web/dist'),
    adminUrl: process.env.TEST_DATABASE_URL,
    log,
    requests: Number(values.requests),
  });
  console.log(JSON.stringify(result, null, 2));
}

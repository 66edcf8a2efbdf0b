/**
 * A category's first page filtered by specifications, with its total and facets, at 100,000
 * parts on PostgreSQL (issue 26, decision 044). Every request is a query not asked before (its
 * lower bound moves by one), so each one is answered from the database, not from the answers
 * kept per query: the figure is the cost of a new filter, the case a shopper waits for. Four
 * categories take turns. Afterwards the plans of the statements the server sends for one such
 * query are printed (EXPLAIN ANALYZE), for the decision record.
 *
 * Part of `npm run bench` when TEST_DATABASE_URL is set; alone, after `npm run build`:
 * `TEST_DATABASE_URL=… node bench/filtered-catalog.mjs [--requests 400]`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, startServer } from './server.mjs';

export const filterSettings = { parts: 100_000, requests: 400, budgetP95Ms: 100 };

/** The n-th query: a category, a value filter and a lower bound that no earlier query had. */
const queries = [
  (n) => `category=ram&spec.memoryType=DDR5&spec.speedMts.min=${3000 + n}`,
  (n) => `category=processor&spec.socket=AM5&spec.socket=LGA1700&spec.boostClockGhz.min=${(4 + n / 1000).toFixed(3)}`,
  (n) => `category=case&spec.supportedFormFactors=ATX&spec.maxGpuLengthMm.min=${300 + (n % 100)}&spec.includedFans.max=${3 + Math.floor(n / 100)}`,
  (n) => `category=graphics-card&spec.memoryType=GDDR6&spec.boostClockMhz.min=${1800 + n}`,
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The plans of the two statements the parts service sends for `category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000`,
 * written out as service.ts (the page) and spec-queries.ts (the counts) write them, with the
 * category's filters as GET /api/categories lists them.
 */
async function plans(server) {
  const { Client } = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const client = new Client({ connectionString: server.databaseUrl });
  const categories = await (await fetch(`${server.base}/api/categories`)).json();
  const fields = categories.find((c) => c.slug === 'ram').fields.filter((f) => f.filter !== 'none');
  const conditions = { memoryType: `specs @> '{"memoryType":"DDR5"}'::jsonb`, speedMts: `((specs ->> 'speedMts')::numeric is not null and (specs ->> 'speedMts')::numeric >= 6000)` };
  const meeting = (except) => ['true', ...Object.entries(conditions).filter(([key]) => key !== except).map(([, c]) => c)].join(' and ');
  const counts = [`select null::text as key, null::text as value, count(*)::int as n, null::float8 as lo, null::float8 as hi from base where ${meeting()}`];
  for (const { key, filter } of fields) {
    const value = `specs -> '${key}'`;
    if (filter === 'multi')
      counts.push(`select '${key}'::text, v, count(*)::int, null, null from base cross join jsonb_array_elements_text(case jsonb_typeof(${value}) when 'array' then ${value} when 'string' then jsonb_build_array(${value}) else '[]'::jsonb end) v where ${meeting(key)} group by v`);
    else if (filter === 'range')
      counts.push(`select '${key}'::text, null, 0, min((specs ->> '${key}')::float8), max((specs ->> '${key}')::float8) from base where ${meeting(key)} and jsonb_typeof(${value}) = 'number'`);
    else counts.push(`select '${key}'::text, specs ->> '${key}', count(*)::int, null, null from base where ${meeting(key)} and jsonb_typeof(${value}) = 'boolean' group by 2`);
  }
  await client.connect();
  try {
    const explain = async (statement) => (await client.query(`explain (analyze, buffers) ${statement}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
    return {
      page: await explain(`select id, seq, name, category, price_cents, image, description, min_order, quantity, specs, updated_at from parts
        where archived_at is null and category = 'ram' and ${meeting()} order by seq limit 25`),
      summary: await explain(`with base as materialized (select specs from parts where archived_at is null and category = 'ram') ${counts.join(' union all ')}`),
    };
  } finally {
    await client.end();
  }
}

export async function filteredCatalog({ webDist, adminUrl, log, requests = filterSettings.requests, explain = false }) {
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
    return explain ? { ...result, plans: await plans(server) } : result;
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

// Alone: on the build already made, on PostgreSQL, with the plans.
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
    explain: true,
  });
  const { plans: statements, ...figures } = result;
  console.log(JSON.stringify(figures, null, 2));
  console.log(`\npage:\n${statements.page}\n\nsummary:\n${statements.summary}`);
}

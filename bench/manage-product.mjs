/**
 * Manage Product at 100,000 parts (issue 29, decision 053): `GET /api/admin/parts` as an admin
 * uses it, one call after another: the first page of each sort, a category by price or stock, a
 * search by a brand (thousands of matches) and by brand and series (fewer), and pages deep
 * into a walk by name. Every call is answered from the database (the admin's list keeps no
 * answers), so each figure is what an admin waits for.
 *
 * Part of `npm run bench` (and `--only manage-product`); alone, after `npm run build`:
 * `[TEST_DATABASE_URL=…] node bench/manage-product.mjs [--kind pglite|postgres] [--rounds 5]`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAdmin, percentile, root, signIn, startServer } from './server.mjs';

export const manageProductSettings = { parts: 100_000, rounds: 5, budgetP95Ms: 100 };

export async function manageProduct(kind, { webDist, adminUrl, log, rounds = manageProductSettings.rounds }) {
  const server = await startServer({ kind, adminUrl, parts: manageProductSettings.parts, webDist, log });
  try {
    const cookie = await signIn(server.base, demoAdmin);
    const times = {};
    const call = async (name, query) => {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/admin/parts?${query}`, { headers: { cookie } });
      const page = await res.json();
      (times[name] ??= []).push(performance.now() - started);
      if (res.status !== 200 || !Array.isArray(page.items)) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(page).slice(0, 300)}`);
      return page;
    };
    // The words to search for, from the catalog itself: a brand, and a brand with its series.
    const [sample] = (await call('warm-up', 'sort=newest&limit=1')).items;
    const [brand, series] = sample.name.split(' ');
    for (let round = 0; round < rounds; round++) {
      for (const sort of ['name', 'price', 'stock', 'newest']) await call(`first page by ${sort}`, `sort=${sort}`);
      await call('a category by price', 'category=ram&sort=price');
      await call('a category by stock', 'category=case&sort=stock');
      await call(`search "${brand}" by name`, `q=${encodeURIComponent(brand)}&sort=name`);
      await call(`search "${brand} ${series}" by name`, `q=${encodeURIComponent(`${brand} ${series}`)}&sort=name`);
      // Twenty pages into the list by name: the twentieth costs what the first did.
      let cursor = null;
      for (let n = 0; n < 20; n++) cursor = (await call('pages 2–21 by name', `sort=name${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
    }
    delete times['warm-up'];
    const all = Object.values(times).flat();
    const result = {
      parts: manageProductSettings.parts,
      requests: all.length,
      p50Ms: percentile(all, 50),
      p95Ms: percentile(all, 95),
      maxMs: Math.max(...all),
      slowest: Object.entries(times)
        .map(([name, ms]) => ({ name, p50Ms: percentile(ms, 50), maxMs: Math.max(...ms) }))
        .sort((a, b) => b.p50Ms - a.p50Ms),
    };
    log(`manage product (${kind}): ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench table's row. */
export function manageProductRow(cells, { int, mark }) {
  return [
    `GET /api/admin/parts at ${int(manageProductSettings.parts)} parts (sorts, categories, searches, 20 pages deep): p50 / p95, slowest kind`,
    `p95 ≤ ${manageProductSettings.budgetP95Ms} ms`,
    cells((r) => {
      const m = r.manageProduct;
      if (!m) return '—';
      const slowest = m.slowest[0];
      return `${int(m.p50Ms)} / ${int(m.p95Ms)} ms (${m.requests} requests; ${slowest.name} ${int(slowest.p50Ms)} ms) ${mark(m.p95Ms <= manageProductSettings.budgetP95Ms)}`;
    }),
  ];
}

// Alone: on the build already made.
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      kind: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      rounds: { type: 'string', default: String(manageProductSettings.rounds) },
    },
  });
  if (values.kind === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const started = performance.now();
  const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
  const result = await manageProduct(values.kind, {
    webDist: path.join(root, 'apps/web/dist'),
    adminUrl: process.env.TEST_DATABASE_URL,
    log,
    rounds: Number(values.rounds),
  });
  console.log(JSON.stringify(result, null, 2));
}

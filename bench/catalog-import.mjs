/**
 * The catalog's import (issue 42, decision 093): a supplier's file of 10,000 processors sent as
 * an admin sends it, checked (a dry run), written (10,000 new parts), then sent again with every
 * price changed (10,000 updates, each price kept in the history), on a server of its own.
 *
 * Part of `npm run bench` (and `--only catalog-import`); alone, after `npm run build`:
 * `[TEST_DATABASE_URL=…] node bench/catalog-import.mjs [--kind pglite|postgres]`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAdmin, root, signIn, startServer } from './server.mjs';

export const catalogImportSettings = { rows: 10_000, budgetSeconds: 10 };

const HEADER = 'sku,name,category,brand,mpn,gtin,price,quantity,min,description,image,images,spec.socket,spec.cores,spec.memoryTypes,spec.unlocked';

function supplierFile(cents) {
  const rows = Array.from(
    { length: catalogImportSettings.rows },
    (_, i) =>
      `BENCH-${i},Bench Processor ${i} X${i % 97},processor,Arcwave,BP-${i},,${100 + (i % 500)}.${cents},${i % 50},1,"A processor for the import's bench, number ${i}",/images/parts/vortex-vx-7700-12gb.webp,,AM5,${4 + (i % 12)},DDR5,true`,
  );
  return `${HEADER}\n${rows.join('\n')}\n`;
}

export async function catalogImport(kind, { webDist, adminUrl, log }) {
  const server = await startServer({ kind, adminUrl, parts: 1000, webDist, log });
  try {
    const cookie = await signIn(server.base, demoAdmin);
    const send = async (file, query, expected) => {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/admin/catalog/import${query}`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: file });
      const result = await res.json();
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200 || result[expected] !== catalogImportSettings.rows) throw new Error(`the import${query} answered ${res.status}: ${JSON.stringify(result).slice(0, 300)}`);
      return seconds;
    };
    const file = supplierFile('99');
    const result = {
      rows: catalogImportSettings.rows,
      megabytes: Buffer.byteLength(file) / 2 ** 20,
      checkSeconds: await send(file, '?dryRun=1', 'created'),
      createSeconds: await send(file, '', 'created'),
      updateSeconds: await send(supplierFile('49'), '', 'updated'),
    };
    log(`catalog import (${kind}): ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench table's row. */
export function catalogImportRow(cells, { int, mark }) {
  const { rows, budgetSeconds } = catalogImportSettings;
  return [
    `Catalog import of ${int(rows)} rows (CSV): dry run / new parts / every price changed`,
    `each < ${budgetSeconds} s`,
    cells((r) => {
      const c = r.catalogImport;
      if (!c) return '—';
      const worst = Math.max(c.checkSeconds, c.createSeconds, c.updateSeconds);
      return `${c.checkSeconds.toFixed(1)} / ${c.createSeconds.toFixed(1)} / ${c.updateSeconds.toFixed(1)} s (${c.megabytes.toFixed(1)} MB) ${mark(worst < budgetSeconds)}`;
    }),
  ];
}

// Alone: on the build already made.
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { kind: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' } } });
  if (values.kind === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const started = performance.now();
  const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
  const result = await catalogImport(values.kind, { webDist: path.join(root, 'apps/web/dist'), adminUrl: process.env.TEST_DATABASE_URL, log });
  console.log(JSON.stringify(result, null, 2));
}

/**
 * `node bench/engine-options.mjs` (after `npm run build`): the shop's mix at 10,000 parts with
 * plain `node`, with each engine option the start script used to carry alone, and with all of
 * them (issue 39), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL: checkouts a
 * second, search and category-list (facet) latency, and the server's peak memory under the mix.
 * Writes bench/results/engine-options.json. Measured once, to show what `npm start` gives up by
 * running plain `node`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shopMix } from './mix.mjs';
import { root } from './server.mjs';

const FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=15', '--liftoff-only', '--no-concurrent-recompilation'];
const OPTION_SETS = [[], ...FLAGS.map((flag) => [flag]), FLAGS];

const { values } = parseArgs({ options: { parts: { type: 'string', default: '10000' }, seconds: { type: 'string', default: '20' } } });
const log = (message) => console.error(`engine-options: ${message}`);
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const runs = [];
for (const kind of kinds) {
  for (const nodeOptions of OPTION_SETS) {
    const r = await shopMix({ kind, adminUrl: process.env.TEST_DATABASE_URL, parts: Number(values.parts), webDist: path.join(root, 'apps/web/dist'), log, seconds: Number(values.seconds), nodeOptions });
    const row = {
      kind,
      options: nodeOptions.join(' ') || '(none)',
      checkoutsPerSec: r.byKind.checkout.reqPerSec,
      searchP95Ms: r.byKind.search.p95Ms,
      listP95Ms: r.byKind.list.p95Ms,
      reqPerSec: r.reqPerSec,
      p95Ms: r.p95Ms,
      peakMB: r.memory.hwmMB,
      failures: r.errors + r.timeouts + Object.values(r.unexpected).reduce((n, c) => n + c, 0),
    };
    log(JSON.stringify(row));
    runs.push(row);
  }
}
console.table(runs);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, parts: Number(values.parts), seconds: Number(values.seconds), connections: 16, runs };
writeFileSync(path.join(import.meta.dirname, 'results/engine-options.json'), `${JSON.stringify(results, null, 2)}\n`);
log('wrote bench/results/engine-options.json');

/**
 * The whole catalog at 100,000 parts while orders change its stock (decision 037): an order every
 * 100 ms on a different part throughout, and meanwhile `GET /api/all-parts` read in two phases of
 * the same length. First the latency: one read after another, plain and gzipped in turn (curl
 * when the machine has it), request to last byte. Then how stale the stock is: one gzipped read
 * after another, and for each order the time from its 201 to the start of the first read that
 * shows its new stock. That reader revalidates with the ETag it last got, as a browser does, and
 * unzips only a catalog that changed; even so, unzipping 54 MB twice a second takes most of one of
 * this machine's two cores, so it does not run while reads are timed.
 *
 * Part of `npm run bench`; alone, after `npm run build`:
 * `node bench/stock-while-ordering.mjs [--seconds 20] [--postgres]` (`--postgres` needs TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { root, startServer } from './server.mjs';
import { onPath } from './wrk.mjs';

const gunzipAsync = promisify(gunzip);
const execFileAsync = promisify(execFile);
const curlPath = onPath('curl');

/** Between the stock watcher's reads of an unchanged catalog: a 304 costs little, but not nothing. */
const WATCH_PAUSE_MS = 50;

export const stockSettings = { parts: 100_000, orderEveryMs: 100, budgetP95Ms: 100, budgetStaleMs: 2_000 };

/** A GET's whole body, and when it started and ended (ms, performance.now()). */
function read(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (res) => {
        const pieces = [];
        res.on('data', (piece) => pieces.push(piece));
        res.on('end', () => {
          if (res.statusCode !== 200 && res.statusCode !== 304) reject(new Error(`${url} answered ${res.statusCode}`));
          else resolve({ status: res.statusCode, etag: res.headers.etag, body: Buffer.concat(pieces), started, ms: performance.now() - started });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The stock the catalog's JSON shows for a part, read from the bytes without parsing 35 MB: near
 * where the part was in the first read (orders shift it by a few bytes at most).
 */
function stockIn(catalog, id, near) {
  const from = Math.max(0, near - 4_096);
  const at = catalog.subarray(from, near + 4_096).indexOf(`"_id":"${id}"`);
  if (at === -1) return undefined;
  const field = catalog.indexOf('"quantity":', from + at) + '"quantity":'.length;
  return Number.parseInt(catalog.subarray(field, field + 12).toString('latin1'), 10);
}

/** One download by curl, in a process of its own, as largeCatalog does in run.mjs: ms from request to last byte. */
async function curlMs(url, gzip) {
  const args = ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', ...(gzip ? ['-H', 'accept-encoding: gzip'] : []), url];
  const { stdout } = await execFileAsync(curlPath, args);
  const [status, seconds] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`${url} answered ${status}`);
  return Number(seconds) * 1000;
}

async function post(base, url, cookie, body) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

async function signInCustomer(base) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'customer@example.com', password: 'Customer12345' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Orders placed every `orderEveryMs` for `seconds`, with the catalog read throughout. */
export async function stockWhileOrdering(kind, { webDist, adminUrl, log, seconds = 20 }) {
  const server = await startServer({ kind, adminUrl, parts: stockSettings.parts, webDist, log });
  try {
    const url = `${server.base}/api/all-parts`;
    const first = (await read(url)).body;
    const catalog = JSON.parse(first.toString('utf8'));
    const cookie = await signInCustomer(server.base);
    // Parts spread over the whole catalog, each ordered once (its new stock is known): `count` for each phase.
    const count = Math.ceil((seconds * 1000) / stockSettings.orderEveryMs);
    const step = Math.floor(catalog.length / (2 * count));
    const candidates = Array.from({ length: 2 * count }, (_, i) => catalog[i * step + (i % step)]).filter((p) => p.quantity >= p.min);
    const half = Math.ceil(candidates.length / 2);
    // Where each is in the bytes, found in one pass: they are in catalog order.
    let near = 0;
    for (const part of candidates) near = part.near = first.indexOf(`"_id":"${part._id}"`, near);
    log(`stock while ordering: ${catalog.length} parts, an order every ${stockSettings.orderEveryMs} ms for ${seconds} s while the catalog is timed, then ${seconds} s while its stock is watched`);

    const waiting = new Map(); // part id → { expected, placedAt, near }
    const staleMs = [];
    const latency = { plain: [], gzip: [] };
    let refused = 0;
    let lastOrderAt = performance.now();

    /** Places an order for each of `parts` in turn, one every orderEveryMs; `placed` hears of each one taken. */
    async function placeOrders(parts, placed = () => {}) {
      for (const part of parts) {
        const due = lastOrderAt + stockSettings.orderEveryMs;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        lastOrderAt = performance.now();
        const answer = await post(server.base, '/api/order', cookie, { orderId: part._id, quantity: part.min });
        if (answer.status === 201) placed(part);
        else refused += 1;
      }
    }

    // First the latency, with the orders going on: one read after another, plain and gzipped in turn.
    let timing = true;
    const timed = (async () => {
      for (let n = 0; timing; n++) {
        const gzip = n % 2 === 1;
        const ms = curlPath ? await curlMs(url, gzip) : (await read(url, gzip ? { 'accept-encoding': 'gzip' } : {})).ms;
        latency[gzip ? 'gzip' : 'plain'].push(ms);
      }
    })();
    timed.catch(() => {}); // awaited below
    await placeOrders(candidates.slice(0, half));
    timing = false;
    await timed;

    // Then how stale the stock is, with the orders going on: the watcher unzips every catalog that
    // changed, work that took one of this machine's two cores from the server while reads were timed.
    let ordering = true;
    const watcher = (async () => {
      let etag;
      while (ordering || waiting.size > 0) {
        const answer = await read(url, { 'accept-encoding': 'gzip', ...(etag && { 'if-none-match': etag }) });
        if (answer.status === 304) {
          // Unchanged since the last read, which showed none of the orders still waiting.
          await new Promise((resolve) => setTimeout(resolve, WATCH_PAUSE_MS));
          continue;
        }
        etag = answer.etag;
        const body = await gunzipAsync(answer.body);
        for (const [id, order] of waiting) {
          if (stockIn(body, id, order.near) !== order.expected) continue;
          staleMs.push(Math.max(0, answer.started - order.placedAt));
          waiting.delete(id);
        }
        if (!ordering && performance.now() - lastOrderAt > 10_000) throw new Error(`stock not shown 10 s after the last order: ${[...waiting.keys()].join(', ')}`);
      }
    })();
    watcher.catch(() => {}); // awaited below
    await placeOrders(candidates.slice(half), (part) => waiting.set(part._id, { expected: part.quantity - part.min, placedAt: performance.now(), near: part.near }));
    ordering = false;
    await watcher;

    const result = {
      parts: catalog.length,
      orders: candidates.length - refused,
      refused,
      reads: latency.plain.length + latency.gzip.length,
      p50Ms: { plain: percentile(latency.plain, 50), gzip: percentile(latency.gzip, 50) },
      p95Ms: { plain: percentile(latency.plain, 95), gzip: percentile(latency.gzip, 95) },
      staleMs: { p95: percentile(staleMs, 95), max: Math.max(...staleMs) },
    };
    log(`stock while ordering: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** The bench table's row. */
export function stockRow(cells, { int, mark }) {
  const { budgetP95Ms, budgetStaleMs } = stockSettings;
  return [
    `GET /api/all-parts at ${int(stockSettings.parts)} parts, an order every ${stockSettings.orderEveryMs} ms: p95 plain / gzip; stock shown after the 201, p95 / max`,
    `p95 ≤ ${budgetP95Ms} ms; stock ≤ ${budgetStaleMs} ms`,
    cells((r) => {
      const s = r.stockWhileOrdering;
      const ok = Math.max(s.p95Ms.plain, s.p95Ms.gzip) <= budgetP95Ms && s.staleMs.max <= budgetStaleMs;
      return `${int(s.p95Ms.plain)} / ${int(s.p95Ms.gzip)} ms; ${int(s.staleMs.p95)} / ${int(s.staleMs.max)} ms (${s.orders} orders, ${s.reads} reads) ${mark(ok)}`;
    }),
  ];
}

// Alone: on the build already made, PGlite (or PostgreSQL with --postgres).
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, postgres: { type: 'boolean', default: false } } });
  const kind = values.postgres ? 'postgres' : 'pglite';
  const started = performance.now();
  const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
  const result = await stockWhileOrdering(kind, { webDist: path.join(root, 'apps/web/dist'), adminUrl: process.env.TEST_DATABASE_URL, log, seconds: Number(values.seconds) });
  console.log(JSON.stringify(result, null, 2));
}

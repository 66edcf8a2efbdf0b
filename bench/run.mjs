/**
 * `npm run bench [-- --quick --skip-build --skip-lighthouse --lighthouse-runs N --only soak|reads|checkout|builds|manage-product|cold-search|catalog-import]`: builds the
 * store, starts the real server on a fresh embedded database (and again on PostgreSQL when
 * TEST_DATABASE_URL is set), loads it from a second process on loopback, prints one table and
 * writes bench/results/latest.json. See bench/README.md for what each figure means.
 *
 * Exits 1 when something is broken (the server does not start, a load run fails, checkout
 * oversells or undersells); budgets that are not met are marked ✗ but do not fail the run.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseScores, pageWeight } from './page.mjs';
import { startBareProcess } from './bare-process.mjs';
import { cpuSecondsOf, demoAdmin, freePort, median, memoryOf, root, run, signIn, startServer } from './server.mjs';
import { buildRows, buildsAndAdvisor } from './builds.mjs';
import { coldSearch, coldSearchRow } from './cold-search.mjs';
import { filteredCatalog, filteredRow } from './filtered-catalog.mjs';
import { manageProduct, manageProductRow } from './manage-product.mjs';
import { catalogImport, catalogImportRow } from './catalog-import.mjs';
import { MIX, shopMixApart } from './mix.mjs';
import { wrk, wrkPath } from './wrk.mjs';


const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '1' },
    // `--only soak`: the soak alone, on each database (it starts servers of its own);
    // `--only reads`: the reads of the 1,000-part catalog against a separate bare process;
    // `--only builds`: the build check in the page and through the API, and the advisor;
    // `--only manage-product`: the admin's parts list at 100,000 parts (a server of its own);
    // `--only cold-search`: searches with words not asked before (a server of its own);
    // `--only catalog-import`: a 10,000-row CSV checked, imported and imported again (a server of its own).
    only: { type: 'string' },
  },
});

const alone = ['soak', 'reads', 'checkout', 'builds', 'manage-product', 'cold-search', 'catalog-import'];
if (flags.only !== undefined && !alone.includes(flags.only)) {
  throw new Error(`--only ${flags.only}: only these run alone: ${alone.map((a) => `--only ${a}`).join(', ')}`);
}
const soakOnly = flags.only === 'soak';
const readsOnly = flags.only === 'reads';
const checkoutOnly = flags.only === 'checkout';
const buildsOnly = flags.only === 'builds';
const manageProductOnly = flags.only === 'manage-product';
const coldSearchOnly = flags.only === 'cold-search';
const catalogImportOnly = flags.only === 'catalog-import';

const settings = {
  parts: 1000,
  connections: 64,
  seconds: flags.quick ? 4 : 12,
  rounds: flags.quick ? 2 : 4,
  warmupSeconds: flags.quick ? 1 : 3,
  stock: 100,
  attempts: 1000,
  /** The order history the back office is measured on, and how many times each call is timed. */
  orders: 100_000,
  backOfficeCalls: flags.quick ? 10 : 30,
  /** The shop's mix: parts on each database, connections and seconds. */
  mixParts: { pglite: 10_000, postgres: 100_000 },
  mixConnections: 16,
  mixSeconds: flags.quick ? 10 : 30,
  /** The soak: a mix of reads at `connections` for this long, on a server of its own. */
  soakSeconds: flags.quick ? 15 : 240,
  lighthouseRuns: Math.max(1, Number(flags['lighthouse-runs']) || 1),
};

const budgets = {
  /** Floors against a bare node:http process sending the same bytes: requests a second, and p99 at most this many times its own. */
  catalogRatio: 0.7,
  p99Ratio: 2.5,
  ordersPerSec: 300,
  /** The first start's peak memory with plain `node`. */
  firstStartMB: 300,
  /** The soak's memory is flat after warm-up: its last reading at most this much above the one half-way through. */
  soakGrowth: 1.2,
  /** The shop's mix: at 16 connections, p95 and p99 under these (a cold search's floor is in cold-search.mjs). */
  mixP95Ms: 250,
  mixP99Ms: 1000,
  overviewMs: 100,
  homeJsKB: 150,
  lighthouseScore: 95,
  cls: 0.05,
};

const started = performance.now();
const log = (message) => console.error(`bench [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s]: ${message}`);
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const active = new Set();
const problems = [];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    log(`${signal}: stopping`);
    for (const stop of active) await stop();
    process.exit(130);
  });
}

/** One autocannon run in a second process (bench/load.mjs). */
function load(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load.mjs')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const kill = async () => child.kill('SIGKILL');
    active.add(kill);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      active.delete(kill);
      if (code !== 0) return reject(new Error(`the load process exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`the load process printed no result: ${out.slice(0, 500)} ${err.slice(-1000)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

async function api(base, method, url, { cookie, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: base,
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/**
 * Read loads with wrk when the machine has it (Debian's `wrk`), else with autocannon; the figures
 * say which. autocannon, itself in Node, is the limit for small answers (decision 027).
 */
const readLoad = (job) => (wrkPath ? wrk(job) : load(job));
const readGenerator = wrkPath ? 'wrk' : 'autocannon (install wrk for figures the load generator does not limit)';

/** Several rounds of one route as one figure: requests over seconds; the median p50, the worst p99. */
function merge(rounds) {
  const p50s = rounds.map((r) => r.latency.p50).sort((a, b) => a - b);
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  return {
    reqPerSec: requests / seconds,
    p50Ms: p50s[Math.floor((p50s.length - 1) / 2)],
    p99Ms: Math.max(...rounds.map((r) => r.latency.p99)),
    maxMs: Math.max(...rounds.map((r) => r.latency.max)),
    requests,
    seconds,
    cpuMicrosPerRequest: (rounds.reduce((n, r) => n + r.cpuSeconds, 0) / requests) * 1e6,
    rounds: rounds.map((r) => Math.round(r.reqPerSec)),
    errors: rounds.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

function checkLoad(name, r) {
  if (r.errors + r.timeouts > 0 || r.non2xx > 0) {
    problems.push(`${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`);
  }
}

/** A GET's answer exactly as sent: status, headers and body bytes (fetch would decompress them). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A GET's body exactly as sent with `Accept-Encoding: gzip`. */
async function compressedBytes(url) {
  const { status, headers, body } = await rawGet(url, { 'accept-encoding': 'gzip' });
  if (status !== 200 || headers['content-encoding'] !== 'gzip') throw new Error(`${url} answered ${status}, ${headers['content-encoding'] ?? 'not'} gzipped`);
  return body;
}

/** What the bare process must send to match the store: its headers (but the per-connection ones) and its bytes. */
const asSent = ({ headers, body }) => ({
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))),
  body,
});

/** Catalog reads: the bare reference, the catalog and single parts, sampling the server's memory. */
async function catalogReads(server) {
  const { base } = server;
  const res = await fetch(`${base}/api/all-parts`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const list = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(list) || list.length < settings.parts) {
    throw new Error(`/api/all-parts answered ${Array.isArray(list) ? list.length : 'no list of'} parts, expected ${settings.parts}`);
  }
  const gzipped = await compressedBytes(`${base}/api/all-parts`);
  const paths = list.map((p) => `/api/part/${p._id}`);

  // The same answers, headers and bytes, from a separate plain node:http process (bare-process.mjs).
  const answerOf = async (p) => {
    const plain = await rawGet(`${base}${p}`);
    const zipped = await rawGet(`${base}${p}`, { 'accept-encoding': 'gzip' });
    return { path: p, plain: asSent(plain), ...(zipped.headers['content-encoding'] === 'gzip' && { gzip: asSent(zipped) }) };
  };
  // One after another: after a thousand at once the store's figures came out about a third slower
  // for the rest of the run, all of it in the kernel's TCP path.
  const answers = [];
  for (const p of ['/api/all-parts', '/api/config', ...paths]) answers.push(await answerOf(p));
  const outside = await startBareProcess(answers, await freePort());
  active.add(outside.stop);

  // As browsers ask: they all take gzip.
  const gzip = { 'accept-encoding': 'gzip' };
  // Each route of the store is followed by its reference in the bare process, so the two are
  // measured back to back, seconds apart, under the same conditions of this shared machine.
  const jobs = {
    catalog: { url: `${base}/api/all-parts` },
    outside: { url: `${outside.base}/api/all-parts` },
    catalogGzip: { url: `${base}/api/all-parts`, headers: gzip },
    outsideGzip: { url: `${outside.base}/api/all-parts`, headers: gzip },
    part: { url: base, paths },
    outsidePart: { url: outside.base, paths },
    config: { url: `${base}/api/config`, headers: gzip },
    outsideConfig: { url: `${outside.base}/api/config`, headers: gzip },
  };
  log(`warming up (${settings.warmupSeconds} s per route, ${readGenerator})`);
  for (const job of Object.values(jobs)) {
    await readLoad({ ...job, connections: settings.connections, duration: settings.warmupSeconds });
  }

  const before = memoryOf(server.pid);
  let peakRssMB = before?.rssMB ?? 0;
  const sampler = setInterval(() => {
    const m = memoryOf(server.pid);
    if (m) peakRssMB = Math.max(peakRssMB, m.rssMB);
  }, 100);
  // Rounds in the order A B C, then C B A, and so on, so a machine that gets busier or quieter
  // during the run does not favour one route over another.
  const names = Object.keys(jobs);
  const order = Array.from({ length: settings.rounds }, (_, i) => (i % 2 === 0 ? names : [...names].reverse())).flat();
  const seconds = settings.seconds / settings.rounds;
  const raw = Object.fromEntries(Object.keys(jobs).map((name) => [name, []]));
  try {
    for (const name of order) {
      log(`${name}: ${settings.connections} connections for ${seconds} s`);
      // The CPU the answering process spent per request: a figure other work on the machine skews less.
      const pid = jobs[name].url.startsWith(outside.base) ? outside.pid : server.pid;
      const cpuBefore = cpuSecondsOf(pid);
      const r = await readLoad({ ...jobs[name], connections: settings.connections, duration: seconds });
      r.cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
      checkLoad(name, r);
      raw[name].push(r);
    }
  } finally {
    clearInterval(sampler);
    await outside.stop();
    active.delete(outside.stop);
  }
  const results = Object.fromEntries(Object.entries(raw).map(([name, rounds]) => [name, merge(rounds)]));
  const after = memoryOf(server.pid);
  const versus = (ref) => (r) => ({
    reqPerSec: r.reqPerSec / ref.reqPerSec,
    // The reference's CPU per request over this one's: 1 when the store adds no work of its own.
    cpu: ref.cpuMicrosPerRequest / r.cpuMicrosPerRequest,
    p50: r.p50Ms / Math.max(ref.p50Ms, 1),
    p99: r.p99Ms / Math.max(ref.p99Ms, 1),
  });
  // Against the bare process, round by round: each pair was measured back to back, and the
  // median of the pairs' ratios is what other work on the machine disturbs least.
  const paired = (name, reference) => {
    const pairs = raw[name].map((r, i) => [r, raw[reference][i]]);
    const perRequest = (r) => r.cpuSeconds / r.requests;
    return {
      ...versus(results[reference])(results[name]),
      reqPerSec: median(pairs.map(([r, ref]) => r.reqPerSec / ref.reqPerSec)),
      cpu: median(pairs.map(([r, ref]) => perRequest(ref) / perRequest(r))),
      // A round's p99 is its few slowest answers, and the bare process's own moves several times
      // over from one round to the next: the worst round against the worst round says which side
      // met the machine's slowest moment, the pairs' median what the store adds to the tail.
      p99: median(pairs.map(([r, ref]) => r.latency.p99 / Math.max(ref.latency.p99, 1))),
      pairs: pairs.length,
    };
  };
  results.catalog.vsOutside = paired('catalog', 'outside');
  results.catalogGzip.vsOutside = paired('catalogGzip', 'outsideGzip');
  results.part.vsOutside = paired('part', 'outsidePart');
  results.config.vsOutside = paired('config', 'outsideConfig');
  return {
    loadGenerator: readGenerator,
    parts: list.length,
    catalogKB: bytes.length / 1024,
    catalogGzipKB: gzipped.length / 1024,
    ...results,
    memory: {
      idleRssMB: before?.rssMB ?? null,
      peakRssUnderLoadMB: peakRssMB,
      // Peak since the process started (start-up included): the figure the budget is checked on.
      peakMB: Math.max(after?.hwmMB ?? 0, peakRssMB),
    },
  };
}

/** The reads alone (`--only reads`): a 1,000-part server, its catalog, parts and settings against a separate bare process. */
async function readsAlone(kind, { webDist, adminUrl }) {
  const server = await startServer({ kind, adminUrl, parts: settings.parts, webDist, log });
  active.add(server.stop);
  try {
    return { reads: await catalogReads(server) };
  } finally {
    await server.stop();
    active.delete(server.stop);
  }
}

/** One step alone (`--only checkout`, `--only builds`) on a 1,000-part server of its own. */
async function alongside(kind, { webDist, adminUrl }, step) {
  const server = await startServer({ kind, adminUrl, parts: settings.parts, webDist, log });
  active.add(server.stop);
  try {
    return await step(server);
  } finally {
    await server.stop();
    active.delete(server.stop);
  }
}

const buildCalls = flags.quick ? 10 : 30;

/** Checkout under contention: stock 100, 1,000 concurrent attempts to buy one. */
async function checkout(server, webDist) {
  const { base } = server;
  const image = readdirSync(path.join(webDist, 'images/parts')).find((f) => /\.(webp|png|jpe?g|svg)$/.test(f));
  const adminCookie = await signIn(base, demoAdmin);
  const newPart = (name, quantity) =>
    api(base, 'POST', '/api/part', {
      cookie: adminCookie,
      body: {
        name,
        category: 'ssd',
        price: 10,
        quantity,
        min: 1,
        image: `/images/parts/${image}`,
        description: 'A part created by npm run bench for the checkout burst.',
      },
    });
  const warm = await newPart('Bench warm-up drive', 1000);
  const part = await newPart('Bench contention drive', settings.stock);
  const cookie = await signIn(base, { email: 'customer@example.com', password: 'Customer12345' });
  const order = (partId) => ({
    url: `${base}/api/order`,
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: partId, quantity: 1 }),
  });

  log('checkout warm-up: 100 orders over 10 connections');
  const warmup = await load({ ...order(warm._id), connections: 10, amount: 100, timeout: 60 });
  if (warmup.counted['201'] !== 100) problems.push(`checkout warm-up: ${JSON.stringify(warmup.counted)}`);

  log(`checkout: ${settings.attempts} concurrent attempts on a stock of ${settings.stock}`);
  const r = await load({
    ...order(part._id),
    connections: settings.attempts,
    amount: settings.attempts,
    timeout: 120,
    track: [201, 409],
  });
  const accepted = r.counted['201'] ?? 0;
  const rejected = r.counted['409'] ?? 0;
  const otherAnswers = Object.entries(r.counted)
    .filter(([code]) => code !== '201' && code !== '409')
    .reduce((n, [, count]) => n + count, 0);
  const errors = otherAnswers + r.errors + r.timeouts;
  // The catalog shows a change of stock within about a second (decision 037).
  let stockAfter = (await api(base, 'GET', `/api/part/${part._id}`)).quantity;
  for (const until = Date.now() + 2_000; stockAfter !== 0 && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stockAfter = (await api(base, 'GET', `/api/part/${part._id}`)).quantity;
  }
  const myOrders = await api(base, 'GET', '/api/order', { cookie });
  const ordersRecorded = myOrders.filter((o) => o.orderId === part._id).length;
  const correct = accepted === settings.stock && stockAfter === 0 && ordersRecorded === settings.stock;
  if (errors > 0) problems.push(`checkout: ${errors} attempts neither accepted nor refused for stock: ${JSON.stringify(r.counted)}, ${r.errors} errors, ${r.timeouts} timeouts`);
  if (!correct) {
    problems.push(
      `checkout: ${accepted} accepted, ${ordersRecorded} orders recorded, stock ${stockAfter} afterwards (expected ${settings.stock}, ${settings.stock}, 0)`,
    );
  }
  const firstSale = (r.firstAt['201'] ?? 0) / 1000;
  const lastSale = (r.lastAt['201'] ?? 0) / 1000;
  const cart = await threeLineCheckouts(base, cookie, newPart);
  // The same burst of 1,000 new connections on a route that does no work: how long the load
  // generator takes to open them and get answers, which the checkout burst pays too.
  const reference = await load({ url: `${base}/api/config`, connections: settings.attempts, amount: settings.attempts, timeout: 60, track: [200] });
  return {
    attempts: settings.attempts,
    stock: settings.stock,
    accepted,
    rejected,
    errors,
    statusCodes: r.counted,
    stockAfter,
    ordersPerSec: accepted > 1 && lastSale > firstSale ? (accepted - 1) / (lastSale - firstSale) : 0,
    // Accepted orders over the seconds from the start of the burst (connections included).
    ordersPerSecFromStart: lastSale > 0 ? accepted / lastSale : 0,
    firstAcceptedSeconds: firstSale,
    lastAcceptedSeconds: lastSale,
    // Seconds from the start of the burst to the first and last answer of each status.
    answeredAt: Object.fromEntries(Object.keys(r.firstAt).map((code) => [code, [r.firstAt[code] / 1000, r.lastAt[code] / 1000]])),
    connectionReference: { firstAnswerSeconds: (reference.firstAt['200'] ?? 0) / 1000, lastAnswerSeconds: (reference.lastAt['200'] ?? 0) / 1000 },
    ordersRecorded,
    correct,
    burstSeconds: r.seconds,
    attemptsPerSec: r.requests / r.seconds,
    latency: { p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max },
    // The warm-up: 100 orders from 10 connections on a part with plenty of stock.
    uncontended: { ordersPerSec: warmup.requests / warmup.seconds, p50Ms: warmup.latency.p50, p99Ms: warmup.latency.p99 },
    cart,
  };
}

/**
 * Checkouts of three-line carts over shared stock (issue 27): three parts with stock 300, 250 and
 * 200, 1,000 concurrent `POST /api/checkout` of one unit of each, shipped to the US (no tax).
 * Exactly 200 are accepted, every part's stock falls by 200, and nothing else is answered.
 */
async function threeLineCheckouts(base, cookie, newPart) {
  const stocks = [300, 250, 200];
  const partsSold = [];
  for (const [n, stock] of stocks.entries()) partsSold.push(await newPart(`Bench cart part ${n + 1}`, stock));
  const { methods } = await api(base, 'GET', '/api/checkout/options', { cookie });
  const standard = methods[0];
  const subtotal = 3 * 10;
  const body = JSON.stringify({
    lines: partsSold.map((part) => ({ partId: part._id, quantity: 1 })),
    shippingAddress: { name: 'Bench Shopper', line1: '1 Main Street', line2: '', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US', phone: '+1 217 555 0100' },
    shippingMethodId: standard.id,
    expectedTotal: subtotal + (standard.freeAbove !== null && subtotal >= standard.freeAbove ? 0 : standard.price),
  });
  log(`checkout of three-line carts: ${settings.attempts} concurrent attempts over stock ${stocks.join(', ')}`);
  const r = await load({
    url: `${base}/api/checkout`,
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body,
    connections: settings.attempts,
    amount: settings.attempts,
    timeout: 120,
    track: [201, 409],
  });
  const accepted = r.counted['201'] ?? 0;
  const errors = Object.entries(r.counted).filter(([code]) => code !== '201' && code !== '409').reduce((n, [, count]) => n + count, 0) + r.errors + r.timeouts;
  const sold = Math.min(...stocks);
  let stockAfter = [];
  for (const until = Date.now() + 2_000; ; ) {
    stockAfter = await Promise.all(partsSold.map(async (part) => (await api(base, 'GET', `/api/part/${part._id}`)).quantity));
    if (stockAfter.every((left, n) => left === stocks[n] - sold) || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const correct = accepted === sold && stockAfter.every((left, n) => left === stocks[n] - sold);
  if (errors > 0) problems.push(`three-line checkout: ${errors} attempts neither accepted nor refused: ${JSON.stringify(r.counted)}, ${r.errors} errors, ${r.timeouts} timeouts`);
  if (!correct) problems.push(`three-line checkout: ${accepted} accepted, stock ${stockAfter.join(', ')} afterwards (expected ${sold}, ${stocks.map((s) => s - sold).join(', ')})`);
  const first = (r.firstAt['201'] ?? 0) / 1000;
  const last = (r.lastAt['201'] ?? 0) / 1000;
  return {
    attempts: settings.attempts,
    accepted,
    errors,
    statusCodes: r.counted,
    stockAfter,
    correct,
    ordersPerSec: accepted > 1 && last > first ? (accepted - 1) / (last - first) : 0,
    firstAcceptedSeconds: first,
    lastAcceptedSeconds: last,
    latency: { p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max },
  };
}

/**
 * The back office on a large order history: the sales overview, the admin's order search and the
 * CSV export of every order, each timed one call after another (an admin at a time).
 */
async function backOffice(kind, { webDist, adminUrl }) {
  const server = await startServer({ kind, adminUrl, parts: settings.parts, orders: settings.orders, webDist, log });
  active.add(server.stop);
  try {
    const cookie = await signIn(server.base, demoAdmin);
    const timed = async (url) => {
      const times = [];
      let bytes = 0;
      for (let i = 0; i < settings.backOfficeCalls; i++) {
        const t = performance.now();
        const res = await fetch(`${server.base}${url}`, { headers: { cookie } });
        const body = await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        bytes = body.byteLength;
      }
      times.sort((a, b) => a - b);
      return { p50Ms: times[Math.floor(times.length / 2)], maxMs: times.at(-1), bytes };
    };
    log(`back office: ${settings.backOfficeCalls} calls each on ${int(settings.orders)} orders`);
    const overview = await timed('/api/admin/overview?tz=Europe%2FBerlin');
    const search = await timed('/api/admin/orders?q=generated&limit=25');
    const csv = await timed('/api/admin/orders.csv');
    return { orders: settings.orders, overview, search, csv, peakMB: memoryOf(server.pid)?.hwmMB ?? null };
  } finally {
    await server.stop();
    active.delete(server.stop);
  }
}

/**
 * The soak (issue 24): a minute of reads as a busy shop sees them, a quarter each of the catalog,
 * single parts, part pages and one customer's orders (a database read per request), at 64
 * connections on a server of its own; its memory after warm-up should stay flat.
 */
async function soak(kind, { webDist, adminUrl }) {
  const server = await startServer({ kind, adminUrl, parts: settings.parts, webDist, log });
  active.add(server.stop);
  try {
    const { base } = server;
    const cookie = await signIn(base, { email: 'customer@example.com', password: 'Customer12345' });
    const parts = await api(base, 'GET', '/api/all-parts');
    for (const part of parts.slice(0, 5)) await api(base, 'POST', '/api/order', { cookie, body: { orderId: part._id, quantity: part.min } });
    const sample = Array.from({ length: 100 }, (_, i) => parts[(i * 37) % parts.length]._id);
    const paths = [
      ...sample.map(() => '/api/all-parts'),
      ...sample.map((id) => `/api/part/${id}`),
      ...sample.map((id) => `/parts/${id}`),
      ...sample.map(() => '/api/order'),
    ];
    const before = memoryOf(server.pid);
    log(`soak (${kind}): ${settings.connections} connections for ${settings.soakSeconds} s over catalog, part, part page and order reads`);
    // Warmed up half-way through: the server grows to its working size in steps over the first
    // two minutes or so (bench/README.md), and from then on its memory should stay flat.
    let warm = null;
    const warmTimer = setTimeout(() => (warm = memoryOf(server.pid)), (settings.soakSeconds * 1000) / 2);
    const r = await load({ url: base, paths, headers: { cookie, 'accept-encoding': 'gzip' }, connections: settings.connections, duration: settings.soakSeconds });
    clearTimeout(warmTimer);
    checkLoad(`soak (${kind})`, r);
    const after = memoryOf(server.pid);
    log(`soak (${kind}): ${int(r.reqPerSec)} req/s, p99 ${ms(r.latency.p99)} ms, ${int(before?.rssMB ?? 0)} MB before, ${int(after?.rssMB ?? 0)} MB after, peak ${int(after?.hwmMB ?? 0)} MB`);
    return { seconds: r.seconds, reqPerSec: r.reqPerSec, p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, rssBeforeMB: before?.rssMB ?? null, rssWarmMB: warm?.rssMB ?? null, rssAfterMB: after?.rssMB ?? null, peakMB: after?.hwmMB ?? null };
  } finally {
    await server.stop();
    active.delete(server.stop);
  }
}

/** The server's peak memory on its very first start: an empty data directory, seeded by itself. */
async function firstStart(kind, { webDist, adminUrl }) {
  const server = await startServer({ kind, adminUrl, parts: 0, webDist, log, seed: false });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const memory = memoryOf(server.pid);
    log(`first start (${kind}): answering after ${server.startSeconds.toFixed(1)} s, peak ${int(memory?.hwmMB ?? 0)} MB`);
    return { startSeconds: server.startSeconds, peakMB: memory?.hwmMB ?? null };
  } finally {
    await server.stop();
  }
}

async function measure(kind, { webDist, adminUrl, withLighthouse }) {
  const loadBefore = loadAverage();
  log(`— ${kind} — (load average ${loadBefore.join(' ')} on ${os.cpus().length} CPUs)`);
  const first = await firstStart(kind, { webDist, adminUrl });
  const server = await startServer({ kind, adminUrl, parts: settings.parts, webDist, log });
  active.add(server.stop);
  let shared;
  try {
    const reads = await catalogReads(server);
    const orders = await checkout(server, webDist);
    const builds = await buildsAndAdvisor(server, { log, calls: buildCalls });
    let lighthouse = null;
    if (withLighthouse) {
      const { items: [part] } = await api(server.base, 'GET', '/api/parts?limit=1');
      lighthouse = await lighthouseScores(
        { '/': `${server.base}/`, '/parts': `${server.base}/parts`, '/parts/:id': `${server.base}/parts/${part._id}` },
        { runs: settings.lighthouseRuns, log },
      );
      if (!lighthouse.measured) log(`lighthouse not measured: ${lighthouse.reason}`);
    }
    if (!server.isRunning()) throw new Error(`the server stopped during the run:\n${server.logTail()}`);
    shared = { reads, checkout: orders, builds, lighthouse, seedSeconds: server.seedSeconds, startSeconds: server.startSeconds };
  } catch (err) {
    if (server.isRunning()) log(`server log:\n${server.logTail()}`);
    throw err;
  } finally {
    await server.stop();
    active.delete(server.stop);
  }
  // Each of the rest on a server of its own, with no other server of the run beside it.
  const office = await backOffice(kind, { webDist, adminUrl });
  const mix = await shopMixApart({ kind, adminUrl, parts: settings.mixParts[kind], webDist, log, seconds: settings.mixSeconds, connections: settings.mixConnections });
  checkMix(mix);
  const soaked = await soak(kind, { webDist, adminUrl });
  // A database's figure: measured on PostgreSQL (decision 044).
  const filtered = kind === 'postgres' ? await filteredCatalog({ webDist, adminUrl, log, requests: flags.quick ? 100 : undefined }) : null;
  const managed = await manageProduct(kind, { webDist, adminUrl, log, rounds: flags.quick ? 2 : undefined });
  const cold = await coldSearch(kind, { webDist, adminUrl, log, requests: flags.quick ? 60 : undefined });
  const imported = await catalogImport(kind, { webDist, adminUrl, log });
  return {
    catalogImport: imported,
    ...shared,
    manageProduct: managed,
    coldSearch: cold,
    mix,
    filteredCatalog: filtered,
    backOffice: office,
    soak: soaked,
    firstStart: first,
    // Other work on the machine skews every figure but the ratios less: see the README.
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
}

// ——— formatting ———

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n < 10 ? n.toFixed(1) : int(n));
const x = (n) => `${n < 0.1 ? n.toFixed(3) : n.toFixed(2)}×`;
const mark = (ok) => (ok ? '✓' : '✗');

/** A row's cells, one per database: what `fn` makes of its run, or that it failed. */
const cellsOf = (runs) => (fn) => Object.fromEntries(Object.entries(runs).map(([kind, r]) => [kind, r.error ? 'failed' : fn(r, kind)]));

/** The rows of the 1,000-part catalog's reads (step 3). */
function readRows(runs) {
  const cells = cellsOf(runs);
  return [
    ['Load generator for reads', '—', cells((r) => r.reads.loadGenerator)],
    // The catalog's reads have floors (issue 39); the settings, a route that does no work, show
    // what every answer costs the framework, the hooks and the access line, and have none.
    ...[
      ['GET /api/all-parts', 'catalog', 'outside', true],
      ['GET /api/all-parts, gzip', 'catalogGzip', 'outsideGzip', true],
      ['GET /api/part/:id', 'part', 'outsidePart', true],
      ['GET /api/config (no catalog read: a figure, no floor)', 'config', 'outsideConfig', false],
    ].flatMap(([figure, name, reference, floored]) => [
      [
        `${figure} (${settings.parts} parts) vs a separate bare node:http process sending the same bytes: req/s`,
        floored ? `≥ ${budgets.catalogRatio}× that process` : '—',
        cells((r) => {
          const { reqPerSec: ratio, cpu, pairs } = r.reads[name].vsOutside;
          const perRequest = `CPU ${ms(r.reads[name].cpuMicrosPerRequest)} vs ${ms(r.reads[reference].cpuMicrosPerRequest)} µs a request (${x(cpu)})`;
          const of = pairs > 1 ? `, the median of ${pairs} back-to-back pairs` : '';
          return `${int(r.reads[name].reqPerSec)} vs ${int(r.reads[reference].reqPerSec)} (${x(ratio)}${of}); ${perRequest}${floored ? ` ${mark(ratio >= budgets.catalogRatio)}` : ''}`;
        }),
      ],
      [
        `${figure}: p50 / p99`,
        floored ? `p99 ≤ ${budgets.p99Ratio}× that process` : '—',
        cells((r) => {
          const { p99, pairs } = r.reads[name].vsOutside;
          const of = pairs > 1 ? `, the median of ${pairs} pairs; the slowest rounds' ${ms(r.reads[name].p99Ms)} vs ${ms(r.reads[reference].p99Ms)} ms` : '';
          return `${ms(r.reads[name].p50Ms)} / ${ms(r.reads[name].p99Ms)} ms (p99 ${x(p99)} that process's${of})${floored ? ` ${mark(p99 <= budgets.p99Ratio)}` : ''}`;
        }),
      ],
    ]),
  ];
}

function rows(runs, page) {
  const cells = cellsOf(runs);
  const first = Object.keys(runs)[0];
  const pageCells = (fn) => Object.fromEntries(Object.keys(runs).map((kind) => [kind, kind === first ? fn() : '(same build)']));
  const lh = (name) => (r) => {
    if (!r.lighthouse) return '—';
    if (!r.lighthouse.measured) return `not measured (${r.lighthouse.reason})`;
    const p = r.lighthouse.pages[name];
    const { performance, accessibility, 'best-practices': practices, seo } = p.scores;
    const ok = Object.values(p.scores).every((score) => score >= budgets.lighthouseScore) && p.cls < budgets.cls;
    return `${performance} / ${accessibility} / ${practices} / ${seo}, CLS ${p.cls.toFixed(3)}, LCP ${int(p.lcpMs)} ms, TBT ${int(p.tbtMs)} ms (BenchmarkIndex ${int(p.benchmarkIndex)}) ${mark(ok)}`;
  };
  return [
    ...readRows(runs),
    ...checkoutRows(runs),
    ...buildRows(cells, { ms, mark }),
    ['Server peak RSS (VmHWM) after the reads', '—', cells((r) => `${int(r.reads.memory.peakMB)} MB (idle ${int(r.reads.memory.idleRssMB)} MB)`)],
    [
      'First start on an empty data directory (the server seeds the demo catalog): peak RSS (VmHWM)',
      `< ${budgets.firstStartMB} MB`,
      cells((r) => `${int(r.firstStart.peakMB)} MB, answering after ${r.firstStart.startSeconds.toFixed(1)} s ${mark(r.firstStart.peakMB < budgets.firstStartMB)}`),
    ],
    [
      `Sales overview at ${int(settings.orders)} orders: p50 / max`,
      `p50 < ${budgets.overviewMs} ms`,
      cells((r) => `${ms(r.backOffice.overview.p50Ms)} / ${ms(r.backOffice.overview.maxMs)} ms ${mark(r.backOffice.overview.p50Ms < budgets.overviewMs)}`),
    ],
    [
      `Admin order search (25 of ${int(settings.orders)}, with the total): p50 / max`,
      '—',
      cells((r) => `${ms(r.backOffice.search.p50Ms)} / ${ms(r.backOffice.search.maxMs)} ms`),
    ],
    [
      `CSV export of all ${int(settings.orders)} orders: p50, size`,
      '—',
      cells((r) => `${ms(r.backOffice.csv.p50Ms)} ms, ${(r.backOffice.csv.bytes / 2 ** 20).toFixed(1)} MB; server peak ${int(r.backOffice.peakMB ?? 0)} MB`),
    ],
    [
      'Page `/`: JS / CSS gzipped',
      `JS ≤ ${budgets.homeJsKB} KB`,
      pageCells((() => `${(page['/'].js.gzip / 1024).toFixed(1)} / ${(page['/'].css.gzip / 1024).toFixed(1)} KB ${mark(page['/'].js.gzip / 1024 <= budgets.homeJsKB)}`)),
    ],
    [
      'Page `/parts`: JS / CSS gzipped',
      '—',
      pageCells((() => `${(page['/parts'].js.gzip / 1024).toFixed(1)} / ${(page['/parts'].css.gzip / 1024).toFixed(1)} KB`)),
    ],
    ...['/', '/parts', '/parts/:id'].map((name) => [
      `Lighthouse mobile \`${name}\`: performance / accessibility / best practices / SEO, CLS`,
      `each ≥ ${budgets.lighthouseScore}, CLS < ${budgets.cls}`,
      cells(lh(name)),
    ]),
    mixRow(runs),
    soakRow(runs),
    filteredRow(cells, { int, mark }),
    manageProductRow(cells, { int, mark }),
    coldSearchRow(cells, { int, mark }),
    catalogImportRow(cells, { int, mark }),
  ];
}

/** The checkout bursts: one part, then three-line carts (`--only checkout` runs just these). */
function checkoutRows(runs) {
  const cells = cellsOf(runs);
  return [
    [
      `Checkout, ${settings.attempts} attempts on stock ${settings.stock}: accepted / rejected / errors`,
      `${settings.stock} / ${settings.attempts - settings.stock} / 0, stock 0`,
      cells((r) => {
        const c = r.checkout;
        return `${c.accepted} / ${c.rejected} / ${c.errors}, stock ${c.stockAfter} ${mark(c.correct && c.errors === 0)}`;
      }),
    ],
    [
      'Checkout: accepted orders/s',
      `≥ ${budgets.ordersPerSec}/s on PostgreSQL`,
      cells((r, kind) => {
        const c = r.checkout;
        const judged = kind === 'postgres' ? ` ${mark(c.ordersPerSec >= budgets.ordersPerSec)}` : '';
        const sales = `sales from ${c.firstAcceptedSeconds.toFixed(2)} to ${c.lastAcceptedSeconds.toFixed(2)} s`;
        const connect = `1,000 connections to a no-op route: first answer at ${c.connectionReference.firstAnswerSeconds.toFixed(2)} s`;
        return `${int(c.ordersPerSec)}/s (${sales}; ${int(c.ordersPerSecFromStart)}/s from the burst's start; ${connect})${judged}`;
      }),
    ],
    [
      'Checkout of three-line carts: accepted orders/s',
      `≥ ${budgets.ordersPerSec}/s on PostgreSQL; 200 accepted, no error`,
      cells((r, kind) => {
        const c = r.checkout.cart;
        const judged = kind === 'postgres' ? ` ${mark(c.ordersPerSec >= budgets.ordersPerSec && c.correct && c.errors === 0)}` : '';
        return `${int(c.ordersPerSec)}/s (${c.accepted} accepted, ${c.errors} errors, stock ${c.stockAfter.join(' / ')})${judged}`;
      }),
    ],
  ];
}

/** A mix run's failures: errors, timeouts and answers other than each kind's expected ones. */
function checkMix(mix) {
  const unexpected = Object.values(mix.unexpected).reduce((n, count) => n + count, 0);
  if (mix.errors + mix.timeouts + unexpected > 0) problems.push(`shop mix (${mix.kind}): ${mix.errors} errors, ${mix.timeouts} timeouts, unexpected ${JSON.stringify(mix.unexpected)}`);
}

function mixRow(runs) {
  const shares = Object.entries(MIX).map(([kind, share]) => `${Math.round(share * 100)} % ${kind}`).join(', ');
  const cells = cellsOf(runs)(({ mix: m }) => {
    const ok = m.p95Ms < budgets.mixP95Ms && m.p99Ms < budgets.mixP99Ms && m.errors + m.timeouts === 0 && Object.keys(m.unexpected).length === 0;
    return `${int(m.parts)} parts: ${int(m.reqPerSec)} req/s, p50 ${ms(m.p50Ms)} / p95 ${ms(m.p95Ms)} / p99 ${ms(m.p99Ms)} ms, ${m.errors + m.timeouts} errors or timeouts, peak ${int(m.memory.hwmMB)} MB ${mark(ok)}`;
  });
  return [`A shop's mix at ${settings.mixConnections} connections for ${settings.mixSeconds} s (${shares})`, `p95 < ${budgets.mixP95Ms} ms, p99 < ${budgets.mixP99Ms} ms, no errors`, cells];
}

function soakRow(runs) {
  const cells = Object.fromEntries(
    Object.entries(runs).map(([kind, { soak: s, error }]) => [
      kind,
      error ? 'failed' : `${int(s.rssWarmMB)} MB warm, ${int(s.rssAfterMB)} MB at the end, peak ${int(s.peakMB)} MB (${int(s.rssBeforeMB)} MB before; ${int(s.reqPerSec)} req/s, p99 ${ms(s.p99Ms)} ms) ${mark(s.rssWarmMB > 0 && s.rssAfterMB <= s.rssWarmMB * budgets.soakGrowth)}`,
    ]),
  );
  return [`Soak: ${settings.soakSeconds} s at ${settings.connections} connections (catalog, part, part page, orders): memory after warm-up`, `flat: the end ≤ ${budgets.soakGrowth}× half-way`, cells];
}

function table(runs, page, body = rows(runs, page)) {
  const names = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };
  const header = ['Figure', 'Budget', ...Object.keys(runs).map((k) => names[k])];
  const cellRows = body.map(([figure, budget, cells]) => [figure, budget, ...Object.values(cells)]);
  const widths = header.map((_, i) => Math.max(...[header, ...cellRows].map((r) => [...r[i]].length)));
  const line = (r) => `| ${r.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cellRows.map(line)].join('\n');
}

// ——— the run ———

let webDistCopy = null;
try {
  if (!flags['skip-build']) {
    log('building (npm run build)');
    const t = performance.now();
    await run('npm', ['run', 'build']);
    log(`built in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  // The servers serve a copy, so a rebuild elsewhere during the run does not change the page;
  // the page's server build (dist-ssr, decision 013) goes beside it, where the server looks.
  const webCopy = mkdtempSync(path.join(os.tmpdir(), 'coreparts-bench-web-'));
  webDistCopy = path.join(webCopy, 'dist');
  cpSync(path.join(root, 'apps/web/dist'), webDistCopy, { recursive: true });
  cpSync(path.join(root, 'apps/web/dist-ssr'), path.join(webCopy, 'dist-ssr'), { recursive: true });
  const page = pageWeight(webDistCopy);

  const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  const runs = {};
  for (const kind of kinds) {
    try {
      const adminUrl = process.env.TEST_DATABASE_URL;
      runs[kind] = soakOnly
        ? { soak: await soak(kind, { webDist: webDistCopy, adminUrl }) }
        : readsOnly
          ? await readsAlone(kind, { webDist: webDistCopy, adminUrl })
          : checkoutOnly
            ? await alongside(kind, { webDist: webDistCopy, adminUrl }, async (server) => ({ checkout: await checkout(server, webDistCopy) }))
            : buildsOnly
              ? await alongside(kind, { webDist: webDistCopy, adminUrl }, async (server) => ({ builds: await buildsAndAdvisor(server, { log, calls: buildCalls }) }))
              : manageProductOnly
                ? { manageProduct: await manageProduct(kind, { webDist: webDistCopy, adminUrl, log, rounds: flags.quick ? 2 : undefined }) }
                : coldSearchOnly
                  ? { coldSearch: await coldSearch(kind, { webDist: webDistCopy, adminUrl, log, requests: flags.quick ? 60 : undefined }) }
                  : catalogImportOnly
                    ? { catalogImport: await catalogImport(kind, { webDist: webDistCopy, adminUrl, log }) }
                    : await measure(kind, { webDist: webDistCopy, adminUrl, withLighthouse: kind === kinds[0] && !flags['skip-lighthouse'] });
    } catch (err) {
      problems.push(`${kind}: ${err.message}`);
      runs[kind] = { error: err.message };
    }
  }
  if (!process.env.TEST_DATABASE_URL) log('TEST_DATABASE_URL is not set: PostgreSQL not measured');

  const results = {
    date: new Date().toISOString(),
    quick: flags.quick,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings,
    budgets,
    page,
    runs,
    problems,
    seconds: (performance.now() - started) / 1000,
  };
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  const file = flags.only ?? 'latest';
  writeFileSync(path.join(import.meta.dirname, `results/${file}.json`), `${JSON.stringify(results, null, 2)}\n`);

  console.log(table(runs, page, soakOnly ? [soakRow(runs)] : readsOnly ? readRows(runs) : checkoutOnly ? checkoutRows(runs) : buildsOnly ? buildRows(cellsOf(runs), { ms, mark }) : manageProductOnly ? [manageProductRow(cellsOf(runs), { int, mark })] : coldSearchOnly ? [coldSearchRow(cellsOf(runs), { int, mark })] : catalogImportOnly ? [catalogImportRow(cellsOf(runs), { int, mark })] : undefined));
  log(`wrote bench/results/${file}.json (${results.seconds.toFixed(0)} s in all)`);
} catch (err) {
  problems.push(err.message);
} finally {
  if (webDistCopy) rmSync(path.dirname(webDistCopy), { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\nbench: something is broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

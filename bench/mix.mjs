/**
 * A shop's mix (issue 39): `connections` shoppers at once, each sending one request after another,
 * chosen at random in these shares: the whole catalog, category lists, part pages, searches, cart
 * previews and checkouts. Latencies are taken per kind and together; an error, a timeout or an
 * answer other than the kind's expected status fails the row. The server's peak memory (VmHWM) is
 * read when the load ends.
 *
 * Run alone: `node bench/mix.mjs [--parts 10000] [--seconds 30] [--connections 16] [--postgres] [-- node options]`
 * after `npm run build` (PostgreSQL needs TEST_DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchShoppers, memoryOf, percentile, root, startServer } from './server.mjs';

/** Each kind's share of the requests, and how it is made. */
export const MIX = { catalog: 0.15, list: 0.15, partPage: 0.25, search: 0.15, cartPreview: 0.2, checkout: 0.1 };
const TIMEOUT_MS = 10_000;
const WARMUP_SECONDS = 3;

const figures = (latencies, seconds) => ({
  requests: latencies.length,
  reqPerSec: latencies.length / seconds,
  p50Ms: percentile(latencies, 50) ?? 0,
  p95Ms: percentile(latencies, 95) ?? 0,
  p99Ms: percentile(latencies, 99) ?? 0,
  maxMs: Math.max(0, ...latencies),
});

/** One request on a kept-alive connection; resolves with its status once the whole body has arrived (not decoded). */
function send(agent, base, { method = 'GET', path: url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, agent, headers: { 'accept-encoding': 'gzip', ...headers }, timeout: TIMEOUT_MS }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function json(base, method, url, { cookie, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, ...(cookie && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), headers: res.headers };
}

/**
 * A customer's session cookie, signed in from `localAddress` (any 127.x address reaches the
 * server): sign-ins are limited per address, as a shop's customers come from many.
 */
function signedIn(base, { email, password }, localAddress) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/auth/sign-in/email`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', origin: base } }, (res) => {
      res.resume();
      if (res.statusCode !== 200) return reject(new Error(`sign-in as ${email} answered ${res.statusCode}`));
      resolve((res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ email, password }));
  });
}

/** What the shoppers ask for: every part's id, price and minimum, the categories, words of part names, signed-in customers. */
async function shopOf(base, kind) {
  const parts = [];
  for (let cursor = null; ; ) {
    const page = (await json(base, 'GET', `/api/parts?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).body;
    parts.push(...page.items.filter((p) => p.quantity >= p.min * 20).map((p) => ({ id: p._id, priceCents: Math.round(p.price * 100), min: p.min, name: p.name })));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const categories = (await json(base, 'GET', '/api/categories')).body.map((c) => c.slug);
  const words = [...new Set(parts.flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 3))];
  const customers = [{ email: 'customer@example.com', password: 'Customer12345' }, ...(kind === 'postgres' ? benchShoppers : [])];
  const cookies = [];
  for (const [i, customer] of customers.entries()) cookies.push(await signedIn(base, customer, `127.0.1.${1 + Math.floor(i / 5)}`));
  const { methods } = (await json(base, 'GET', '/api/checkout/options', { cookie: cookies[0] })).body;
  return { parts, categories, words, cookies, shipping: methods[0] };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** `n` different items of `list` (a cart names each part once, or it is a 400). */
function pickDistinct(list, n) {
  const chosen = new Set();
  while (chosen.size < Math.min(n, list.length)) chosen.add(pick(list));
  return [...chosen];
}

/** A request of `kind`, and the statuses that answer it as expected. */
function requestOf(kind, shop, base) {
  const part = pick(shop.parts);
  switch (kind) {
    case 'catalog':
      return { path: '/api/all-parts', ok: [200] };
    case 'list':
      return { path: `/api/parts?category=${pick(shop.categories)}&limit=24${Math.random() < 0.3 ? '&sort=price-asc' : ''}`, ok: [200] };
    case 'partPage':
      return { path: `/parts/${part.id}`, ok: [200] };
    case 'search': {
      const words = Math.random() < 0.5 ? [pick(shop.words)] : [pick(shop.words), pick(shop.words).slice(0, 3)];
      return { path: `/api/parts?q=${encodeURIComponent(words.join(' '))}&limit=24`, ok: [200] };
    }
    case 'cartPreview': {
      const lines = pickDistinct(shop.parts, 1 + Math.floor(Math.random() * 3)).map((p) => ({ partId: p.id, quantity: 1 }));
      return { method: 'POST', path: '/api/cart/preview', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ lines }), ok: [200] };
    }
    case 'checkout': {
      const subtotal = part.priceCents * part.min;
      const { price, freeAbove } = shop.shipping;
      const shippingCents = freeAbove !== null && subtotal >= Math.round(freeAbove * 100) ? 0 : Math.round(price * 100);
      const body = {
        lines: [{ partId: part.id, quantity: part.min }],
        shippingAddress: { name: 'Bench Shopper', line1: '1 Main Street', line2: '', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US', phone: '+1 217 555 0100' },
        shippingMethodId: shop.shipping.id,
        expectedTotal: (subtotal + shippingCents) / 100,
      };
      // 409: the part sold out meanwhile, which a shop's mix may meet; anything else is an error.
      return { method: 'POST', path: '/api/checkout', headers: { 'content-type': 'application/json', origin: base, cookie: pick(shop.cookies) }, body: JSON.stringify(body), ok: [201, 409] };
    }
    default:
      throw new Error(`no request of kind ${kind}`);
  }
}

function kindAt(random) {
  let sum = 0;
  for (const [kind, share] of Object.entries(MIX)) {
    sum += share;
    if (random < sum) return kind;
  }
  return 'checkout';
}

/** The mix against a running server for `seconds` (after a warm-up), at `connections`. */
export async function runMix(base, { connections, seconds, shop }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, []]));
  const failures = { errors: 0, timeouts: 0, unexpected: {} };
  let measuring = false;
  const warmupEnds = Date.now() + WARMUP_SECONDS * 1000;
  const ends = warmupEnds + seconds * 1000;
  async function shopper() {
    while (Date.now() < ends) {
      if (!measuring && Date.now() >= warmupEnds) measuring = true;
      const kind = kindAt(Math.random());
      const request = requestOf(kind, shop, base);
      const started = performance.now();
      const counted = measuring;
      try {
        const status = await send(agent, base, request);
        if (!counted) continue;
        latencies[kind].push(performance.now() - started);
        if (!request.ok.includes(status)) failures.unexpected[`${kind} ${status}`] = (failures.unexpected[`${kind} ${status}`] ?? 0) + 1;
      } catch (err) {
        if (!counted) continue;
        if (err.message === 'timeout') failures.timeouts++;
        else failures.errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, shopper));
  agent.destroy();
  const all = Object.values(latencies).flat();
  return {
    connections,
    seconds,
    ...figures(all, seconds),
    byKind: Object.fromEntries(Object.entries(latencies).map(([kind, list]) => [kind, figures(list, seconds)])),
    ...failures,
  };
}

/** A server of its own with `parts` parts, the mix against it, its peak memory. */
export async function shopMix({ kind, adminUrl, parts, webDist, log, seconds = 30, connections = 16, nodeOptions = [] }) {
  const server = await startServer({ kind, adminUrl, parts, webDist, log, nodeOptions });
  try {
    const shop = await shopOf(server.base, kind);
    log(`mix on ${kind}, ${parts} parts${nodeOptions.length ? `, node ${nodeOptions.join(' ')}` : ''}: ${connections} connections for ${seconds} s`);
    const result = await runMix(server.base, { connections, seconds, shop });
    return { kind, parts, nodeOptions, ...result, memory: memoryOf(server.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * `shopMix` in a process of its own, as the full bench runs it: the mix's client, which receives
 * every whole catalog, then carries nothing of the rows run before it in the bench's process.
 */
export async function shopMixApart({ kind, adminUrl, parts, webDist, log, seconds, connections }) {
  const args = ['--parts', String(parts), '--seconds', String(seconds), '--connections', String(connections), '--web-dist', webDist];
  if (kind === 'postgres') args.push('--postgres');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], {
    env: { ...process.env, TEST_DATABASE_URL: adminUrl ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  createInterface({ input: child.stderr }).on('line', (line) => log(line.replace(/^mix: /, '')));
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`the mix exited with ${code}`);
  return JSON.parse(output);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: {
      parts: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '30' },
      connections: { type: 'string', default: '16' },
      postgres: { type: 'boolean', default: false },
      'web-dist': { type: 'string', default: path.join(root, 'apps/web/dist') },
    },
    allowPositionals: true,
  });
  const result = await shopMix({
    kind: values.postgres ? 'postgres' : 'pglite',
    adminUrl: process.env.TEST_DATABASE_URL,
    parts: Number(values.parts),
    webDist: values['web-dist'],
    log: (message) => console.error(`mix: ${message}`),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    nodeOptions: positionals,
  });
  console.log(JSON.stringify(result, null, 2));
}

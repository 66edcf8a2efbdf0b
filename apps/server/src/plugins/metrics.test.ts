import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parts } from '@/db/schema.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { registerMetrics } from './metrics.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TOKEN = 'metrics-token-for-the-tests';
const ORDERS_PLACED = 'coreparts_orders_placed_total';

/** The value of one series in a text exposition, e.g. `name{label="x"}`; undefined when absent. */
function valueOf(exposition: string, series: string) {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const requestCount = (exposition: string, method: string, route: string, status: number) =>
  valueOf(exposition, `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`);

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no metrics route and measures nothing', async () => {
    await t.app.inject('/api/config');
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    // Other modules may still register theirs in the registry; none of ours is there.
    const { registry } = t.app.metrics;
    for (const name of ['http_request_duration_seconds', ORDERS_PLACED, 'process_cpu_user_seconds_total']) {
      expect(registry.getSingleMetric(name)).toBeUndefined();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let customer: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    customer = await createAccount(t);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a missing or wrong token with 401', async () => {
    const wrong = [undefined, `Bearer ${TOKEN.slice(0, -1)}x`, 'Bearer short', TOKEN];
    for (const authorization of wrong) {
      const res = await t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("labels requests by their route's pattern, and unmatched ones as one", async () => {
    const catalog = (await t.app.inject('/api/all-parts')).json() as { _id: string }[];
    const id = catalog[0]!._id;
    expect((await t.app.inject(`/api/part/${id}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/no-such-route')).statusCode).toBe(404);

    const exposition = await scrape();
    expect(requestCount(exposition, 'GET', '/api/part/:id', 200)).toBe(1);
    expect(requestCount(exposition, 'GET', 'unmatched', 404)).toBe(1);
    expect(exposition).toContain('http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/part/:id"');
    expect(exposition).not.toContain(id);
    expect(exposition).not.toContain('no-such-route');
  });

  it('counts server errors by their status', async () => {
    vi.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    expect((await t.app.inject('/api/health')).statusCode).toBe(503);
    expect(requestCount(await scrape(), 'GET', '/api/health', 503)).toBe(1);
  });

  it('counts the orders placed, and not the refused ones', async () => {
    const [part] = await t.db
      .insert(parts)
      .values({ name: `Metrics part ${Date.now()}`, category: 'ssd', priceCents: 1_000, image: '/x.webp', description: 'Test', minOrder: 1, quantity: 5 })
      .returning();
    t.app.parts.invalidateCatalog();
    const before = valueOf(await scrape(), ORDERS_PLACED);
    expect(before).toBe(0);

    expect((await callAs(t, 'POST', '/api/order', customer, { orderId: part!.id, quantity: 2 })).statusCode).toBe(201);
    expect((await callAs(t, 'POST', '/api/order', customer, { orderId: part!.id, quantity: 99 })).statusCode).toBe(409);

    const exposition = await scrape();
    expect(valueOf(exposition, ORDERS_PLACED)).toBe(1);
    expect(requestCount(exposition, 'POST', '/api/order', 409)).toBe(1);
  });

  it("includes Node's process metrics and no pool without one", async () => {
    const exposition = await scrape();
    expect(exposition).toContain('process_cpu_user_seconds_total');
    expect(exposition).toContain('nodejs_eventloop_lag_seconds');
    expect(exposition).not.toContain('coreparts_db_pool');
  });
});

describe('the PostgreSQL pool', () => {
  it("reports the pool's connections at each scrape", async () => {
    const app = Fastify();
    const stats = { total: 4, idle: 3, waiting: 0 };
    registerMetrics(app, { token: TOKEN, poolStats: () => stats });
    const scrape = async () =>
      (await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

    let exposition = await scrape();
    expect(valueOf(exposition, 'coreparts_db_pool_connections')).toBe(4);
    expect(valueOf(exposition, 'coreparts_db_pool_idle_connections')).toBe(3);
    expect(valueOf(exposition, 'coreparts_db_pool_waiting_queries')).toBe(0);

    Object.assign(stats, { total: 10, idle: 0, waiting: 7 });
    exposition = await scrape();
    expect(valueOf(exposition, 'coreparts_db_pool_connections')).toBe(10);
    expect(valueOf(exposition, 'coreparts_db_pool_idle_connections')).toBe(0);
    expect(valueOf(exposition, 'coreparts_db_pool_waiting_queries')).toBe(7);
    await app.close();
  });
});

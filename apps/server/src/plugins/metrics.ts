/**
 * Prometheus metrics for operators (decision 018): request durations by route pattern, orders
 * placed, the PostgreSQL pool and Node's process metrics, at `GET /api/metrics` for whoever holds
 * METRICS_TOKEN. Without a token nothing is measured and the route does not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sendError } from './errors.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  /**
   * This app's own registry, never prom-client's global one: tests build many apps in one
   * process. Other modules add their metrics here (`registers: [app.metrics.registry]`).
   */
  registry: Registry;
}

interface MetricsOptions {
  token: string | null;
  /** The PostgreSQL pool's connections; absent on the embedded database. */
  poolStats?: () => PoolStats;
}

// Every address no route matched shares one label, so stray requests cannot add series.
const UNMATCHED = 'unmatched';
const ORDER_ROUTE = '/api/order';
// From a page answered from memory (about a millisecond) to the 30 s request timeout.
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function registerMetrics(app: FastifyInstance, { token, poolStats }: MetricsOptions) {
  const registry = new Registry();
  app.decorate('metrics', { registry } satisfies Metrics);
  if (!token) return;

  collectDefaultMetrics({ register: registry });
  if (poolStats) registerPoolGauges(registry, poolStats);
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Counted here by route, so the orders module stays free of metrics.
  const ordersPlaced = new Counter({
    name: 'coreparts_orders_placed_total',
    help: 'Orders placed (201 answers to POST /api/order).',
    registers: [registry],
  });

  app.addHook('onResponse', function countAnswer(request, reply, done) {
    const { method } = request;
    const route = request.routeOptions.url ?? UNMATCHED;
    requests.observe({ method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode === 201 && route === ORDER_ROUTE && method === 'POST') ordersPlaced.inc();
    done();
  });

  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = digest(`Bearer ${token}`);
  app.get('/api/metrics', async (request, reply) => {
    const given = request.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'unauthorized', 'The metrics need their token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function registerPoolGauges(registry: Registry, poolStats: () => PoolStats) {
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(poolStats()));
      },
    });
  gauge('coreparts_db_pool_connections', 'Connections the PostgreSQL pool holds open.', (s) => s.total);
  gauge('coreparts_db_pool_idle_connections', 'Open pool connections no query is using.', (s) => s.idle);
  gauge('coreparts_db_pool_waiting_queries', 'Queries waiting for a free pool connection.', (s) => s.waiting);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

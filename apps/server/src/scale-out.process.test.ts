/**
 * Two server processes on one PostgreSQL, as behind a load balancer (issue 12): what one does the
 * other sees, stock is shared exactly, and a 20 s database outage or a SIGTERM under traffic loses
 * nothing. The database is reached through a proxy that can cut it off (test/tcp-proxy.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckoutOptions, Order, Part } from '@coreparts/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './dev-stand-ins/demo-accounts.ts';
import { addDemoAccounts, call, freePort, freshPostgresDatabase, signInDemoCustomer, startServer, type ServerProcess } from './test/server-process.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';
import { TEST_ADDRESS } from './test/orders.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes or `ms` have gone by; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

async function signInAdmin(server: ServerProcess) {
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: TcpProxy;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let customer: string;
  let admin: string;
  let bucket: S3rver;
  let relayPort: number;
  let relay: SMTPServer | null = null;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    await addDemoAccounts(database.url);
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    dataDir = await mkdtemp(path.join(tmpdir(), 'coreparts-scale-'));
    bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dataDir, 'bucket'), configureBuckets: [{ name: 'coreparts' }] });
    const s3 = await bucket.run();
    // The mail relay is down until a test starts it.
    relayPort = await freePort();
    const env = {
      DATABASE_URL: proxy.through(database.url),
      BETTER_AUTH_SECRET: 'one-secret-shared-by-every-server-process',
      S3_BUCKET: 'coreparts',
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
    };
    a = await startServer({ ...env, DATA_DIR: path.join(dataDir, 'a') });
    b = await startServer({ ...env, DATA_DIR: path.join(dataDir, 'b') });
    customer = (await signInDemoCustomer(a)).cookie;
    admin = await signInAdmin(a);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await bucket?.close();
    if (relay) await new Promise<void>((resolve) => relay!.close(() => resolve()));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const changePrice = async (on: ServerProcess, part: Part, price: number) => {
    const res = await call(on, 'PATCH', `/api/part/${part._id}`, { cookie: admin, body: { price } });
    expect(res.status).toBe(200);
  };
  const priceOn = async (server: ServerProcess, part: Part) => ((await call(server, 'GET', `/api/part/${part._id}`)).body as Part).price;

  it('a session made on one is good on the other', async () => {
    const mine = await call(b, 'GET', '/api/order', { cookie: customer });
    expect(mine.status).toBe(200);
  });

  it('a price changed on one is served by the other within a second', async () => {
    const [part] = (await call(b, 'GET', '/api/all-parts')).body as Part[];
    await changePrice(a, part!, part!.price + 1);
    await within(1_000, async () => (await priceOn(b, part!)) === part!.price + 1);
  });

  it('an image uploaded to one is served by the other', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'part.png');
    const uploaded = await fetch(`${a.url}/api/upload`, { method: 'POST', headers: { cookie: admin, origin: a.url }, body: form });
    expect(uploaded.status).toBe(200);
    const address = ((await uploaded.json()) as { data: { display_url: string } }).data.display_url;
    const served = await fetch(`${b.url}${address}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
    expect((await fetch(`${b.url}${address.replace(/[0-9a-f]{4}\.webp$/, '0000.webp')}`)).status).toBe(404);
  });

  it('orders paid while the mail relay is down are confirmed by mail once it is back, once each', async () => {
    const [part] = (await call(a, 'GET', '/api/all-parts')).body as Part[];
    const paid: string[] = [];
    for (const server of [a, b, a]) {
      const order = (await call(server, 'POST', '/api/order', { cookie: customer, body: { orderId: part!._id, quantity: part!.min } })).body as Order;
      const { methods } = (await call(server, 'GET', '/api/checkout/options', { cookie: customer })).body as CheckoutOptions;
      const shipped = await call(server, 'PUT', `/api/order/${order._id}/shipping`, { cookie: customer, body: { shippingAddress: TEST_ADDRESS, shippingMethodId: methods[0]!.id } });
      expect(shipped.status).toBe(200);
      const intent = (await call(server, 'POST', '/api/create-payment-intent', { cookie: customer, body: { orderId: order._id } })).body as { clientSecret: string };
      const confirmed = await call(server, 'POST', '/api/dev/payments/confirm', {
        cookie: customer,
        body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, billingDetails: { name: 'Demo Customer', email: 'customer@example.com' } },
      });
      expect(confirmed.status).toBe(200);
      expect((await call(server, 'PATCH', `/api/order/${order._id}`, { cookie: customer, body: { payment: 'pending' } })).status).toBe(200);
      paid.push(order._id);
    }
    await sleep(2_000);
    const delivered: string[] = [];
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          delivered.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay!.listen(relayPort, '127.0.0.1', resolve));
    await within(40_000, async () => delivered.filter((m) => m.includes('order confirmed')).length >= paid.length);
    await sleep(2_000);
    expect(delivered.filter((m) => m.includes('order confirmed'))).toHaveLength(paid.length);
  });

  it('400 concurrent orders for 100 units, split across both, sell exactly 100', async () => {
    const created = await call(a, 'POST', '/api/part', {
      cookie: admin,
      body: { name: 'Rush Edition GPU', category: 'graphics-card', price: 10, image: '/images/parts/vortex-vx-7700-12gb.webp', description: 'For the rush.', min: 1, quantity: 100 },
    });
    expect(created.status).toBe(201);
    const part = created.body as Part;
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => call(i % 2 ? a : b, 'POST', '/api/order', { cookie: customer, body: { orderId: part._id, quantity: 1 } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    for (const server of [a, b]) {
      await within(1_000, async () => ((await call(server, 'GET', `/api/part/${part._id}`)).body as Part).quantity === 0);
    }
  });

  it('through a 20 s database outage: 503 with Retry-After, never 500; afterwards the processes hear each other again', async () => {
    const [part] = (await call(a, 'GET', '/api/all-parts')).body as Part[];
    await proxy.cut();
    const seen: number[] = [];
    const started = Date.now();
    while (Date.now() - started < 20_000) {
      const answers = await Promise.all([
        call(a, 'GET', '/api/health'),
        call(b, 'GET', '/api/order', { cookie: customer }),
        call(a, 'POST', '/api/order', { cookie: customer, body: { orderId: part!._id, quantity: part!.min } }),
        call(b, 'POST', '/api/auth/sign-in/email', { body: { email: 'customer@example.com', password: 'wrong-password-1A' } }),
      ]);
      for (const answer of answers) {
        seen.push(answer.status);
        expect(answer.status).toBe(503);
        if (answer.body && typeof answer.body === 'object' && 'error' in answer.body) {
          expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
        }
      }
      // The catalog is still served from memory.
      expect((await call(b, 'GET', `/api/part/${part!._id}`)).status).toBe(200);
      await sleep(1_000);
    }
    expect(seen.length).toBeGreaterThanOrEqual(40);
    await proxy.restore();

    await within(15_000, async () => (await call(a, 'GET', '/api/health')).status === 200 && (await call(b, 'GET', '/api/health')).status === 200);
    // The listener is back once a change on one reaches the other again.
    const elapsed = await within(15_000, async () => {
      const price = part!.price + Math.round(Math.random() * 100) + 2;
      await changePrice(a, part!, price);
      return within(1_000, async () => (await priceOn(b, part!)) === price).then(
        () => true,
        () => false,
      );
    });
    expect(elapsed).toBeLessThan(15_000);
    const again = await call(b, 'POST', '/api/order', { cookie: customer, body: { orderId: part!._id, quantity: part!.min } });
    expect(again.status).toBe(201);
  });

  it('SIGTERM under traffic lets the requests in flight finish', async () => {
    const [part] = (await call(b, 'GET', '/api/all-parts')).body as Part[];
    const inFlight = Array.from({ length: 60 }, (_, i) =>
      call(b, i % 3 ? 'GET' : 'POST', i % 3 ? `/api/part/${part!._id}` : '/api/order', {
        cookie: customer,
        body: i % 3 ? undefined : { orderId: part!._id, quantity: part!.min },
      }).then(
        (r) => r.status,
        () => 'refused' as const,
      ),
    );
    await sleep(5);
    const started = Date.now();
    const exit = b.stop('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(await exit).toBe(0);
    // Idle keep-alive connections do not hold the exit for Fastify's 72 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    // Requests it had begun are answered; those arriving once it closes are shed with 503 or
    // refused (a load balancer sends them to the other process). None fails.
    expect(statuses.filter((s) => typeof s === 'number' && s !== 200 && s !== 201 && s !== 409 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 201).length).toBeGreaterThan(0);
  });
});

/**
 * SIGTERM while requests run whose clients have gone (issue 38): the embedded database closes only
 * once every request has ended (decision 072), so the process exits 0 with no error in its log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './dev-stand-ins/demo-accounts.ts';
import { call, signInDemoCustomer, startServer, type ServerProcess } from './test/server-process.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM with requests whose clients have gone', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'coreparts-shutdown-'));
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exits 0 once they have ended, with no error in the log', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const { email, cookie } = await signInDemoCustomer(server);
    const catalog = (await call(server, 'GET', '/api/all-parts')).body as Part[];
    const part = catalog.reduce((a, b) => (b.quantity / b.min > a.quantity / a.min ? b : a));
    const customer = demoAccounts.find((a) => a.email === email)!;

    // Sign-ins hash their passwords one at a time, so most are still at work well after their
    // clients leave; orders and order lists query the database around a session look-up.
    const clients = new AbortController();
    const send = (method: string, url: string, body?: object, withCookie = true) =>
      fetch(`${server.url}${url}`, {
        method,
        signal: clients.signal,
        headers: { origin: server.url, ...(withCookie && { cookie }), ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
      });
    // Their clients give up on them: each ends in an AbortError here.
    const requests = [
      ...Array.from({ length: 8 }, () => send('POST', '/api/auth/sign-in/email', { email, password: customer.password }, false)),
      ...Array.from({ length: 30 }, () => send('POST', '/api/order', { orderId: part._id, quantity: part.min })),
      ...Array.from({ length: 30 }, () => send('GET', `/api/order?email=${encodeURIComponent(email)}`)),
    ].map((request) => request.catch(() => null));
    await sleep(300);
    clients.abort();
    const code = await server.stop('SIGTERM');
    await Promise.all(requests);

    expect(code).toBe(0);
    const lines = server.output().split('\n').filter(Boolean);
    // Every line is one of pino's, below error level (50): PGlite's and Better Auth's own
    // complaints ("PGlite is closed", a TypeError, "Failed to get session") are not.
    expect(lines.filter((line) => !/^\{"level":[1-4]0,/.test(line))).toEqual([]);
    expect(lines.some((line) => line.includes('SIGTERM: shutting down'))).toBe(true);
  });
});

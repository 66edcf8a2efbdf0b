/**
 * `kill -9` in the middle of a checkout burst: every order the server acknowledged is still there
 * after a restart, and stock plus everything ordered is exactly what there was (issue 12).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order, Part } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { addDemoAccounts, call, freshPostgresDatabase, signInDemoCustomer, startServer, type ServerProcess } from '@/test/server-process.ts';

async function burstThenKill(server: ServerProcess, part: Part, cookie: string) {
  const acknowledged: Order[] = [];
  let killed = false;
  const worker = async () => {
    while (!killed) {
      try {
        const res = await call(server, 'POST', '/api/order', { cookie, body: { orderId: part._id, quantity: part.min } });
        if (res.status === 201) acknowledged.push(res.body as Order);
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch {
        // The connection died with the process: the order was not acknowledged.
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await server.stop('SIGKILL');
  return acknowledged;
}

async function crashDuringCheckout(env: Record<string, string>) {
  const first = await startServer(env);
  const customer = await signInDemoCustomer(first);
  const catalog = (await call(first, 'GET', '/api/all-parts')).body as Part[];
  const part = catalog.reduce((a, b) => (b.quantity / b.min > a.quantity / a.min ? b : a));
  const acknowledged = await burstThenKill(first, part, customer.cookie);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);

  // The same database starts again cleanly after the crash.
  const second = await startServer(env);
  try {
    const again = await signInDemoCustomer(second);
    const orders = (await call(second, 'GET', `/api/order?email=${again.email}`, { cookie: again.cookie })).body as Order[];
    const kept = new Set(orders.map((o) => o._id));
    expect(acknowledged.filter((o) => !kept.has(o._id))).toEqual([]);
    const stock = ((await call(second, 'GET', `/api/part/${part._id}`)).body as Part).quantity;
    const ordered = orders.filter((o) => o.orderId === part._id).reduce((sum, o) => sum + o.quantity, 0);
    expect(stock + ordered).toBe(part.quantity);
  } finally {
    await second.stop();
  }
}

describe('kill -9 during a checkout burst loses nothing', () => {
  it('on the embedded database, which starts cleanly after', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coreparts-crash-'));
    try {
      await crashDuringCheckout({ DATA_DIR: dir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const database = await freshPostgresDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'coreparts-crash-'));
    try {
      await addDemoAccounts(database.url);
      await crashDuringCheckout({ DATABASE_URL: database.url, DATA_DIR: dir });
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

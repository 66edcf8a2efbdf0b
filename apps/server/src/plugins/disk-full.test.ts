/**
 * A full disk (decision 038): writes answer 507 in the standard format, readiness says so until a
 * write works again, and the shop takes orders again by itself. The database's own `53100` is
 * raised by triggers here (a real disk fills in disk-full.process.test.ts); the file system's
 * errors are thrown by the image store.
 */
import { messages } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, signUp } from '@/test/accounts.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await diskHasRoom();
});

const DISK_FULL = "raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'";

/** From now on, PostgreSQL fails every new order and every new table as a full disk makes it fail. */
async function diskFills() {
  for (const statement of [
    `create or replace function pretend_disk_full() returns trigger language plpgsql as $$ begin ${DISK_FULL}; end $$`,
    `create or replace function pretend_disk_full_ddl() returns event_trigger language plpgsql as $$ begin ${DISK_FULL}; end $$`,
    'create trigger pretend_disk_full before insert on orders for each row execute function pretend_disk_full()',
    'create trigger pretend_disk_full before insert on users for each row execute function pretend_disk_full()',
    "create event trigger pretend_disk_full_ddl on ddl_command_start when tag in ('CREATE TABLE') execute function pretend_disk_full_ddl()",
  ]) {
    await t.db.execute(sql.raw(statement));
  }
}

async function diskHasRoom() {
  await t.db.execute(sql.raw('drop trigger if exists pretend_disk_full on orders'));
  await t.db.execute(sql.raw('drop trigger if exists pretend_disk_full on users'));
  await t.db.execute(sql.raw('drop event trigger if exists pretend_disk_full_ddl'));
}

const order = (who: { headers: Record<string, string> }, partId: string) =>
  t.app.inject({ method: 'POST', url: '/api/order', headers: who.headers, payload: { orderId: partId, quantity: 1 } });

const diskFullAnswer = { error: { code: 'insufficient_storage', message: messages.outage.diskFull } };

describe('a full disk', () => {
  it('answers an order 507 with Retry-After; readiness says 503 until writes work, then the order goes through', async () => {
    const customer = await createAccount(t);
    const part = await makePart(t, { stock: 10 });
    await diskFills();

    const refused = await order(customer, part.id);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual(diskFullAnswer);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', disk: 'full', shuttingDown: false });
    // Reads still answer: only writes need room.
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);

    await diskHasRoom();
    const readyAgain = await t.app.inject('/api/health/ready');
    expect(readyAgain.statusCode).toBe(200);
    expect(readyAgain.json()).toEqual({ status: 'ok', database: 'ok', disk: 'ok' });
    expect((await order(customer, part.id)).statusCode).toBe(201);
  });

  it('finds by itself that writes work again, without a readiness check', async () => {
    const customer = await createAccount(t);
    const part = await makePart(t, { stock: 10 });
    await diskFills();
    expect((await order(customer, part.id)).statusCode).toBe(507);
    await diskHasRoom();
    await vi.waitFor(() => expect(t.app.availability.trouble()).toBeNull(), { timeout: 5_000, interval: 100 });
    expect((await order(customer, part.id)).statusCode).toBe(201);
  });

  it('answers a sign-up 507, as Better Auth fails it', async () => {
    await diskFills();
    const res = await signUp(t, { name: 'Full Disk', email: `full-${Date.now()}@example.com`, password: 'Parts2026' });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(diskFullAnswer);
  });

  for (const code of ['ENOSPC', 'EDQUOT']) {
    it(`answers an upload 507 when the file system says ${code}`, async () => {
      const admin = await createAccount(t, 'admin');
      vi.spyOn(t.app.images, 'save').mockRejectedValue(Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' }));
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'part.png');
      const request = new Request('http://localhost/api/upload', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual(diskFullAnswer);
    });
  }
});

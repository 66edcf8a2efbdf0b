import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@coreparts/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@/db/schema.ts';
import { browserHeaders, callAs, createAccount, signIn, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { PHOTO_UPLOADS_PER_HOUR } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;

beforeAll(async () => {
  // Photos are stored under DATA_DIR/uploads: a folder of this file's own.
  dataDir = await mkdtemp(path.join(tmpdir(), 'coreparts-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();

function uploadPhoto(who: TestAccount | undefined, file: Buffer) {
  const boundary = '----coreparts-photo';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/account/photo',
    headers: { ...(who ? who.headers : browserHeaders(t)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const changePassword = (who: TestAccount, payload: object) => callAs(t, 'POST', '/api/auth/change-password', who, payload);

describe('POST /api/account/photo', () => {
  it('answers 401 to a visitor and 415 to what is not an image', async () => {
    expect((await uploadPhoto(undefined, await png())).statusCode).toBe(401);
    const customer = await createAccount(t);
    expect((await uploadPhoto(customer, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
  });

  it('stores a customer’s photo as ours, which Better Auth’s update-user then sets', async () => {
    const customer = await createAccount(t);
    const res = await uploadPhoto(customer, await png());
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as { data: { display_url: string } }).data.display_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
    expect((await callAs(t, 'POST', '/api/auth/update-user', customer, { image: url })).statusCode).toBe(200);
    const session = (await callAs(t, 'GET', '/api/auth/get-session', customer)).json() as { user: { image: string } };
    expect(session.user.image).toBe(url);
    // And removed.
    expect((await callAs(t, 'POST', '/api/auth/update-user', customer, { image: null })).statusCode).toBe(200);
    expect(((await callAs(t, 'GET', '/api/auth/get-session', customer)).json() as { user: { image: string | null } }).user.image).toBeNull();
  });

  it(`takes at most ${PHOTO_UPLOADS_PER_HOUR} photos an hour from one account`, async () => {
    const customer = await createAccount(t);
    const other = await createAccount(t);
    const file = await png();
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) expect((await uploadPhoto(customer, file)).statusCode).toBe(200);
    const refused = await uploadPhoto(customer, file);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.profile.tooManyPhotos);
    expect((await uploadPhoto(other, file)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, and the right one', async () => {
    const customer = await createAccount(t);
    const missing = await changePassword(customer, { newPassword: 'Fresh2027' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(messages.profile.currentPasswordRequired);
    const wrong = await changePassword(customer, { currentPassword: 'Wrong2026', newPassword: 'Fresh2027' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    expect((await signIn(t, customer.email, customer.password)).res.statusCode).toBe(200);
  });

  it('changes it, keeps this browser signed in and signs every other one out', async () => {
    const customer = await createAccount(t);
    const elsewhere = await signIn(t, customer.email, customer.password);
    const res = await changePassword(customer, { currentPassword: customer.password, newPassword: 'Fresh2027' });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('better-auth.session_token='))!.split(';')[0]!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: browserHeaders(t, { cookie }) })).json()).toMatchObject({
      user: { email: customer.email },
    });
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: browserHeaders(t, { cookie: elsewhere.cookie }) });
    expect(other.json()).toBeNull();
    expect((await signIn(t, customer.email, customer.password)).res.statusCode).toBe(401);
    expect((await signIn(t, customer.email, 'Fresh2027')).res.statusCode).toBe(200);
  });

  it('refuses an account without a password (signed in with Google or GitHub)', async () => {
    const customer = await createAccount(t);
    const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
    await t.db.delete(accounts).where(and(eq(accounts.userId, row!.id), eq(accounts.providerId, 'credential')));
    const res = await changePassword(customer, { currentPassword: customer.password, newPassword: 'Fresh2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CREDENTIAL_ACCOUNT_NOT_FOUND');
  });
});

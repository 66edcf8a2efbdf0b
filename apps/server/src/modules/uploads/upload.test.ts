import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'coreparts-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function multipart(file: Buffer, { field = 'image', filename = 'part.png', type = 'image/png' } = {}) {
  const boundary = '----coreparts-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: TestAccount | undefined, file: Buffer, options?: Parameters<typeof multipart>[1]) => {
  const body = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...(who ? who.headers : browserHeaders(t)), ...body.headers },
    payload: body.payload,
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png().toBuffer();

describe('POST /api/upload', () => {
  it('re-encodes a real image to WebP under a generated name, without metadata, served with a long cache', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    const res = await upload(admin, photo, { filename: '../../etc/passwd.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.display_url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([path.basename(url)]);
  });

  it('is for admins only', async () => {
    expect((await upload(undefined, await png(10, 10))).statusCode).toBe(401);
    expect((await upload(customer, await png(10, 10))).statusCode).toBe(403);
  });

  it.each([
    ['HTML named as a PNG', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['SVG named as a JPEG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/png'],
    ['random bytes', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256)), 'image/png'],
  ])('refuses %s with 415', async (_label, file, type) => {
    const res = await upload(admin, file, { type });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(admin, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses the wrong field and a body that is not multipart', async () => {
    expect((await upload(admin, await png(10, 10), { field: 'file' })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', headers: admin.headers, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

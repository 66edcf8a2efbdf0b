import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { messages } from '@coreparts/shared';
import { DECODES_AT_ONCE, imageDecoding, ImageStoreUnavailable } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let tmp: string;
let dataDir: string;
let webDist: string;
let customer: TestAccount;
let admin: TestAccount;

const page = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'coreparts-uploads-'));
  dataDir = path.join(tmp, 'data');
  // A built page, which answers every address nothing else does: a missing image must not get it.
  webDist = path.join(tmp, 'dist');
  await mkdir(webDist);
  await writeFile(path.join(webDist, 'index.html'), page);
  t = await createTestApp({ DATA_DIR: dataDir, WEB_DIST: webDist });
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

function multipart(file: Buffer, { field = 'image', filename = 'part.png', type = 'image/png' } = {}) {
  const boundary = '----coreparts-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: TestAccount | undefined, file: Buffer, options?: Parameters<typeof multipart>[1], to = t) => {
  const body = multipart(file, options);
  return to.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...(who ? who.headers : browserHeaders(to)), ...body.headers },
    payload: body.payload,
  });
};

/** What every served image carries, whichever store keeps it. */
const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'",
  'x-content-type-options': 'nosniff',
};

function expectImage(res: LightMyRequestResponse, bytes?: Buffer) {
  expect(res.statusCode).toBe(200);
  expect(res.headers).toMatchObject(IMAGE_HEADERS);
  if (bytes) expect(res.rawPayload.equals(bytes)).toBe(true);
}

/** An answer from `inject` or over a socket. */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function expectNotFoundJson(res: Answer) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body).error.code).toBe('not_found');
}

/** The headers two answers must share; the date is the only one that may differ. */
const withoutDate = ({ date: _date, ...headers }: Answer['headers']) => headers;

const missingImage = () => `/uploads/${randomUUID()}.webp`;

/** Sends the path as written, over a socket: `inject`, like a browser, resolves `..` first. */
async function getRawPath(app: FastifyInstance, rawPath: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

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
    expectImage(served);
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

describe('large images uploaded at the same moment', () => {
  // Just under the 40-megapixel limit: decoding one takes about 50 MB, six at once took the
  // server from 234 to 491 MB (issue 24).
  let large: Buffer;
  beforeAll(async () => {
    large = await png(7999, 5000);
  });
  const uploadAll = (count: number) => Promise.all(Array.from({ length: count }, () => upload(admin, large)));

  it('are decoded a few at a time, and six at once are all stored', async () => {
    const answers = await uploadAll(6);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(imageDecoding.counts().mostAtOnce).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(imageDecoding.counts()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('beyond what may wait, are refused at once with 503 and Retry-After, and none hangs', async () => {
    const answers = await uploadAll(10);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: messages.uploads.busy } });
    }
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(answers.length - refused.length);
    expect(imageDecoding.counts().mostAtOnce).toBeLessThanOrEqual(DECODES_AT_ONCE);
  });
});

describe('GET and HEAD /uploads/<name> from the disk', () => {
  beforeAll(async () => {
    // Files a lax look-up would find: one put in the folder by hand, one beside it.
    const image = await sharp(await png(10, 10)).webp().toBuffer();
    await mkdir(path.join(dataDir, 'uploads', 'x'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'logo.webp'), image);
    await writeFile(path.join(dataDir, 'beside.webp'), image);
    await writeFile(path.join(dataDir, 'uploads', 'x', 'in-a-folder.webp'), image);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = (await upload(admin, await png(40, 30))).json().data.display_url as string;
    const [get, head] = [await t.app.inject(url), await t.app.inject({ method: 'HEAD', url })];
    expectImage(get);
    expect(head.statusCode).toBe(200);
    expect(withoutDate(head.headers)).toEqual(withoutDate(get.headers));
    expect(head.body).toBe('');
  });

  it.each([
    ['a missing image', missingImage()],
    ['a name that was never generated', '/uploads/logo.webp'],
    ['another extension', `/uploads/${randomUUID()}.png`],
    ['an encoded way out of the folder', '/uploads/..%2Fbeside.webp'],
    ['a sub-folder', '/uploads/x/in-a-folder.webp'],
    ['no name', '/uploads/'],
  ])('answers %s with 404 in the API format, not the page', async (_label, url) => {
    expectNotFoundJson(await t.app.inject(url));
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers /uploads/../x as sent, unresolved, with 404 in the API format', async () => {
    expectNotFoundJson(await getRawPath(t.app, '/uploads/../beside.webp'));
    expectNotFoundJson(await getRawPath(t.app, '/uploads/../../etc/passwd'));
  });
});

describe('images in an S3-compatible bucket, shared by two server processes', () => {
  const BUCKET = 'coreparts-test';
  let s3rver: S3rver;
  let endpoint: string;
  let first: TestApp;
  let second: TestApp;
  let firstAdmin: TestAccount;
  let firstDataDir: string;

  const objectStorage = (at: string) => ({
    S3_ENDPOINT: at,
    S3_BUCKET: BUCKET,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  /** A server process of its own: its own data folder and database, only the bucket in common. */
  const serverProcess = async (at: string) => {
    const data = await mkdtemp(path.join(tmp, 'process-'));
    return { data, app: await createTestApp({ ...objectStorage(at), DATA_DIR: data, WEB_DIST: webDist }) };
  };

  beforeAll(async () => {
    const bucketDir = await mkdtemp(path.join(tmp, 'bucket-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET }] });
    endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
    ({ data: firstDataDir, app: first } = await serverProcess(endpoint));
    ({ app: second } = await serverProcess(endpoint));
    firstAdmin = await createAccount(first, 'admin');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3rver?.close();
  });

  it('keeps an upload in the bucket, and another process serves it with the same headers', async () => {
    const res = await upload(firstAdmin, await png(120, 80), undefined, first);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.display_url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: url.slice(1) }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    s3.destroy();
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe(IMAGE_HEADERS['cache-control']);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(existsSync(path.join(firstDataDir, 'uploads'))).toBe(false);

    const [fromFirst, fromSecond] = [await first.app.inject(url), await second.app.inject(url)];
    expectImage(fromSecond, stored);
    expect(withoutDate(fromSecond.headers)).toEqual(withoutDate(fromFirst.headers));
    const head = await second.app.inject({ method: 'HEAD', url });
    expect(withoutDate(head.headers)).toEqual(withoutDate(fromSecond.headers));
    expect(head.body).toBe('');
    // The same headers as an image served from the disk.
    const fromDisk = await t.app.inject((await upload(admin, await png(120, 80))).json().data.display_url);
    expect(Object.keys(fromSecond.headers).sort()).toEqual(Object.keys(fromDisk.headers).sort());
  });

  it('answers a missing key or a name that was never generated with 404 in the API format', async () => {
    expectNotFoundJson(await second.app.inject(missingImage()));
    expectNotFoundJson(await second.app.inject('/uploads/..%2F..%2Fetc%2Fpasswd'));
    expectNotFoundJson(await getRawPath(second.app, '/uploads/../x'));
  });

  it('answers 503 when the bucket cannot be reached, both serving and uploading, without waiting', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const { app: down } = await serverProcess(`http://127.0.0.1:${closed}`);
    try {
      const downAdmin = await createAccount(down, 'admin');
      const started = Date.now();
      // Told apart from the database being down, which is not what happened.
      const imagesUnavailable = { code: 'service_unavailable', message: expect.stringMatching(/^Images are unavailable/) };
      const served = await down.app.inject(missingImage());
      expect(served.statusCode).toBe(503);
      expect(served.json().error).toEqual(imagesUnavailable);
      const uploaded = await upload(downAdmin, await png(10, 10), undefined, down);
      expect(uploaded.statusCode).toBe(503);
      expect(uploaded.json().error).toEqual(imagesUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await down.close();
    }
  });

  it('gives up on a store that accepts the connection and never answers', async () => {
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = createS3ImageStore(
      {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
      { connectionTimeout: 300, requestTimeout: 300 },
    );
    try {
      const started = Date.now();
      await expect(store.read(`${randomUUID()}.webp`)).rejects.toBeInstanceOf(ImageStoreUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await store.close?.();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

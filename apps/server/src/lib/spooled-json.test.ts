import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhole, sendFile, spooledJson, type SpooledJson } from './spooled-json.ts';

// Far more than a loopback socket's buffers hold, so a client that stops reading leaves the
// server mid-file. Incompressible, so the gzipped copy is as large.
const PIECES = 160;
const piece = () => `"${randomBytes(48 * 1024).toString('base64')}"`;
const pieces = Array.from({ length: PIECES }, piece);
const whole = `[${pieces.join(',')}]`;

async function* chunks() {
  yield '[';
  for (const [i, text] of pieces.entries()) yield i === 0 ? text : `,${text}`;
  yield ']';
}

const spooled = spooledJson(path.join(tmpdir(), `coreparts-spooled-test-${process.pid}`), chunks);
let files: SpooledJson;
let base: string;
/** Whether each answer was sent whole, by the address asked. */
const outcomes = new Map<string, boolean[]>();
const server = http.createServer((req, res) => {
  const file = req.url!.startsWith('/gzipped') ? files.gzipped : files.plain;
  res.writeHead(200, { 'content-length': file.size });
  void sendFile(res, file).then((sent) => outcomes.set(req.url!, [...(outcomes.get(req.url!) ?? []), sent]));
});

beforeAll(async () => {
  files = await spooled.get();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await spooled.close();
});

const download = async (url: string) => Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());

describe('a spooled answer', () => {
  it('is written once, plain and gzipped, with the sizes and ETag of its bytes', async () => {
    expect((await readWhole(files.plain)).toString()).toBe(whole);
    expect(files.plain.size).toBe(Buffer.byteLength(whole));
    const gzipped = await readWhole(files.gzipped);
    expect(files.gzipped.size).toBe(gzipped.length);
    expect(gunzipSync(gzipped).toString()).toBe(whole);
    expect(files.etag).toMatch(/^"[\w-]+"$/);
    expect(await spooled.get()).toBe(files); // one build until a change
  });

  it('is sent whole to readers at once, each from its own buffer', async () => {
    const answers = await Promise.all([download(base), download(base), download(`${base}/gzipped`), download(base)]);
    expect(answers[0]!.toString()).toBe(whole);
    expect(answers[1]!.equals(answers[0]!)).toBe(true);
    expect(gunzipSync(answers[2]!).toString()).toBe(whole);
    expect(answers[3]!.equals(answers[0]!)).toBe(true);
  });

  it('stops when the client leaves, and the answers after it are whole', async () => {
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/left`, (res) => {
          res.once('data', () => {
            res.destroy();
            resolve();
          });
        })
        .on('error', reject);
    });
    await expect.poll(() => outcomes.get('/left')).toEqual([false]);
    const [plain, gzipped] = await Promise.all([download(`${base}/after`), download(`${base}/gzipped-after`)]);
    expect(plain.toString()).toBe(whole);
    expect(gunzipSync(gzipped).toString()).toBe(whole);
    await expect.poll(() => [outcomes.get('/after'), outcomes.get('/gzipped-after')]).toEqual([[true], [true]]);
  });
});

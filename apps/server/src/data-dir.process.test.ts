/**
 * The data directory for real (decision 038): a read-only or missing one stops the start with one
 * sentence naming it, and one whose disk fills up answers 507, says so on readiness, loses nothing
 * it acknowledged and sells again by itself once there is room. The disks are small tmpfs mounts;
 * where mounting is not allowed, those tests are skipped and say why.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, open, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages, type Order } from '@coreparts/shared';
import type { Part } from '@coreparts/shared';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './dev-stand-ins/demo-accounts.ts';
import { call, ServerExited, signInDemoCustomer, startServer, type ServerProcess } from './test/server-process.ts';

const execFileAsync = promisify(execFile);

/** A tmpfs of its own at a new folder; answers the folder, or why it cannot be had here. */
async function mountTmpfs(options: string): Promise<{ dir: string; unmount: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'coreparts-disk-'));
  try {
    await execFileAsync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  } catch (error) {
    await rmdir(dir);
    throw error;
  }
  return {
    dir,
    async unmount() {
      await execFileAsync('umount', [dir]);
      await rmdir(dir);
    },
  };
}

/** Null when this process may mount a tmpfs, otherwise the reason it may not. */
async function whyNoMount(): Promise<string | null> {
  try {
    await (await mountTmpfs('size=1m')).unmount();
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    return `mount -t tmpfs is not allowed here: ${stderr.split('\n')[0]}`;
  }
}
const noMount = await whyNoMount();
const needsMount = (title: string) => (noMount ? `${title} — skipped: ${noMount}` : title);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starting must fail: answers everything the process printed. */
async function failedStart(dataDir: string): Promise<string> {
  const started = startServer({ DATA_DIR: dataDir }).then((server) => {
    cleanups.push(() => server.stop());
    throw new Error('the server started');
  });
  const error = await started.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ServerExited);
  expect((error as ServerExited).code).toBe(1);
  return (error as ServerExited).output;
}

/** One line that names the directory: no stack, no object dump. */
function expectOneSentenceNaming(output: string, dir: string) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toContain(dir);
  expect(output).not.toMatch(/\n\s+at |Error:|\{/);
}

describe('a data directory that cannot be used', () => {
  it('that is missing and cannot be made stops the start with one sentence naming it', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'coreparts-missing-'));
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    // A file where a folder of the path should be: nothing can make the directory.
    await writeFile(path.join(parent, 'volume'), 'not a folder');
    const dataDir = path.join(parent, 'volume', 'data');
    const output = await failedStart(dataDir);
    expectOneSentenceNaming(output, dataDir);
    expect(output).toContain('does not exist');
  });

  it.skipIf(noMount)(needsMount('that is read-only stops the start with one sentence naming it'), async () => {
    const disk = await mountTmpfs('ro,size=1m');
    cleanups.push(disk.unmount);
    const output = await failedStart(disk.dir);
    expectOneSentenceNaming(output, disk.dir);
    expect(output).toContain('read-only');
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(200);
  }
}

/** Fills the disk under `dir` to its last byte: big writes, then ever smaller ones. */
async function fillDisk(file: string) {
  const handle = await open(file, 'w');
  try {
    for (let chunk = 1 << 20; chunk >= 512; chunk >>= 1) {
      const bytes = Buffer.alloc(chunk, 1);
      try {
        for (;;) await handle.write(bytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    await handle.close();
  }
}

async function signInAdmin(server: ServerProcess) {
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const res = await call(server, 'POST', '/api/auth/sign-in/email', { body: { email: admin.email, password: admin.password } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function upload(server: ServerProcess, cookie: string) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'part.png');
  const res = await fetch(`${server.url}/api/upload`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

describe('a disk that fills up under the embedded database', () => {
  it.skipIf(noMount)(
    needsMount('answers 507, fails readiness until there is room, loses no acknowledged order and sells again by itself'),
    async () => {
      const disk = await mountTmpfs('size=96m');
      cleanups.push(disk.unmount);
      const dataDir = path.join(disk.dir, 'data');
      let server = await startServer({ DATA_DIR: dataDir });
      cleanups.push(() => server.stop());
      const customer = await signInDemoCustomer(server);
      const admin = await signInAdmin(server);
      const [part] = (await call(server, 'GET', '/api/all-parts')).body as Part[];
      const order = () => call(server, 'POST', '/api/order', { cookie: customer.cookie, body: { orderId: part!._id, quantity: part!.min } });

      const filler = path.join(disk.dir, 'filler');
      await fillDisk(filler);
      const acknowledged: string[] = [];
      let refused: Awaited<ReturnType<typeof order>> | null = null;
      for (let i = 0; i < 400 && !refused; i++) {
        const res = await order();
        if (res.status === 201) acknowledged.push((res.body as Order)._id);
        else refused = res;
      }
      expect(refused?.status).toBe(507);
      expect(refused?.body).toEqual({ error: { code: 'insufficient_storage', message: messages.outage.diskFull } });
      expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);

      const refusedUpload = await upload(server, admin);
      expect(refusedUpload.status).toBe(507);
      // The image that could not be written left nothing behind.
      expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);

      const ready = await call(server, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', disk: 'full' });
      // Still full a few probes later: the probe needs new room, not a page that has some left.
      await sleep(2_500);
      expect((await call(server, 'GET', '/api/health/ready')).status).toBe(503);

      await rm(filler);
      await within(10_000, async () => (await call(server, 'GET', '/api/health/ready')).status === 200);
      const again = await order();
      expect(again.status).toBe(201);
      acknowledged.push((again.body as Order)._id);
      expect((await upload(server, admin)).status).toBe(200);

      // Everything answered 201 is still there after a restart.
      expect(await server.stop()).toBe(0);
      server = await startServer({ DATA_DIR: dataDir });
      const mine = (await call(server, 'GET', `/api/order?email=${encodeURIComponent(customer.email)}`, { cookie: (await signInDemoCustomer(server)).cookie })).body as Order[];
      expect(mine.map((o) => o._id)).toEqual(expect.arrayContaining(acknowledged));
    },
  );
});

/**
 * A second process on the embedded database of a running server (another server, `npm run dev`,
 * the seed or admin command) is refused with the running one's name, and changes nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Order, Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ServerExited, signInDemoCustomer, startServer, type ServerProcess } from '@/test/server-process.ts';
import { demoParts } from './seed.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

async function runCommand(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('one process per embedded database', () => {
  let dir: string;
  let running: ServerProcess;
  let order: Order;
  let cookie: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coreparts-owner-'));
    running = await startServer({ DATA_DIR: dir });
    ({ cookie } = await signInDemoCustomer(running));
    const [part] = (await call(running, 'GET', '/api/all-parts')).body as Part[];
    order = (await call(running, 'POST', '/api/order', { cookie, body: { orderId: part!._id, quantity: part!.min } })).body as Order;
  });
  afterAll(async () => {
    await running?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second server, naming the running one', async () => {
    const refused = await startServer({ DATA_DIR: dir }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ServerExited);
    expect((refused as ServerExited).code).toBe(1);
    expect((refused as ServerExited).output).toContain(`is in use by process ${running.child.pid} (`);
  });

  it('refuses the seed and admin commands too', async () => {
    const seed = await runCommand('src/cli/seed-cli.ts', ['--parts', '50'], { DATA_DIR: dir });
    expect(seed.code).toBe(1);
    expect(seed.output).toContain(`is in use by process ${running.child.pid} (`);
    const admin = await runCommand('src/cli/admin-cli.ts', ['grant', 'customer@example.com'], { DATA_DIR: dir });
    expect(admin.code).toBe(1);
    expect(admin.output).toContain(`is in use by process ${running.child.pid} (`);
  });

  it('keeps the running server and its data intact', async () => {
    const catalog = (await call(running, 'GET', '/api/all-parts')).body as Part[];
    expect(catalog).toHaveLength(demoParts.length);
    const mine = (await call(running, 'GET', `/api/order/${order._id}`, { cookie })).body as Order;
    expect(mine).toEqual(order);
    // Stopped, it gives the database back: the next start sees the same order.
    await running.stop();
    running = await startServer({ DATA_DIR: dir });
    const again = await signInDemoCustomer(running);
    expect((await call(running, 'GET', `/api/order/${order._id}`, { cookie: again.cookie })).body).toEqual(order);
  });
});

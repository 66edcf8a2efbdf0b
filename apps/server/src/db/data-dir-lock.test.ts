import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const holderScript = fileURLToPath(new URL('../test/hold-data-dir.ts', import.meta.url));

/** Another process that holds the lock of `dataDir` until it is killed. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('locked');
  return child;
}

async function kill9(child: ChildProcess) {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

describe('one process per embedded database', () => {
  let dir: string;
  let dataDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coreparts-lock-'));
    dataDir = path.join(dir, 'db');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second process, naming the one that holds the database, until that one dies (even by kill -9)', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    try {
      const refused = lockDataDir(dataDir);
      await expect(refused).rejects.toThrow(DataDirInUseError);
      await expect(refused).rejects.toThrow(new RegExp(`in use by process ${holder.pid} \\(.*hold-data-dir\\.ts`));
    } finally {
      await kill9(holder);
    }
    // The crashed process left its lock file behind; it no longer counts.
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('gives the lock back on close, and a lock of a reused process id or a torn lock file does not count', async () => {
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await release();
    await lockDataDir(dataDir).then((again) => again());

    // This process's own id, but not this process: it started at another time.
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: process.pid, startTicks: 1, command: 'gone', since: '' }));
    await lockDataDir(dataDir).then((again) => again());
    // A file left half written by a crash, long enough ago.
    await writeFile(`${dataDir}.lock`, '{"pid": 12');
    const past = new Date(Date.now() - 60_000);
    await utimes(`${dataDir}.lock`, past, past);
    await lockDataDir(dataDir).then((again) => again());
  });

  it('keeps a second open of the same embedded database out, so nothing writes beside its owner', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 60_000);
});

describe('a new embedded database', () => {
  it('is made in a folder of its own and renamed into place; what a crash left half-made is cleared', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coreparts-new-'));
    const dataDir = path.join(dir, 'db');
    try {
      await mkdir(`${dataDir}.new-99999`, { recursive: true });
      await writeFile(`${dataDir}.new-99999/PG_VERSION`, 'half made');
      // A folder without PG_VERSION is no database yet: it is replaced.
      await mkdir(dataDir);
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      await handle.close();
      expect((await readdir(dir)).sort()).toEqual(['db']);
      expect((await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

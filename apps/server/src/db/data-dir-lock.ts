/**
 * One process per embedded database (decision 016). PGlite has no locking of its own: a second
 * process on the same data directory loses the first one's updates and can leave the files
 * unreadable. Like PostgreSQL's own `postmaster.pid`, the owner writes a lock file beside the data
 * directory with its process id and start time; the lock counts only while that very process
 * lives, so a crash (even `kill -9`) leaves nothing that blocks the next start.
 */
import { readFileSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** For command-line tools: the refusal is the whole message, not a stack trace. */
export function exitOnDatabaseInUse(err: unknown): never {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}

interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  startTicks: number | null;
  command: string;
  since: string;
}

/** Clock ticks since boot at which `pid` started, or null where /proc is not there to tell. */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19]);
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicksOf(owner.pid);
  return ticks === null || owner.startTicks === null || ticks === owner.startTicks;
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Owner;
  } catch {
    // Missing, or half written by a process that died while writing it.
    return null;
  }
}

async function createExclusive(file: string, content: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

const ageOf = (file: string) => stat(file).then((s) => Date.now() - s.mtimeMs, () => 0);
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

const describe = (owner: Owner) => `process ${owner.pid} (${owner.command}, since ${owner.since})`;

/**
 * Takes the lock of the embedded database in `dataDir`, or throws `DataDirInUseError` naming the
 * process that holds it. Answers the function that gives it back.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  const me: Owner = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    command: process.argv.slice(1).join(' ') || 'node',
    since: new Date().toISOString(),
  };
  const mine = JSON.stringify(me);
  const release = async () => {
    if ((await readOwner(file))?.pid === me.pid) await rm(file, { force: true });
  };

  for (let attempt = 0; attempt < 100; attempt++) {
    if (await createExclusive(file, mine)) return release;
    const owner = await readOwner(file);
    if (!owner && (await ageOf(file)) < 2_000) {
      // Just created by a process that is still writing its name into it.
      await pause();
      continue;
    }
    if (owner && isAlive(owner)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by ${describe(owner)}. ` +
          'Only one process may open it: stop that one first (or run both on PostgreSQL with DATABASE_URL).',
      );
    }
    await removeStale(file, owner);
  }
  throw new DataDirInUseError(`Could not take the lock ${file}: it keeps changing hands.`);
}

/**
 * Removes a lock whose process is gone. Two processes starting together after a crash must not
 * both take over, so the removal is done under a second, short-lived lock file.
 */
async function removeStale(file: string, seen: Owner | null) {
  const guard = `${file}.takeover`;
  if (!(await createExclusive(guard, String(process.pid)))) {
    // Another process is taking over; a guard left by a crash mid-takeover expires.
    if ((await ageOf(guard)) > 5_000) await rm(guard, { force: true });
    else await pause();
    return;
  }
  try {
    const now = await readOwner(file);
    // Still the same dead owner (or still unreadable): nobody took it over meanwhile.
    if (JSON.stringify(now) === JSON.stringify(seen)) await rm(file, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

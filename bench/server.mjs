/**
 * The real server for a bench run: a fresh database (embedded PGlite in a temporary DATA_DIR, or
 * a new PostgreSQL database created on TEST_DATABASE_URL's server and dropped afterwards), seeded
 * by the seed CLI, then `node apps/server/dist/server.js` on a free loopback port, as `npm start`
 * runs it (with `nodeOptions` before the script when a run compares Node's options).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
const serverDist = path.join(root, 'apps/server/dist');

/** Ports other tools on these machines use: never picked. */
const RESERVED_PORTS = new Set([3000, 3111, 3112, 4173, 4191, 4192, 3997, 3998]);

export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address();
        probe.close(() => resolve(p));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, { env, cwd = root, log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        log?.(output);
        resolve(output);
      } else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Customers of the shop's mix besides the demo one, on PostgreSQL: one account's orders are placed
 * one at a time (decision 070), and a shop has many customers. (The embedded database answers one
 * query at a time whatever the account.)
 */
export const benchShoppers = Array.from({ length: 32 }, (_, i) => ({ name: `Bench Shopper ${i + 1}`, email: `shopper-${i + 1}@example.com`, password: 'Shopper12345', role: 'user' }));

/**
 * The demo accounts the bench signs in as, and its shoppers, written into its PostgreSQL database
 * (migrated by the server) as the store writes them on the embedded one, with Better Auth's
 * password hash: no start makes them on PostgreSQL (decision 071).
 */
async function addDemoAccounts(databaseUrl) {
  const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
  const { Client } = requireFromServer('pg');
  const { hashPassword } = await import(pathToFileURL(requireFromServer.resolve('better-auth/crypto')).href);
  const demos = [
    { name: 'Demo Admin', email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
    { name: 'Demo Customer', email: 'customer@example.com', password: 'Customer12345', role: 'user' },
    ...benchShoppers,
  ];
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const demo of demos) {
      const id = randomUUID();
      await client.query('insert into users (id, name, email, email_verified, role) values ($1, $2, $3, true, $4)', [id, demo.name, demo.email, demo.role]);
      await client.query("insert into accounts (id, provider_id, account_id, user_id, password) values ($1, 'credential', $2, $2, $3)", [
        randomUUID(),
        id,
        await hashPassword(demo.password),
      ]);
    }
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server. */
async function createPostgresDatabase(adminUrl) {
  const { Client } = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const name = `coreparts_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The nearest-rank percentile `p` of `values` (milliseconds, any order). */
/** The demo admin, seeded on every bench server. */
export const demoAdmin = { email: 'admin@example.com', password: 'Admin12345' };

/** Signs in as the account; answers its session cookie. */
export async function signIn(base, account) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
    redirect: 'manual',
  });
  if (res.status !== 200) throw new Error(`sign-in as ${account.email} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`sign-in as ${account.email} set no cookie`);
  return cookie;
}

/** The middle value (the mean of the middle two when there is an even number). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resident memory of a process from /proc (MB): current (VmRSS) and peak (VmHWM). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rssMB: kb('VmRSS') / 1024, hwmMB: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (user and system, seconds), from /proc; null when gone. */
export function cpuSecondsOf(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
// USER_HZ: 100 on Linux for every architecture it runs on today.
const CLOCK_TICKS = 100;

/**
 * Seeds and starts the server. `kind` is 'pglite' or 'postgres' (then `adminUrl` is required);
 * `seed: false` starts it on an empty database; `orders` seeds that many generated orders too.
 * Answers { base, pid, stop(), seedSeconds, startSeconds, logFile }.
 */
export async function startServer({ kind, adminUrl, parts, orders = 0, webDist, log, seed = true, nodeOptions = [] }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `coreparts-bench-${kind}-`));
  const cleanups = [() => rmSync(dataDir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`bench: cleanup failed: ${err.message}`);
      }
    }
  };

  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      // The log at npm start's level, access lines included (issue 16), written to a file.
      LOG_LEVEL: 'info',
      // The checkout burst is one customer's orders (decisions 022 and 070 cap what one customer holds and places).
      MAX_UNPAID_ORDERS: '1000000',
      MAX_UNPAID_UNITS_PER_PART: '1000000',
      MAX_ORDERS_PER_10_MINUTES: '1000000',
      // Development stand-ins only: nothing outside this machine is reached.
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      GITHUB_CLIENT_ID: '',
      GITHUB_CLIENT_SECRET: '',
      TRUST_PROXY: '',
      ADMIN_EMAILS: '',
    };
    delete env.DATABASE_URL;
    if (kind === 'postgres') {
      const database = await createPostgresDatabase(adminUrl);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
      log(`created database ${database.name}`);
    }

    // Seed first: PGlite allows one process at a time. Without it, the server makes the database
    // and writes the demo catalog itself, as on a newcomer's first `npm start`.
    let t = performance.now();
    if (seed) await run(process.execPath, [path.join(serverDist, 'seed-cli.js'), '--parts', String(parts), '--orders', String(orders)], { env });
    const seedSeconds = (performance.now() - t) / 1000;
    if (seed) log(`seeded ${parts} parts${orders ? ` and ${orders} orders` : ''} in ${seedSeconds.toFixed(1)} s`);

    const logFile = path.join(dataDir, 'server.log');
    // The server writes its log to the file itself, not through a pipe into this process.
    const out = openSync(logFile, 'a');
    cleanups.push(() => closeSync(out));
    t = performance.now();
    const child = spawn(process.execPath, [...nodeOptions, path.join(serverDist, 'server.js')], {
      cwd: root,
      env,
      stdio: ['ignore', out, out],
    });
    let exited = null;
    const exitedPromise = new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        exited = { code, signal };
        resolve(exited);
      }),
    );
    const stopServer = async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitedPromise;
      clearTimeout(timer);
    };
    cleanups.push(stopServer);

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) before answering:\n${tail(logFile)}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 60 s:\n${tail(logFile)}`);
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const startSeconds = (performance.now() - t) / 1000;
    if (kind === 'postgres') await addDemoAccounts(env.DATABASE_URL);
    log(`server (${kind}) answering at ${base} after ${startSeconds.toFixed(1)} s, pid ${child.pid}`);

    return {
      base,
      pid: child.pid,
      seedSeconds,
      startSeconds,
      logFile,
      isRunning: () => !exited,
      logTail: () => tail(logFile),
      stop: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no server log)';
  }
}

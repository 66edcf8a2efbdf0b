/**
 * Real server processes for the scale-out and fault tests (`*.process.test.ts`): the store started
 * from its source as `npm start` starts it, on a given database, killed or stopped at will.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '@/db/client.ts';
import { demoAccounts, ensureDemoAccounts } from '@/dev-stand-ins/demo-accounts.ts';
import { shopPasswordHashing } from '@/modules/auth/password-hashing.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr. */
  output: () => string;
  /** Sends the signal and waits for the process to end; answers its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the server with `env` until it says it is open (or fails to start, then rejects). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      // Checkout bursts here are one customer's orders (decisions 022 and 070 cap what one customer holds and places).
      MAX_UNPAID_ORDERS: '1000000',
      MAX_UNPAID_UNITS_PER_PART: '1000000',
      MAX_ORDERS_PER_10_MINUTES: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const opened = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' is open at ')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(([code]) => reject(new ServerExited(code as number | null, output)));
  });
  await opened;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      return child.exitCode;
    },
  };
}

export class ServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`The server ended (exit code ${code}):\n${output}`);
  }
}

/** A customer's session on a server: the demo customer signed in, and its calls. */
export async function signInDemoCustomer(server: { url: string }) {
  const customer = demoAccounts.find((a) => a.role === 'user')!;
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { email: customer.email, cookie };
}

export async function call(
  server: { url: string },
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * The demo accounts written into a PostgreSQL database (migrated first), for tests that sign in as
 * them: a server starts them only on the embedded database (decision 071).
 */
export async function addDemoAccounts(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await database.migrate();
    await ensureDemoAccounts(database.db, shopPasswordHashing);
  } finally {
    await database.close();
  }
}

/** A database of its own on the test PostgreSQL server, dropped by the function it answers. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `coreparts_proc_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

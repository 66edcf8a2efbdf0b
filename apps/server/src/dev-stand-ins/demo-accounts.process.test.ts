/**
 * Demo accounts only on the embedded database (decision 071): a development start on PostgreSQL
 * makes none, and a production start refuses a database where one still has its demo password.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '@/test/production-env.ts';
import { addDemoAccounts, call, freshPostgresDatabase, ServerExited, startServer } from '@/test/server-process.ts';
import { demoAccounts } from './demo-accounts.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('demo accounts and PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'coreparts-demo-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a development start makes none', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    try {
      for (const demo of demoAccounts) {
        const res = await call(server, 'POST', '/api/auth/sign-in/email', { body: { email: demo.email, password: demo.password } });
        expect(res.status).toBe(401);
      }
      expect(server.output()).not.toContain('Demo accounts');
    } finally {
      await server.stop();
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query('select email from users where email = any($1)', [demoAccounts.map((demo) => demo.email)]);
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('a production start refuses an account with a demo password, and names it', async () => {
    // As a development start before decision 071 left them.
    await addDemoAccounts(database.url);
    const refused = await startServer({ ...productionEnv, DATABASE_URL: database.url, DATA_DIR: dataDir }).then(
      async (server) => {
        await server.stop();
        throw new Error('the production server started');
      },
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ServerExited);
    expect((refused as ServerExited).code).toBe(1);
    expect((refused as ServerExited).output).toContain(
      'Refusing to start: the account admin@example.com still signs in with the demo password Admin12345, ' +
        'and the account customer@example.com still signs in with the demo password Customer12345; change their passwords or delete them.',
    );
  });
});

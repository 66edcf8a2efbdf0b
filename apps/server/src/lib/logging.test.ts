import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logAnswer, logQuietly, redactUrl } from './logging.ts';
import { capturedLog } from '@/test/captured-log.ts';
import { createTestApp } from '@/test/test-app.ts';

describe('the log never carries a secret', () => {
  it('keeps the catalog query in addresses and hides every other value and the reset token', () => {
    expect(redactUrl('/api/parts?q=rtx&category=ssd&sort=price-asc&limit=24&cursor=abc')).toBe(
      '/api/parts?q=rtx&category=ssd&sort=price-asc&limit=24&cursor=***',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGc.secret&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=***&callbackURL=***',
    );
    expect(redactUrl('/api/auth/reset-password/AbCdEf123?callbackURL=%2Freset')).toBe('/api/auth/reset-password/***?callbackURL=***');
    expect(redactUrl('/api/auth/callback/google?code=4%2F0Ab&state=xyz')).toBe('/api/auth/callback/google?code=***&state=***');
    expect(redactUrl('/api/part/123')).toBe('/api/part/123');
  });

  it('writes one JSON line per event, with no token from addresses or failed queries', async () => {
    const { logger, lines } = capturedLog();
    const t = await createTestApp();
    const app = await buildApp({ config: t.app.config, db: t.db, logger });
    try {
      await app.inject('/api/auth/verify-email?token=secret-verification-token');
      await app.inject('/api/auth/reset-password/secret-reset-token?callbackURL=/reset-password');
      await app.inject({ url: '/api/order', headers: { authorization: 'Bearer secret-bearer-token', cookie: 'better-auth.session_token=secret-cookie' } });
      app.log.error({ err: new Error('Failed query: select * from sessions where token = $1\nparams: secret-session-token') }, 'lookup failed');
    } finally {
      await app.close();
      await t.close();
    }
    const events = lines.map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    // One access line per request, with method, address, status and time.
    const access = events.filter((e) => e.msg === 'request completed');
    expect(access).toHaveLength(3);
    expect(access[2]).toMatchObject({ req: { method: 'GET', url: '/api/order' }, res: { statusCode: 401 }, responseTime: expect.any(Number) });
    expect(events.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/verify-email?token=***');
    expect(log).toContain('Failed query: select * from sessions where token = $1');
    expect(log).not.toMatch(/secret-(verification|reset|bearer|cookie|session)/);
  });
});

describe('the access line of an answer sent from prepared bytes (decision 107)', () => {
  type Line = { level: number; msg: string; req: { url: string }; res: { statusCode: number } };
  const accessLines = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as Line).filter((e) => e.msg === 'request completed').map((e) => [e.level, e.req.url, e.res.statusCode]);

  it('is written at debug level, while failures and every other request keep theirs at info', async () => {
    const t = await createTestApp();
    try {
      for (const level of ['info', 'debug']) {
        const { logger, lines } = capturedLog(level);
        const app = await buildApp({ config: t.app.config, db: t.db, logger });
        try {
          const { headers } = await app.inject('/api/all-parts');
          await app.inject({ url: '/api/all-parts', headers: { 'if-none-match': headers.etag as string } });
          await app.inject('/api/part/00000000-0000-4000-8000-000000000000');
          await app.inject('/api/config');
        } finally {
          await app.close();
        }
        const loud = [
          [30, '/api/part/00000000-0000-4000-8000-000000000000', 404],
          [30, '/api/config', 200],
        ];
        const quiet = [
          [20, '/api/all-parts', 200],
          [20, '/api/all-parts', 304],
        ];
        expect(accessLines(lines)).toEqual(level === 'info' ? loud : [...quiet, ...loud]);
      }
    } finally {
      await t.close();
    }
  });

  it('is written at info level when the answer took a second or more', () => {
    const written: string[] = [];
    const log = { debug: () => written.push('debug'), info: () => written.push('info') };
    for (const elapsedTime of [999, 1_000]) {
      const request = { log } as unknown as FastifyRequest;
      logQuietly(request);
      logAnswer(request, { statusCode: 200, elapsedTime } as FastifyReply);
    }
    expect(written).toEqual(['debug', 'info']);
  });
});

describe('standard output', () => {
  it('writes every JSON line, in order, when the process exits right after writing them', async () => {
    // A process of its own that exits right after logging: no line may be held, in flight or reordered (decision 101).
    const script = `
      import { createLogger, standardOutput } from ${JSON.stringify(new URL('./logging.ts', import.meta.url).href)};
      const log = createLogger('info', standardOutput(true));
      for (let i = 0; i < 3; i++) log.info({ i }, 'held');
      await new Promise((resolve) => setImmediate(resolve));
      for (let i = 3; i < 103; i++) log.info({ i, padding: 'x'.repeat(100) }, 'exiting');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; i: number; pid: number });
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 103 }, (_, i) => i));
    expect(lines.slice(0, 3).map((line) => line.msg)).toEqual(['held', 'held', 'held']);
    expect(lines[0]!.pid).toEqual(expect.any(Number));
  });
});

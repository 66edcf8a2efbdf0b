/** The SMTP path, against a real SMTP server (smtp-server) on loopback. */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';
import { signUp } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { createSmtpMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Undoes quoted-printable soft line breaks and escapes, enough to read links. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it('sends a message with a plain-text and an HTML part', async () => {
  const mailer = createSmtpMailer(smtpUrl, 'CoreParts <shop@coreparts.test>');
  await mailer.send({ to: 'reader@example.com', subject: 'Hello', text: 'Plain words', html: '<p>Rich words</p>' });
  mailer.close?.();
  const message = received.at(-1)!;
  expect(message.from).toBe('shop@coreparts.test');
  expect(message.to).toEqual(['reader@example.com']);
  expect(message.raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(message.raw).toMatch(/Content-Type: text\/plain[\s\S]*Plain words/);
  expect(message.raw).toMatch(/Content-Type: text\/html[\s\S]*<p>Rich words<\/p>/);
});

it('delivers the verification e-mail of a sign-up over SMTP, with a working link', async () => {
  const t = await createTestApp({ SMTP_URL: smtpUrl, PUBLIC_URL: 'https://shop.example' });
  try {
    // The real mailer, not the test one: build without the override.
    const { buildApp } = await import('@/app.ts');
    const app = await buildApp({ config: t.app.config, db: t.db });
    await app.ready();
    const res = await signUp({ ...t, app }, { name: 'Mail Reader', email: 'mail.reader@example.com', password: 'Parts2026' });
    expect(res.statusCode).toBe(200);
    await app.jobs.runDue();
    expect(received.some((m) => m.to.includes('mail.reader@example.com'))).toBe(true);
    const raw = decodeQuotedPrintable(received.findLast((m) => m.to.includes('mail.reader@example.com'))!.raw);
    const link = raw.match(/https:\/\/shop\.example\/api\/auth\/verify-email\?token=[\w.-]+/)?.[0];
    expect(link).toBeTruthy();
    // Opened in the browser that signed up (it keeps the sign-up's cookie).
    const opened = await app.inject({ url: new URL(link!).pathname + new URL(link!).search, headers: { cookie: res.headers['set-cookie']!.toString().match(/coreparts_sign_up=[^;]+/)![0] } });
    expect(opened.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'mail.reader@example.com'));
    expect(user?.emailVerified).toBe(true);
    await app.close();
  } finally {
    await t.close();
  }
});

it('loses no mail while the relay is down: it goes out, once, when the relay is back', async () => {
  const { freePort } = await import('@/test/server-process.ts');
  const port = await freePort();
  const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const { buildApp } = await import('@/app.ts');
  let offset = 0;
  const app = await buildApp({ config: t.app.config, db: t.db, clock: () => new Date(Date.now() + offset) });
  await app.ready();
  let relay: SMTPServer | null = null;
  try {
    const res = await signUp({ ...t, app }, { name: 'Patient Reader', email: 'patient.reader@example.com', password: 'Parts2026' });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      await app.jobs.runDue();
      offset += 60_000;
    }
    expect(received.some((m) => m.to.includes('patient.reader@example.com'))).toBe(false);
    expect(await app.jobs.counts()).toMatchObject({ waiting: 1 });

    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          received.push({ from: '', to: session.envelope.rcptTo.map((r) => r.address), raw: '' });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay!.listen(port, '127.0.0.1', resolve));
    offset += 60_000;
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(received.filter((m) => m.to.includes('patient.reader@example.com'))).toHaveLength(1);
    expect(await app.jobs.counts()).toMatchObject({ waiting: 0, failed: 0 });
  } finally {
    await app.close();
    await t.close();
    if (relay) await new Promise<void>((resolve) => relay!.close(() => resolve()));
  }
});

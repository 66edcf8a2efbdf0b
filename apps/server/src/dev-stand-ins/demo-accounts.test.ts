/** Production's check for demo passwords (decision 071): it names each demo account that still signs in with one. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@/db/schema.ts';
import { passwordHashingOf } from '@/modules/auth/password-hashing.ts';
import { signIn } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { demoAccounts, ensureDemoAccounts, requireNoDemoPasswords } from './demo-accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('requireNoDemoPasswords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('passes a database without the demo accounts', async () => {
    await expect(requireNoDemoPasswords(t.db, passwordHashingOf(t.app.config))).resolves.toBeUndefined();
  });

  it('names every demo account that signs in with its demo password, until its password changes', async () => {
    await ensureDemoAccounts(t.db, passwordHashingOf(t.app.config));
    for (const demo of demoAccounts) expect((await signIn(t, demo.email, demo.password)).res.statusCode).toBe(200);
    await expect(requireNoDemoPasswords(t.db, passwordHashingOf(t.app.config))).rejects.toThrow(
      'Refusing to start: the account admin@example.com still signs in with the demo password Admin12345, ' +
        'and the account customer@example.com still signs in with the demo password Customer12345; change their passwords or delete them.',
    );

    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    await t.db.update(accounts).set({ password: await passwordHashingOf(t.app.config).hash('a-password-of-its-own') }).where(eq(accounts.userId, admin!.id));
    await expect(requireNoDemoPasswords(t.db, passwordHashingOf(t.app.config))).rejects.toThrow(
      'Refusing to start: the account customer@example.com still signs in with the demo password Customer12345; change its password or delete it.',
    );

    await t.db.delete(users).where(eq(users.email, 'customer@example.com'));
    await expect(requireNoDemoPasswords(t.db, passwordHashingOf(t.app.config))).resolves.toBeUndefined();
  });
});

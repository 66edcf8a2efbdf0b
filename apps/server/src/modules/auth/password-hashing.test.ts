import type * as crypto from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { lightPasswordHashing, shopPasswordHashing as passwordHashing } from './password-hashing.ts';

// How many hashes run at once, watched around Better Auth's own functions.
const running = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('better-auth/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const watched =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running.most = Math.max(running.most, ++running.now);
      try {
        return await work(...args);
      } finally {
        running.now--;
      }
    };
  return { ...original, hashPassword: watched(original.hashPassword), verifyPassword: watched(original.verifyPassword) };
});

describe('password hashing', () => {
  it('hashes and checks one password at a time, with Better Auth’s scrypt', async () => {
    const hashes = await Promise.all(['first password', 'second password', 'third password'].map(passwordHashing.hash));
    const checks = await Promise.all([
      passwordHashing.verify({ hash: hashes[0]!, password: 'first password' }),
      passwordHashing.verify({ hash: hashes[1]!, password: 'first password' }),
      passwordHashing.verify({ hash: 'not a hash', password: 'third password' }).catch(() => 'refused'),
      passwordHashing.verify({ hash: hashes[2]!, password: 'third password' }),
    ]);
    expect(checks).toEqual([true, false, 'refused', true]);
    expect(running.most).toBe(1);
  });
});

describe('light password hashing, for tests that do not time sign-in', () => {
  it('hashes in Better Auth’s form and checks only the same password', async () => {
    const hash = await lightPasswordHashing.hash('Parts2026');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await lightPasswordHashing.hash('Parts2026')).not.toBe(hash);
    expect(await lightPasswordHashing.verify({ hash, password: 'Parts2026' })).toBe(true);
    expect(await lightPasswordHashing.verify({ hash, password: 'parts2026' })).toBe(false);
    expect(await lightPasswordHashing.verify({ hash: `${hash.split(':')[0]}:abcd`, password: 'Parts2026' })).toBe(false);
    await expect(lightPasswordHashing.verify({ hash: 'not a hash', password: 'Parts2026' })).rejects.toThrow('Invalid password hash');
  });
});

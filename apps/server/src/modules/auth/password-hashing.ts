/**
 * Passwords hashed and checked one at a time, with Better Auth's own scrypt (so every stored hash
 * stays valid). Each hash takes 32 MB (N = 16384, r = 16) on one of libuv's four threads, which
 * file reads and gzip share: four sign-ins at once took the server from 216 to 301 MB of peak
 * memory, over its 250 MB budget, and all four threads (issue 16).
 *
 * Tests that do not time sign-in hash with a light scrypt (decision 102): the shop's costs a tenth
 * of a second of a core, and the server suite signs people up and in about 1,800 times.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once everything handed here before it has finished. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work);
  last = turn.catch(() => {});
  return turn;
}

/** What a shop stores: Better Auth's scrypt, one hash at a time. */
export const shopPasswordHashing: PasswordHashing = {
  hash: (password) => inTurn(() => hashPassword(password)),
  verify: (data) => inTurn(() => verifyPassword(data)),
};

/** Scrypt at N = 1024, r = 8, in Better Auth's form (`salt:key` in hex): for tests only (config.ts). */
const LIGHT: ScryptOptions = { N: 1024, r: 8, p: 1 };
const lightKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password.normalize('NFKC'), salt, 64, LIGHT, (err, key) => (err ? reject(err) : resolve(key))));

export const lightPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await lightKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const stored = Buffer.from(key, 'hex');
    const made = await lightKey(password, salt);
    return stored.length === made.length && timingSafeEqual(stored, made);
  },
};

export const passwordHashingOf = (config: { lightPasswordHashing: boolean }): PasswordHashing =>
  config.lightPasswordHashing ? lightPasswordHashing : shopPasswordHashing;

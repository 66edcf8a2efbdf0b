/**
 * Passwords hashed and checked one at a time, with Better Auth's own scrypt (so every stored hash
 * stays valid). Each hash takes 32 MB (N = 16384, r = 16) on one of libuv's four threads, which
 * file reads and gzip share: four sign-ins at once took the server from 216 to 301 MB of peak
 * memory, over its 250 MB budget, and all four threads (issue 16).
 */
import { hashPassword, verifyPassword } from 'better-auth/crypto';

let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once everything handed here before it has finished. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work);
  last = turn.catch(() => {});
  return turn;
}

export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};

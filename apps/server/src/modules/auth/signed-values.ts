/** Values our cookies carry, signed with the server's secret so that a browser cannot make one up. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureOf = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** Compares in constant time, so the answer's timing does not tell how much of a guess was right. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

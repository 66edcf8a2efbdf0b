/**
 * A browser that has signed in to an account carries a device cookie for it (decision 035, after
 * OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a random id and its signature
 * over the account's address. A sign-in that presents one for that account is judged by that
 * browser's own failures, not by the wait that strangers' guesses put on the whole account.
 */
import { randomBytes } from 'node:crypto';
import { sameSignature, signatureOf } from './signed-values.ts';

export const DEVICE_COOKIE = 'coreparts_device';
/** Sent only where it is read. */
const PATH = '/api/auth/sign-in';
const MAX_AGE_SECONDS = 400 * 24 * 3600;

export function createDeviceCookies(secret: string, secure: boolean) {
  const signatureFor = (email: string, id: string) => signatureOf(secret, `device:${email.trim().toLowerCase()}:${id}`);
  return {
    /** The cookie for a browser that has just signed in to `email`: a new id each time. */
    issue(email: string) {
      const id = randomBytes(16).toString('base64url');
      const value = `${id}.${signatureFor(email, id)}`;
      return { name: DEVICE_COOKIE, value, attributes: { path: PATH, maxAge: MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure } } as const;
    },
    /** The browser's id when `value` is a device cookie we gave it for `email`; null otherwise. */
    deviceOf(value: string | null | undefined, email: string): string | null {
      const [id, signature] = (value ?? '').split('.');
      if (!id || !signature) return null;
      return sameSignature(signature, signatureFor(email, id)) ? id : null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

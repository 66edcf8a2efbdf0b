// zod's core alone: the page's first script needs this switch, not the whole library.
import { config } from 'zod/v4/core';

/**
 * For the page: zod compiles object schemas with `new Function` after probing whether it may,
 * and under the shop's Content-Security-Policy (`script-src 'self'`, no `unsafe-eval`) that probe
 * is a CSP violation the browser reports on every page that validates. The page validates small
 * forms, so it runs the schemas without compiling them; the server keeps the compiled ones.
 */
export function validateWithoutCompiling(): void {
  config({ jitless: true });
}

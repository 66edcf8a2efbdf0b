import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.ts';

describe('isPagePath', () => {
  it.each([
    '/',
    '/home',
    '/parts',
    '/parts/',
    '/PARTS',
    '/parts/4f1c2e',
    '/builds/AbCdEfGhIjKlMnOp',
    '/purchase/12',
    '/dashboard',
    '/dashboard/myorder',
    '/dashboard/order/9',
    '/index.html',
  ])('%s is a page', (path) => expect(isPagePath(path)).toBe(true));

  it.each([
    '/homepage',
    '/no/such/page',
    '/parts/1/2',
    '/purchase',
    '/dashboard/nothing',
    '/dashboard/order',
    '/wp-login.php',
    '/favicon.ico',
  ])('%s is not a page', (path) => expect(isPagePath(path)).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('rebuilds the full path the guard remembered', () => {
    const from = { pathname: '/purchase/42', search: '?qty=3', hash: '#pay' };
    expect(returnPath({ from })).toBe('/purchase/42?qty=3#pay');
  });

  it('defaults to the home page', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: { pathname: 42 } })).toBe('/');
  });

  it('refuses anything that would leave the site', () => {
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
  });

  it('takes the address’s `from`, as a verification link brings it back, when the state has none', () => {
    expect(returnPath(null, new URLSearchParams('verified=1&from=%2Fcart'))).toBe('/cart');
    expect(returnPath({ from: { pathname: '/builder' } }, new URLSearchParams('from=/cart'))).toBe('/builder');
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(returnPath(null, new URLSearchParams({ from }))).toBe('/');
    }
  });
});

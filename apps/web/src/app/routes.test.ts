import { pagePaths } from '@coreparts/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Every full path the router gives a page of its own: `*` (the 404 page) left out. */
function pagesOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path || '/'] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

describe('the router and the server', () => {
  it('know the same pages (packages/shared page-paths.ts), so any other address is answered 404', () => {
    expect(new Set(pagesOf(routes))).toEqual(new Set(pagePaths));
  });
});

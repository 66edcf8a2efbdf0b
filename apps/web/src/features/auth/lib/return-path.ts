/**
 * Where to go after signing in: the page the sign-in guard sent the person away from
 * (`state.from`, a router location), or the home page. Only paths on this site are accepted.
 */
import { paths } from '@/config/paths.ts';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return paths.root;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

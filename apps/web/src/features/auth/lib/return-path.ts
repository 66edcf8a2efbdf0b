/**
 * Where to go after signing in: the page the sign-in guard sent the person away from
 * (`state.from`, a router location), else the `from` of the address (a verification link carries
 * it back), or the home page. Only paths on this site are accepted.
 */
import { paths } from '@/config/paths.ts';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

const onThisSite = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function returnPath(state: unknown, query?: URLSearchParams): string {
  const from = (state as FromState | null)?.from;
  if (typeof from?.pathname !== 'string' || !onThisSite(from.pathname)) {
    const given = query?.get('from');
    return given && onThisSite(given) ? given : paths.root;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

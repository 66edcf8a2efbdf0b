/**
 * The build the planner shows: kept in the page's address (`/builder?parts=id:qty,…`), so that a
 * reload or a shared link restores it, and remembered in the browser as the last build, which
 * opens again when the planner is opened without one.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BUILD_PARAM, builderSearch, formatBuild, parseBuild, type BuildLine } from '@/features/builder/lib/build.ts';

export const LAST_BUILD_KEY = 'coreparts.lastBuild';

function remember(lines: readonly BuildLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(LAST_BUILD_KEY);
    else localStorage.setItem(LAST_BUILD_KEY, formatBuild(lines));
  } catch {
    // Storage refused (private mode, full): the address still holds the build.
  }
}

function recalled(): BuildLine[] {
  try {
    return parseBuild(localStorage.getItem(LAST_BUILD_KEY));
  } catch {
    return [];
  }
}

export function useBuild() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = searchParams.get(BUILD_PARAM);
  const lines = useMemo(() => parseBuild(raw), [raw]);

  // Opened without a build in the address: the last one, if any (once, on arrival).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (raw !== null) return;
    const last = recalled();
    if (last.length > 0) void navigate({ search: builderSearch(last) }, { replace: true });
  }, [raw, navigate]);

  // A build opened from a link becomes the last build too.
  useEffect(() => {
    if (raw !== null) remember(lines);
  }, [raw, lines]);

  // Each change replaces the address rather than adding a step to the browser's history.
  const setLines = useCallback(
    (next: readonly BuildLine[]) => {
      remember(next);
      void navigate({ search: builderSearch(next) }, { replace: true });
    },
    [navigate],
  );

  return { lines, setLines };
}

/**
 * A visitor's saved builds follow them into the account they sign up or in to next: each save's
 * claim is kept in this browser until a signed-in session hands it to `POST /api/builds/claim`.
 */
import { MAX_CLAIMED_BUILDS, type ClaimBuildsBody, type SavedBuildLink } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client.ts';
import { myBuildsQueryKey } from './get-my-builds.ts';

const STORAGE_KEY = 'coreparts:visitor-builds';
type Claims = ClaimBuildsBody['builds'];

function readClaims(): Claims {
  try {
    const claims: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(claims) ? (claims as Claims) : [];
  } catch {
    return [];
  }
}

/** Keeps a visitor's save to claim later (the newest ones, when there are many). */
export function keepClaim({ id, claim }: SavedBuildLink) {
  if (!claim) return;
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...readClaims(), { id, claim }].slice(-MAX_CLAIMED_BUILDS)));
}

/** Once someone is signed in, the builds this browser saved before become theirs, listed under My builds. */
export function useClaimVisitorBuilds(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const builds = readClaims();
    if (builds.length === 0) return;
    // Taken from the browser first, so that two tabs signing in do not both send them.
    localStorage.removeItem(STORAGE_KEY);
    api
      .post<{ claimed: number }>('/builds/claim', { builds })
      .then(({ claimed }) => {
        if (claimed > 0) void queryClient.invalidateQueries({ queryKey: myBuildsQueryKey });
      })
      // Kept for the next sign-in when the server could not take them now.
      .catch(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(builds)));
  }, [userId, queryClient]);
}

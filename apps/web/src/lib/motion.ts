import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The visitor asked their system for less motion: no autoplay, no counting, no smooth scrolling. */
export const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * `prefersReducedMotion` for what a component renders: false in the prerendered HTML, then the
 * visitor's setting once hydrated, and again whenever they change it.
 */
export const useReducedMotion = () => useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);

import type { KeyboardEvent } from 'react';

const tabbable = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A modal `<dialog>`'s keydown handler: Tab from its last control goes back to its first, and
 * Shift+Tab from its first to its last (decision 031). The browser's own modal dialog would let
 * focus out to the browser's toolbar; the page behind stays inert either way.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)].filter((el) => el.tabIndex >= 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const wrapTo = event.shiftKey && active === first ? last : !event.shiftKey && active === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

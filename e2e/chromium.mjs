import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the end-to-end suite and the bench start it: one list of flags for both
 * (a container without a sandbox or a GPU, and no traffic of its own to skew a measurement).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian's package puts it: the bench's page loads and Lighthouse run the full browser. */
export const defaultChromiumPath = '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's `chromium-headless-shell` where it is installed (Chromium's own
 * headless shell, what Playwright runs headless by default), which does the same pages with less
 * work than the full browser; else the full browser.
 */
export const journeyChromiumPath = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : defaultChromiumPath;

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

/** Where Debian's package puts it. */
export const defaultChromiumPath = '/usr/bin/chromium';

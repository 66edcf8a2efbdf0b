import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server both as source (src/) and once bundled (dist/),
// so paths resolved from here hold in development, tests and production alike.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The artwork the page ships (served at /images once built), which parts may show. */
export const shippedImagesFolder = fileURLToPath(new URL('../../web/public/images', import.meta.url));

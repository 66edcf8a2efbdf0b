import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL names a PostgreSQL server
// (its maintenance database; the suite creates and drops its own databases), on PostgreSQL too.
const databases: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export default defineConfig({
  // `@/…` is src/…, as tsconfig.json's paths say (the build, esbuild, and tsx read them there).
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  test: {
    projects: [
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database,
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.process.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          provide: { database },
          // Most of these files wait (on timers, a database, a socket) more than they compute, so
          // three at a time keep two cores busy; vitest's default on two cores is one.
          maxWorkers: 3,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
      {
        extends: true as const,
        // Real server processes, started, crashed and restarted (src/test/server-process.ts); one
        // file at a time, each with its own databases. PostgreSQL cases need TEST_DATABASE_URL.
        test: {
          name: 'processes',
          include: ['src/**/*.process.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

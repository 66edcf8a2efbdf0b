import { defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL names a PostgreSQL server
// (its maintenance database; the suite creates and drops its own databases), on PostgreSQL too.
const databases: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export default defineConfig({
  test: {
    projects: databases.map((database) => ({
      test: {
        name: database,
        include: ['src/**/*.test.ts'],
        globalSetup: ['src/test/global-setup.ts'],
        provide: { database },
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    })),
  },
});

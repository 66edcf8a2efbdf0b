import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL names a PostgreSQL server
// (its maintenance database; the suite creates and drops its own databases), on PostgreSQL too.
const databases: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

// A worker's files share its modules (`isolate: false`): the app's modules are loaded once a worker,
// not once a file (that loading was a quarter of the suite's time). The few files that replace a
// module (`vi.mock`) need a module graph of their own and run isolated, found by what they call.
const src = path.join(import.meta.dirname, 'src');
// Answers timed against each other over many pairs (decision 035): timed alone, after every other
// file of the suite, so no other file shares the cores meanwhile, and once: on PostgreSQL where the
// suite has one (where the tell it was written against was the larger), else on PGlite.
const timed = ['src/modules/auth/answer-timing.test.ts'];
const timedOn = databases.at(-1);
const replacingModules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.process.test.ts'))
  .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  // `@/…` is src/…, as tsconfig.json's paths say (the build, esbuild, and tsx read them there).
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  test: {
    projects: [
      ...databases.flatMap((database) =>
        [
          { name: database, include: ['src/**/*.test.ts'], exclude: ['src/**/*.process.test.ts', ...replacingModules, ...timed], isolate: false },
          { name: `${database}, modules replaced`, include: replacingModules, isolate: true },
          ...(database === timedOn ? [{ name: `${database}, timed alone`, include: timed, isolate: true, sequence: { groupOrder: 1 } }] : []),
        ].map((files) => ({
          extends: true as const,
          test: {
            ...files,
            globalSetup: ['src/test/global-setup.ts'],
            provide: { database },
            // Most of these files wait (on timers, a database, a socket) more than they compute, so
            // three at a time keep two cores busy; vitest's default on two cores is one.
            maxWorkers: 3,
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        })),
      ),
      {
        extends: true as const,
        // Real server processes, started, crashed and restarted (src/test/server-process.ts), each
        // file with its own databases and ports, last. Two files at a time: they mostly wait (an
        // outage, a restart), and a third made the scale-out file's orders miss their time on two
        // cores. PostgreSQL cases need TEST_DATABASE_URL.
        test: {
          name: 'processes',
          include: ['src/**/*.process.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

// Bundles the server into dist/: our workspace code is inlined, npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coreparts/'));

await build({
  // The advisor's worker thread is an entry of its own, started from dist/ (decision 069).
  entryPoints: ['src/server.ts', 'src/cli/seed-cli.ts', 'src/cli/admin-cli.ts', 'src/modules/advisor/report-reader.worker.ts'],
  outdir: 'dist',
  // Flat: each entry sits directly in dist/, one level below apps/server like src/paths.ts.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild itself bundles the advisor's worker only when the server runs from source.
  external: [...external, 'esbuild'],
  logLevel: 'warning',
});

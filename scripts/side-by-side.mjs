/**
 * `node scripts/side-by-side.mjs <script> <script> …`: runs npm scripts at the same time, each
 * line of their output led by the script's name, and fails when any of them fails (after all have
 * ended). `npm test` runs the API suites beside the end-to-end journeys: each waits on timers,
 * databases and a browser more than it computes, so together they take less than one after the other.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
const codes = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
        }
        child.on('error', () => resolve(1));
        child.on('close', (code) => {
          console.log(`[${script}] ended with ${code}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

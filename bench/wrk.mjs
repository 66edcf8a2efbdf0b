/**
 * Read loads with wrk (Debian's `wrk`), a load generator in C that is not the limit on this
 * machine: autocannon, in Node, tops out near the rates of the smallest answers, so it hides what
 * the store costs next to a bare process (decision 027). Each run is its own process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where `command` is on the PATH, or null. */
export function onPath(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export const wrkPath = onPath('wrk');

/**
 * One run: { url, headers?, paths? (each request takes one at random), connections, duration (s) }.
 * Answers the figures bench/load.mjs gives: requests, seconds, reqPerSec, latency (ms), errors.
 */
export async function wrk({ url, headers = {}, paths, connections, duration }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coreparts-wrk-'));
  try {
    const args = ['-t', String(Math.min(2, os.cpus().length)), '-c', String(connections), '-d', `${duration}s`, '--timeout', '10s'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push('-s', path.join(import.meta.dirname, 'wrk.lua'), url);
    if (paths) {
      const list = path.join(dir, 'paths.txt');
      writeFileSync(list, `${paths.join('\n')}\n`);
      args.push('--', list);
    }
    const out = await new Promise((resolve, reject) => {
      const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text.slice(-1000)}`))));
    });
    const line = out.trim().split('\n').at(-1);
    const r = JSON.parse(line);
    const seconds = r.durationUs / 1e6;
    const ms = (us) => us / 1000;
    return {
      requests: r.requests,
      seconds,
      reqPerSec: r.requests / seconds,
      latency: { p50: ms(r.latencyUs.p50), p99: ms(r.latencyUs.p99), max: ms(r.latencyUs.max) },
      errors: r.errors.connect + r.errors.read + r.errors.write,
      timeouts: r.errors.timeout,
      // wrk counts answers with a status of 400 or above.
      non2xx: r.errors.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

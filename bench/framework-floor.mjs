/**
 * What the framework and the access line cost a small answer before the store does anything:
 * the same 2 KB JSON answer (a part's size) from a bare `node:http` process, from Fastify with
 * nothing added, from Fastify with a pino logger that writes no line, and from that with one
 * access line per answer written as the store writes it (synchronously, to a file: decision 101),
 * and, for comparison, the same line through pino's two other ways of writing. Each is a process
 * of its own, loaded by wrk at 64 connections, in rounds forwards then backwards; the figure is
 * each one's requests a second over the bare process's, the median of the rounds.
 * `node bench/framework-floor.mjs [--rounds N] [--seconds S]`; writes results/framework-floor.json.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBareProcess } from './bare-process.mjs';
import { freePort, median } from './server.mjs';
import { wrk, wrkPath } from './wrk.mjs';

const body = Buffer.from(JSON.stringify({ _id: '00000000-0000-4000-8000-000000000000', name: 'A part', text: 'x'.repeat(1900) }));
const headers = { 'content-type': 'application/json; charset=utf-8', etag: '"0123456789abcdef"', 'cache-control': 'public, no-cache' };

const variants = {
  bare: 'node:http, nothing else',
  fastify: 'Fastify, no logger, no hook',
  logger: 'Fastify with a pino logger, no line written',
  accessLine: 'Fastify with a pino logger, one access line an answer',
  // What else a line could be written through, for comparison (decision 101 says why the store does not):
  asyncLine: 'the same line through pino\'s asynchronous destination',
  workerLine: 'the same line through a pino transport (a worker thread writes it)',
};

/** Where each variant's pino writes: synchronously as the store does, or as the two others. */
function destinationOf(variant, pino, logFile) {
  if (variant === 'asyncLine') return pino.destination({ dest: logFile, sync: false });
  if (variant === 'workerLine') return pino.transport({ target: 'pino/file', options: { destination: logFile } });
  return pino.destination({ dest: logFile, sync: true });
}

/** One Fastify variant, serving on `port` until killed; says `listening` on standard output. */
async function serve(variant, port, logFile) {
  const { default: Fastify, LogController } = await import('fastify');
  const { default: pino } = await import('pino');
  const logger = variant === 'fastify' ? null : pino({ level: variant === 'logger' ? 'warn' : 'info' }, destinationOf(variant, pino, logFile));
  const app = Fastify({ ...(logger ? { loggerInstance: logger } : { logger: false }), logController: new LogController({ disableRequestLogging: true }) });
  if (variant.endsWith('Line')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  }
  app.get('/part', (_request, reply) => reply.headers(headers).send(body));
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write('listening\n');
}

/** A variant in a process of its own: answers its address and how to stop it. */
async function start(variant, logFile) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The bare process is the reads rows' own reference (bare-process.mjs), with this one answer.
  if (variant === 'bare') return { base, stop: (await startBareProcess([{ path: '/part', plain: { headers, body } }], port)).stop };
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', variant, '--port', String(port), '--log', logFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  if (!String(line).startsWith('listening')) throw new Error(`${variant} did not start: ${line}`);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function measure({ rounds, seconds }) {
  if (!wrkPath) throw new Error('wrk is not on the PATH (apt-get install wrk)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coreparts-floor-'));
  const names = Object.keys(variants);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const name of round % 2 === 0 ? names : [...names].reverse()) {
        const { base, stop } = await start(name, path.join(dir, `${name}.log`));
        try {
          const url = `${base}/part`;
          await wrk({ url, connections: 64, duration: 1 });
          const r = await wrk({ url, connections: 64, duration: seconds });
          if (r.errors + r.timeouts + r.non2xx > 0) throw new Error(`${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
          runs[name].push(r.reqPerSec);
          process.stderr.write(`round ${round + 1}, ${name}: ${Math.round(r.reqPerSec)} req/s\n`);
        } finally {
          await stop();
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return Object.fromEntries(
    names.map((name) => [name, { what: variants[name], reqPerSec: median(runs[name]), vsBare: median(runs[name].map((r, i) => r / runs.bare[i])) }]),
  );
}

const { values: args } = parseArgs({
  options: { serve: { type: 'string' }, port: { type: 'string' }, log: { type: 'string' }, rounds: { type: 'string', default: '5' }, seconds: { type: 'string', default: '3' } },
});
if (args.serve) {
  await serve(args.serve, Number(args.port), args.log);
  process.on('SIGTERM', () => process.exit(0));
} else {
  const figures = await measure({ rounds: Number(args.rounds), seconds: Number(args.seconds) });
  for (const { what, reqPerSec, vsBare } of Object.values(figures)) console.log(`${what}: ${Math.round(reqPerSec)} req/s, ${vsBare.toFixed(2)}× the bare process`);
  const results = path.join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, 'framework-floor.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, figures }, null, 2)}\n`);
}

/**
 * The reference outside the store (issue 16): a plain `node:http` process that sends, from memory,
 * the very answers the store sent (the same headers and body bytes), with nothing else (no
 * logging, hooks or routing beyond a map lookup): what is left between the two is the store's
 * per-request work. Imported, `startBareProcess(answers)` writes the answers to a temporary folder
 * and starts this file as a second process on a free loopback port; run, it serves them.
 * An answer: { path, plain: { headers, body }, gzip?: { headers, body } } (bodies are Buffers);
 * `Accept-Encoding: gzip` gets `gzip` when there is one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function startBareProcess(answers, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coreparts-bare-'));
  const index = answers.map(({ path: p, plain, gzip }, i) => {
    writeFileSync(path.join(dir, `${i}`), plain.body);
    if (gzip) writeFileSync(path.join(dir, `${i}.gz`), gzip.body);
    return { path: p, headers: plain.headers, gzipHeaders: gzip?.headers ?? null };
  });
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(child.stdout, 'data');
  if (!String(line).startsWith('listening')) throw new Error(`the bare process did not start: ${line}`);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function serve(dir, port) {
  const answers = new Map();
  JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')).forEach(({ path: p, headers, gzipHeaders }, i) => {
    answers.set(p, {
      plain: { headers, body: readFileSync(path.join(dir, `${i}`)) },
      gzip: gzipHeaders ? { headers: gzipHeaders, body: readFileSync(path.join(dir, `${i}.gz`)) } : null,
    });
  });
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    const zipped = answer.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const { headers, body } = zipped ? answer.gzip : answer.plain;
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2], Number(process.argv[3]));

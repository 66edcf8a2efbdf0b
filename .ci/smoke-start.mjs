#!/usr/bin/env node
/**
 * The README's `npm start`, on whatever Node runs this script (CI: the machine's own): it builds,
 * starts on a fresh embedded database, serves the shop's page, signs the demo customer in, takes
 * an order, and stops cleanly on SIGTERM. Exits non-zero, with the server's output, otherwise.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.SMOKE_PORT ?? 3997);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'coreparts-smoke-'));
const root = path.join(import.meta.dirname, '..');

// As a newcomer runs it: no NODE_ENV, the embedded defaults.
const environment = { ...process.env };
delete environment.NODE_ENV;
const server = spawn('npm', ['start'], {
  cwd: root,
  env: { ...environment, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke: ${message}\n--- server output ---\n${output}`);
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function expectStatus(response, status, what) {
  if (response.status !== status) fail(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  return response;
}

// The build comes first (a few minutes on a busy machine), then the server's first start.
const deadline = Date.now() + 10 * 60_000;
for (;;) {
  if (server.exitCode !== null) fail(`npm start exited with ${server.exitCode} before it served`);
  if (Date.now() > deadline) fail('the shop did not become ready within 10 minutes');
  const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
  if (ready?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const page = await expectStatus(await fetch(`${base}/`), 200, 'GET /');
if (!(await page.text()).includes('<div id="root"')) fail('GET / answered no page');

const signIn = await expectStatus(
  await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'customer@example.com', password: 'Customer12345' }),
  }),
  200,
  'signing the demo customer in',
);
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const { items } = await (await expectStatus(await fetch(`${base}/api/parts?limit=20`), 200, 'GET /api/parts')).json();
const part = items.find((p) => p.quantity >= p.min);
if (!part) fail('no part in stock on the first page of the demo catalog');
const order = await expectStatus(
  await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ orderId: part._id, quantity: part.min }),
  }),
  201,
  'ordering a part',
);
const { _id } = await order.json();

// The node process under npm gets the signal npm would forward from a process supervisor.
process.kill(-server.pid, 'SIGTERM');
const { code, signal } = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), 30_000))]);
if (code !== 0 && signal !== 'SIGTERM') fail(`after SIGTERM the server ended with ${code ?? signal}`);
rmSync(dataDir, { recursive: true, force: true });
console.warn(`smoke: npm start on Node ${process.version} served the shop and took order ${_id} for ${part.min} × ${part.name}`);

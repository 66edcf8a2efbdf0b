/**
 * The build planner and the upgrade advisor (issue 28, decisions 048 and 049), on a server with the
 * 1,000-part catalog:
 * - the compatibility engine **in the page**: the shared package's `checkBuild` and the chooser's
 *   `sortCandidates`, bundled by Vite as the page bundles them, run in headless Chromium on a full
 *   build of the catalog's parts, at the machine's speed and at Lighthouse's 4× CPU slowdown;
 * - `POST /api/builds/check` of the same build, one request after another;
 * - `POST /api/advisor` with a report of each kind the fixtures hold, repeated to just under the
 *   256 KB the call accepts, one request after another.
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumFlags, defaultChromiumPath } from '../e2e/chromium.mjs';
import { root } from './server.mjs';

const fixtures = path.join(root, 'packages/shared/src/advisor/fixtures');
/** The fixtures' names start with their kind (fixtures/SOURCES.md); `lshw-json` before `lshw`. */
const reportKinds = ['dmidecode', 'dxdiag', 'inxi', 'lshw-json', 'lshw', 'system-profiler', 'systeminfo'];
const MAX_REPORT_BYTES = 256 * 1024;
export const buildBudgets = { checkMs: 5, advisorMs: 200 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) };
};

/**
 * A POST and its time, from `localAddress` when given: the advisor counts reports per address
 * (20 in 10 minutes), so each report comes from an address of its own (any 127.x reaches the server).
 */
function post(base, url, body, localAddress) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', origin: base } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const ms = performance.now() - started;
        if (res.statusCode < 200 || res.statusCode >= 300) reject(new Error(`POST ${url} answered ${res.statusCode}: ${text.slice(0, 300)}`));
        else resolve({ ms, answer: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

let reports = 0;
/** The next loopback address of its own for a report. */
const reportAddress = () => {
  reports += 1;
  return `127.0.${2 + Math.floor(reports / 250)}.${1 + (reports % 250)}`;
};

/** Every part of a category the builder offers (in stock, from the API's pages). */
async function categoryParts(base, category) {
  const parts = [];
  let cursor = null;
  do {
    const params = new URLSearchParams({ category, limit: '100', ...(cursor && { cursor }) });
    const page = await (await fetch(`${base}/api/parts?${params}`)).json();
    parts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return parts.filter((p) => p.quantity > 0 && p.quantity >= p.min);
}

const toBuildPart = (part, quantity) => ({ id: part._id, name: part.name, category: part.category, specs: part.specs, quantity });

/** One of each slot, two memory kits and three drives: the build planner's fullest usual build. */
async function fullBuild(base) {
  const slots = { processor: 1, 'cpu-cooler': 1, motherboard: 1, ram: 2, 'graphics-card': 1, ssd: 3, 'power-supply': 1, case: 1 };
  const byCategory = {};
  for (const category of Object.keys(slots)) byCategory[category] = await categoryParts(base, category);
  const build = Object.entries(slots).flatMap(([category, lines]) => byCategory[category].slice(0, lines).map((part) => toBuildPart(part, 1)));
  // The chooser opened on the largest category, as it checks each candidate in the build.
  const [chooserCategory, candidates] = Object.entries(byCategory).sort((a, b) => b[1].length - a[1].length)[0];
  return { build, chooserCategory, candidates };
}

/** The shared engine as the page bundles it: one IIFE exposing what the builder calls. */
async function engineBundle() {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, 'builds-entry.mjs'), formats: ['iife'], name: 'engine' },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output[0].code;
}

/**
 * Times `checkBuild` (a batch of 50 per sample, so the page's coarse clock is read in whole
 * milliseconds) and the chooser's `sortCandidates` over a category, at the machine's speed and
 * with the CPU slowed 4× through the DevTools protocol, as Lighthouse's phone.
 */
async function inThePage({ build: parts, candidates }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? defaultChromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>engine</title>');
    await page.addScriptTag({ content: await engineBundle() });
    const cdp = await page.context().newCDPSession(page);
    const figures = {};
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      figures[`x${rate}`] = await page.evaluate(
        ({ parts, candidates }) => {
          const { checkBuild, sortCandidates } = globalThis.engine;
          const batch = 50;
          for (let i = 0; i < 200; i++) checkBuild(parts);
          const check = [];
          for (let s = 0; s < 60; s++) {
            const t = performance.now();
            for (let i = 0; i < batch; i++) checkBuild(parts);
            check.push((performance.now() - t) / batch);
          }
          const replacing = parts.find((p) => p.category === candidates[0].category)?.id ?? null;
          for (let i = 0; i < 5; i++) sortCandidates(parts, candidates, { replacing });
          const chooser = [];
          for (let s = 0; s < 20; s++) {
            const t = performance.now();
            sortCandidates(parts, candidates, { replacing });
            chooser.push(performance.now() - t);
          }
          return { check, chooser, problems: checkBuild(parts).problems.length };
        },
        { parts, candidates },
      );
    }
    return Object.fromEntries(
      Object.entries(figures).map(([rate, f]) => [rate, { check: summary(f.check), chooser: summary(f.chooser), problems: f.problems }]),
    );
  } finally {
    await browser.close();
  }
}

/** A real report of each kind, repeated to just under the advisor's limit. */
function largeReports() {
  return readdirSync(fixtures)
    .filter((f) => /\.(txt|json)$/.test(f))
    .sort()
    .map((file) => {
      const kind = reportKinds.find((k) => file.startsWith(`${k}-`));
      const text = readFileSync(path.join(fixtures, file), 'utf8');
      // A JSON report grows by its children, repeated; a text report by itself, repeated.
      const report = file.endsWith('.json') ? repeatedJson(JSON.parse(text)) : repeated(text, '\n');
      return { kind, file, report, bytes: Buffer.byteLength(report) };
    })
    .filter((r, i, all) => all.findIndex((o) => o.kind === r.kind) === i);
}

function repeated(text, separator) {
  const copies = Math.floor((MAX_REPORT_BYTES - 1) / Buffer.byteLength(text + separator));
  return Array.from({ length: copies }, () => text).join(separator);
}

/** A JSON report (an object, or an array of one, as lshw writes either) with the system's children repeated. */
function repeatedJson(report) {
  const system = Array.isArray(report) ? report[0] : report;
  const children = system.children ?? [];
  const grown = (copies) => {
    const node = { ...system, children: Array.from({ length: copies }, () => children).flat() };
    return JSON.stringify(Array.isArray(report) ? [node] : node, null, 2);
  };
  const [none, one] = [Buffer.byteLength(grown(0)), Buffer.byteLength(grown(1))];
  let copies = one > none ? Math.floor((MAX_REPORT_BYTES - none) / (one - none)) : 1;
  while (copies > 1 && Buffer.byteLength(grown(copies)) >= MAX_REPORT_BYTES) copies--;
  return grown(copies);
}

export async function buildsAndAdvisor(server, { log, calls }) {
  const { base } = server;
  const subject = await fullBuild(base);
  log(`builds: a build of ${subject.build.length} lines; the chooser of ${subject.chooserCategory} checks ${subject.candidates.length} parts`);
  const page = await inThePage(subject);

  const lines = subject.build.map(({ id, quantity }) => ({ id, quantity }));
  const api = [];
  for (let i = 0; i < calls + 5; i++) api.push((await post(base, '/api/builds/check', { parts: lines })).ms);

  const advisor = [];
  for (const { kind, file, report, bytes } of largeReports()) {
    const times = [];
    let recognised = null;
    for (let i = 0; i < calls + 2; i++) {
      const { ms, answer } = await post(base, '/api/advisor', { report }, reportAddress());
      times.push(ms);
      recognised = answer;
    }
    advisor.push({ kind, file, bytes, ...summary(times.slice(2)), suggestions: recognised.suggestions.length });
    log(`builds: advisor ${kind} (${(bytes / 1024).toFixed(0)} KB): p95 ${summary(times.slice(2)).p95Ms.toFixed(1)} ms`);
  }
  return { lines: subject.build.length, chooser: { category: subject.chooserCategory, parts: subject.candidates.length }, page, api: summary(api.slice(5)), advisor };
}

/** The rows of this step, for bench/run.mjs's table. */
export function buildRows(cells, { ms, mark }) {
  const worst = (r) => r.builds.advisor.reduce((w, a) => (a.p95Ms > w.p95Ms ? a : w));
  return [
    [
      'Build check in the page (Chromium): p95 per check, full build; ×4 CPU slowdown',
      `< ${buildBudgets.checkMs} ms`,
      cells((r) => {
        const { x1, x4 } = r.builds.page;
        return `${ms(x1.check.p95Ms)} ms; ${ms(x4.check.p95Ms)} ms at ×4 (${r.builds.lines} lines) ${mark(x4.check.p95Ms < buildBudgets.checkMs)}`;
      }),
    ],
    [
      'Builder chooser in the page: every part of the largest category checked, p95; ×4 CPU slowdown',
      '—',
      cells((r) => {
        const { x1, x4 } = r.builds.page;
        return `${ms(x1.chooser.p95Ms)} ms; ${ms(x4.chooser.p95Ms)} ms at ×4 (${r.builds.chooser.parts} ${r.builds.chooser.category})`;
      }),
    ],
    ['POST /api/builds/check, full build: p50 / p95', '—', cells((r) => `${ms(r.builds.api.p50Ms)} / ${ms(r.builds.api.p95Ms)} ms`)],
    [
      'POST /api/advisor, 256 KB report of each kind: slowest kind p50 / p95',
      `p95 < ${buildBudgets.advisorMs} ms`,
      cells((r) => {
        const w = worst(r);
        return `${ms(w.p50Ms)} / ${ms(w.p95Ms)} ms (${w.kind}; ${r.builds.advisor.length} kinds) ${mark(w.p95Ms < buildBudgets.advisorMs)}`;
      }),
    ],
  ];
}

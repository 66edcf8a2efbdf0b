/**
 * The page: what `/` and `/parts` load before interaction (gzipped), and Lighthouse's mobile
 * scores (performance, accessibility, best practices, SEO) for them and a part's page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, defaultChromiumPath } from '../e2e/chromium.mjs';

/** Relative imports written in a built chunk: `from"./x.js"` and bare `import"./x.js"`. */
function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) found.add(m[1]);
  return [...found];
}

/** The chunk `entry` loads for a route, with the files Vite preloads alongside it (CSS included). */
function routeChunk(assets, entryCode, stem) {
  const candidates = readdirSync(assets).filter((f) => new RegExp(`^${stem}-[\\w-]+\\.js$`).test(f));
  // Vite's preload map: `import("./home-abc.js"),__vite__mapDeps([3,2,1,...])`.
  const depsList = entryCode.match(/m\.f\|\|\(m\.f=(\[[^\]]*\])/);
  const deps = depsList ? JSON.parse(depsList[1]) : [];
  for (const file of candidates) {
    const at = entryCode.indexOf(`import(\`./${file}\`)`) >= 0 ? `import(\`./${file}\`)` : `import("./${file}")`;
    const i = entryCode.indexOf(at);
    if (i < 0) continue;
    const map = entryCode.slice(i, i + 300).match(/__vite__mapDeps\(\[([\d,]*)\]\)/);
    const preload = map ? map[1].split(',').filter(Boolean).map((n) => path.basename(deps[Number(n)])) : [];
    return { file, preload };
  }
  return candidates.length === 1 ? { file: candidates[0], preload: [] } : null;
}

/**
 * Sizes of what a first visit to the route loads before interaction: index.html's entry script,
 * modulepreloads and stylesheets, then the route's lazy chunk, every chunk they import statically
 * (recursively) and the CSS Vite preloads with the route chunk.
 */
export function pageWeight(webDist, routes = { '/': 'home', '/parts': 'parts' }) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const assets = path.join(webDist, 'assets');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const entryTag = tags.find((t) => t.startsWith('<script') && /type="module"/.test(t) && attr(t, 'src'));
  if (!entryTag) throw new Error(`No module entry script in ${webDist}/index.html`);
  const entry = path.basename(attr(entryTag, 'src'));
  const preloads = tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => path.basename(attr(t, 'href')));
  const styles = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => path.basename(attr(t, 'href')));
  const entryCode = readFileSync(path.join(assets, entry), 'utf8');

  const sizeOf = new Map();
  const measure = (file) => {
    if (!sizeOf.has(file)) {
      const bytes = readFileSync(path.join(assets, file));
      sizeOf.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizeOf.get(file);
  };

  const result = {};
  for (const [route, stem] of Object.entries(routes)) {
    const chunk = routeChunk(assets, entryCode, stem);
    if (!chunk) throw new Error(`No lazy chunk ${stem}-*.js for ${route} in ${assets}`);
    const js = new Set();
    const visit = (file) => {
      if (js.has(file) || !existsSync(path.join(assets, file))) return;
      js.add(file);
      for (const dep of staticImports(readFileSync(path.join(assets, file), 'utf8'))) visit(dep);
    };
    for (const file of [entry, ...preloads, chunk.file]) visit(file);
    // A page prerendered (decision 011) or rendered by the server (decision 013) loads the same
    // code through its small start script.
    const rendered = renderedPage(webDist, route);
    if (rendered) {
      const start = rendered.match(/<script type="module" src="\/assets\/([^"]+)"/)?.[1];
      if (start) visit(start);
    }
    // Chunks Vite preloads with the route are requested at once, before the route renders.
    for (const file of chunk.preload.filter((f) => f.endsWith('.js'))) visit(file);
    const css = new Set([...styles, ...chunk.preload.filter((f) => f.endsWith('.css'))]);
    const sum = (files, key) => [...files].reduce((n, f) => n + measure(f)[key], 0);
    result[route] = {
      routeChunk: chunk.file,
      js: { files: [...js], raw: sum(js, 'raw'), gzip: sum(js, 'gzip') },
      css: { files: [...css], raw: sum(css, 'raw'), gzip: sum(css, 'gzip') },
    };
  }
  return result;
}

// The pages the server renders per request from the page shell (apps/server/src/modules/parts/catalog-cache/parts-page.ts).
const renderedPerRequest = new Set(['/parts']);

function renderedPage(webDist, route) {
  const shell = path.join(webDist, '../dist-ssr/shell.html');
  if (renderedPerRequest.has(route) && existsSync(shell)) return readFileSync(shell, 'utf8');
  const list = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(list)) return null;
  const file = JSON.parse(readFileSync(list, 'utf8'))[route];
  return file ? readFileSync(path.join(webDist, 'prerendered', file), 'utf8') : null;
}

/** Lighthouse starts Chromium itself: headless, with the flags the end-to-end suite uses. */
const chromeFlags = ['--headless=new', ...chromiumFlags];

/** Lighthouse's categories, each scored 0–100. */
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse 12's mobile scores (its default: a mid-range phone, simulated slow 4G) for each URL,
 * each run in a fresh Chromium. Answers { measured: false, reason } when it cannot run here.
 */
export async function lighthouseScores(urls, { chromePath = process.env.CHROME_PATH ?? defaultChromiumPath, runs = 1, log } = {}) {
  if (!existsSync(chromePath)) return { measured: false, reason: `no Chromium at ${chromePath} (set CHROME_PATH)` };
  let lighthouse, chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (err) {
    return { measured: false, reason: `lighthouse could not load: ${err.message}` };
  }
  const pages = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const attempts = [];
      for (let i = 0; i < runs; i++) {
        log?.(`lighthouse ${name} (${i + 1}/${runs})`);
        const lhr = await lighthouseRun(lighthouse, chromeLauncher, chromePath, url, log);
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        attempts.push({
          score: scores.performance,
          scores,
          cls: audit('cumulative-layout-shift'),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          speedIndexMs: audit('speed-index'),
          // Lighthouse's own measure of this machine's speed at that moment (higher is faster).
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          warnings: lhr.runWarnings,
        });
      }
      // The median run by performance score (the lower middle one for an even count).
      const sorted = [...attempts].sort((a, b) => a.score - b.score);
      pages[name] = { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: attempts.map((a) => a.score) };
    }
  } catch (err) {
    return { measured: false, reason: `lighthouse failed: ${err.message}`, pages };
  }
  return { measured: true, pages };
}

// Lighthouse itself asks to be run again after these: the trace of the load was not recorded.
const transientErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT']);

/** One Lighthouse report in a fresh Chromium, run again (twice at most) after a transient failure. */
async function lighthouseRun(lighthouse, chromeLauncher, chromePath, url, log) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!lhr.runtimeError) return lhr;
      const { code, message } = lhr.runtimeError;
      if (!transientErrors.has(code) || attempt === 3) throw new Error(`${code}: ${message}`);
      log?.(`lighthouse: ${code}, running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

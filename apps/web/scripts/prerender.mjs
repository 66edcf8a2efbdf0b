/**
 * `npm run build` step 3 (decision 011): renders the public landing pages with the server build
 * of the page (dist-ssr/server-render.js) into copies of dist/index.html, in dist/prerendered/, and
 * lists them in dist/prerendered/pages.json for the server: { "/": "index.html", ... }; writes the
 * same page shell to dist-ssr/shell.html, for the pages the server renders per request (decisions
 * 013, 030); then gzips the built files once, so the server does not compress them again on every
 * request.
 *
 * Each page's own title and description (PageTitle) take the place of index.html's defaults in the
 * head, so a rendered page has one title, and it is its own.
 *
 * A prerendered page is painted from its HTML and CSS alone, so it asks for its script only after
 * that first paint (a small start script): on a slow connection the page's text and pictures get
 * the bandwidth first, and the script, which hydrates what is already on screen, follows.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
// Each address is rendered on its own: the same page at another address differs (its active link).
const urls = ['/', '/home', '/blog'];
const pages = Object.fromEntries(urls.map((url) => [url, url === '/' ? 'index.html' : `${url.slice(1)}.html`]));

// The server build renders with React's production build whatever NODE_ENV the server runs with
// (decision 060): its development build takes twice the memory and time per page.
const ssrDir = path.join(web, 'dist-ssr');
for (const file of readdirSync(ssrDir, { recursive: true }).filter((name) => String(name).endsWith('.js'))) {
  if (/\breact[\w.-]*\.development\.js/.test(readFileSync(path.join(ssrDir, String(file)), 'utf8'))) {
    throw new Error(`dist-ssr/${file} carries React's development build: vite.config.ts defines NODE_ENV for the server build`);
  }
}

const { prerender } = await import(pathToFileURL(path.join(ssrDir, 'server-render.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!template.includes(root)) throw new Error(`dist/index.html has no ${root}`);
// Where a rendered page's head tags go (apps/server/src/page/page-shell.ts reads the same mark).
const head = '<!--page-head-->';
const defaultTitle = /<title>[^<]*<\/title>/;
const defaultDescription = /<meta name="description"[^>]*>\s*/;
if (!defaultTitle.test(template) || !defaultDescription.test(template)) throw new Error('dist/index.html has no <title> or description');

// The entry script and the chunks Vite preloads with it, as index.html names them.
const entryTag = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entryTag) throw new Error('dist/index.html has no module entry script');
const preloadTags = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
const start = [
  '// Prerendered pages (decision 011): fetch the script once the page has been painted.',
  'requestAnimationFrame(() => setTimeout(() => {',
  `  for (const href of ${JSON.stringify(preloadTags.map((m) => m[1]))}) {`,
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  `  import(${JSON.stringify(entryTag[1])});`,
  '}));',
  '',
].join('\n');
const startFile = `assets/start-${createHash('sha256').update(start).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(dist, startFile), start);

let shell = template
  .replace(entryTag[0], `<script type="module" src="/${startFile}"></script>`)
  .replace(defaultDescription, '')
  .replace(defaultTitle, head);
for (const tag of preloadTags) shell = shell.replace(tag[0], '');

const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
for (const [url, file] of Object.entries(pages)) {
  const page = await prerender(url);
  writeFileSync(path.join(out, file), shell.replace(head, () => page.head).replace(root, () => `<div id="root">${page.html}</div>`));
}
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
writeFileSync(path.join(web, 'dist-ssr', 'shell.html'), shell);

// Compressed once here, so the server sends these files without compressing them on every request.
const compressible = /\.(js|css|html|svg|json)$/;
const compress = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compress(file);
    else if (compressible.test(entry.name)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
};
compress(dist);
console.log(`prerendered ${Object.keys(pages).join(', ')}; start script ${startFile}; compressed the page's files`);

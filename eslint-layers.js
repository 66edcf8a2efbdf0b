/**
 * The import rules of docs/architecture.md, checked on every relative or `@/` import and re-export:
 * shared knows no app; the page's UI kit, lib and config know no feature and no app layer;
 * a feature imports no other feature and no app layer; the server's generic helpers (src/lib)
 * import nothing else of the server; server domains import no development stand-in and not the
 * app's wiring (their tests may build the app), and the orders domain does not import payments
 * (payments depend on orders, one way); a file of tables imports only tables; a module imports
 * its own tables from its `tables.ts`, never db/schema.ts nor another module's tables, save the
 * few it borrows below (decision 079); the page imports no server code. Within an app, another
 * folder is imported by the `@/…` alias of its `src/` (tsconfig.json's paths), never by a `../` path.
 */
import path from 'node:path';

const root = import.meta.dirname;

/**
 * The other modules' tables a module may import, and why (decision 079). Every other table is
 * read and written only by its own module; the others call a function it exports.
 */
const borrowedTables = {
  // Stock is the parts' `quantity` (and their low-stock threshold): its own column set on the parts' rows.
  stock: ['parts'],
  // The shop's side of Better Auth's accounts: it searches the users' rows and sets their name and role.
  users: ['auth'],
};

/** The layer a file belongs to, from its path in the repository. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const test = rel.endsWith('.test.ts');
  if (rel.startsWith('packages/shared/')) return { name: 'shared' };
  const feature = rel.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (feature) return { name: 'feature', feature: feature[1] };
  if (rel.startsWith('apps/web/src/app/')) return { name: 'web-app' };
  if (/^apps\/web\/src\/(components|lib|config)\//.test(rel)) return { name: 'web-kit' };
  if (rel.startsWith('apps/web/')) return { name: 'web' };
  const tables = /^apps\/server\/src\/.*\/tables\.ts$/.test(rel) || rel === 'apps/server/src/db/columns.ts';
  if (rel.startsWith('apps/server/src/dev-stand-ins/')) return { name: 'stand-ins', tables };
  if (rel.startsWith('apps/server/src/lib/')) return { name: 'server-lib', test };
  const domain = rel.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (domain) return { name: 'server-domain', domain: domain[1], tables, test };
  if (/^apps\/server\/src\/(app|server)\.ts$/.test(rel)) return { name: 'server-wiring' };
  if (rel.startsWith('apps/server/')) return { name: 'server', tables, everyTable: rel === 'apps/server/src/db/schema.ts' };
  return { name: 'other' };
}

const onTheServer = (layer) => ['server', 'server-wiring', 'server-lib', 'server-domain', 'stand-ins'].includes(layer.name);
const onThePage = (layer) => ['web', 'web-app', 'web-kit', 'feature'].includes(layer.name);

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to) {
  if (from.name === 'shared' && to.name !== 'shared') return 'packages/shared knows no app';
  if (onThePage(from) && onTheServer(to)) return 'the page never imports server code';
  if (from.name === 'web-kit' && (to.name === 'feature' || to.name === 'web-app')) return 'the UI kit, lib and config know no feature and no app layer';
  if (from.name === 'feature' && to.name === 'web-app') return 'a feature does not import the app layer';
  if (from.name === 'feature' && to.name === 'feature' && from.feature !== to.feature) {
    return `a feature does not import another feature (${from.feature} → ${to.feature})`;
  }
  if (from.name === 'server-lib' && !from.test && onTheServer(to) && to.name !== 'server-lib') return 'src/lib holds generic helpers: it imports no module, plugin or wiring';
  if (from.tables && !to.tables && to.name !== 'shared') return 'a file of tables imports only tables (and db/columns.ts)';
  if (from.name === 'server-domain' && to.name === 'stand-ins') return 'server domains do not import development stand-ins';
  if (from.name === 'server-domain' && !from.test && to.name === 'server-wiring') return 'a module does not import the app\'s wiring (app.ts, server.ts)';
  if (from.domain === 'orders' && to.domain === 'payments') return 'orders do not import payments: payments depend on orders, one way';
  // Tests may arrange and read the database directly; tables name other tables in their foreign keys.
  if (from.name === 'server-domain' && !from.test && !from.tables) {
    if (to.everyTable) return `a module imports its own tables from its tables.ts, not every table (decision 079)`;
    const borrowed = borrowedTables[from.domain] ?? [];
    if (to.tables && to.domain && to.domain !== from.domain && !borrowed.includes(to.domain)) {
      return `the ${to.domain} module's tables are its own: call a function it exports (decision 079)`;
    }
  }
  return null;
}

/** The app's `src/` folder a file is in (apps/web/src, apps/server/src), or null. */
function appSourceOf(file) {
  const match = path.relative(root, file).split(path.sep).join('/').match(/^apps\/[^/]+\/src\//);
  return match ? path.join(root, match[0]) : null;
}

const layersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { refused: '{{why}}: {{source}}', parent: 'import another folder by its @/ path, not {{source}}' },
  },
  create(context) {
    const from = layerOf(context.filename);
    const appSource = appSourceOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/') && appSource) target = path.join(appSource, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else return;
      if (appSource && source.startsWith('../')) {
        context.report({ node: node.source, messageId: 'parent', data: { source } });
        return;
      }
      const why = refusal(from, layerOf(target));
      if (why) context.report({ node: node.source, messageId: 'refused', data: { why, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const layers = { rules: { layers: layersRule } };

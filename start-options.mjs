/**
 * The Node options of package.json's start script, the one place that names them (decision 043):
 * the bench and the end-to-end servers start the server as `npm start` does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The options between `node` and `apps/server/dist/server.js` in the start script. */
export function startOptions() {
  const { scripts } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
  const options = /\bnode ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(scripts.start)?.[1];
  if (options === undefined) throw new Error(`package.json's start script does not run node apps/server/dist/server.js: ${scripts.start}`);
  return options.split(' ').filter(Boolean);
}

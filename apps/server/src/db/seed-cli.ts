/**
 * `npm run db:seed [-- --parts N]`: migrates the configured database, writes the demo catalog if
 * it is empty and, with --parts, tops the catalog up to N parts. Stop the server first when it
 * runs on the embedded database: PGlite allows one process at a time.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { exitOnDatabaseInUse } from './data-dir-lock.ts';
import { seedDemoCatalog, seedGeneratedParts } from './seed.ts';

const { values } = parseArgs({ options: { parts: { type: 'string' } } });
const total = values.parts === undefined ? 0 : Number(values.parts);
if (!Number.isInteger(total) || total < 0) {
  console.error('--parts takes a whole number of parts, such as --parts 100000');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(config.database).catch(exitOnDatabaseInUse);
try {
  await handle.migrate();
  const demo = await seedDemoCatalog(handle.db);
  const generated = await seedGeneratedParts(handle.db, total);
  console.log(
    `Seeded ${demo.parts} demo parts, ${demo.reviews} reviews and ${generated} generated parts.`,
  );
} finally {
  await handle.close();
}

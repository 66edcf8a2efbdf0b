/**
 * `npm run db:seed [-- --parts N] [-- --orders N]`: migrates the configured database, writes the
 * demo catalog if it is empty and, with --parts, tops the catalog up to N parts; with --orders,
 * the order history up to N generated orders (for the back office). Stop the server first when it
 * runs on the embedded database: PGlite allows one process at a time.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { exitOnDatabaseInUse } from '@/db/data-dir-lock.ts';
import { rebuildSalesRollups } from '@/modules/sales/rollups.ts';
import { seedDemoCatalog, seedGeneratedOrders, seedGeneratedParts } from '@/db/seed.ts';

const { values } = parseArgs({ options: { parts: { type: 'string' }, orders: { type: 'string' } } });
const wholeNumber = (flag: 'parts' | 'orders') => {
  const n = values[flag] === undefined ? 0 : Number(values[flag]);
  if (Number.isInteger(n) && n >= 0) return n;
  console.error(`--${flag} takes a whole number of ${flag}, such as --${flag} 100000`);
  process.exit(2);
};
const total = wholeNumber('parts');
const orderTotal = wholeNumber('orders');

const config = loadConfig();
const handle = await openDatabase(config.database).catch(exitOnDatabaseInUse);
try {
  await handle.migrate();
  const demo = await seedDemoCatalog(handle.db);
  const generated = await seedGeneratedParts(handle.db, total);
  const generatedOrders = await seedGeneratedOrders(handle.db, orderTotal);
  if (generatedOrders > 0) await rebuildSalesRollups(handle.db, config.shopTimeZone);
  console.log(
    `Seeded ${demo.parts} demo parts, ${demo.reviews} reviews, ${generated} generated parts and ${generatedOrders} generated orders.`,
  );
} finally {
  await handle.close();
}

/** Starts the store: configuration, database (migrated and seeded), then the HTTP server. */
import './heap.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { seedDemoCatalog } from './db/seed.ts';
import { demoAccounts, ensureDemoAccounts } from './dev-stand-ins/demo-accounts.ts';
import { promoteAdminEmails } from './modules/auth/auth.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const seeded = await seedDemoCatalog(database.db);

  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    logger: { level: config.logLevel },
  });
  if (seeded.parts > 0) app.log.info(`Seeded the demo catalog: ${seeded.parts} parts, ${seeded.reviews} reviews.`);
  await promoteAdminEmails(database.db, config.adminEmails);
  if (!config.production) {
    await ensureDemoAccounts(app.auth, database.db);
    const list = demoAccounts.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ');
    app.log.info(`Demo accounts (development only): ${list}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `${config.storeName} is open at ${config.publicUrl} (${config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('The store could not start:', err);
  }
  process.exit(1);
});

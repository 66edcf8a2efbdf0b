/** Starts the store: configuration, database (migrated, and seeded outside production), then the HTTP server. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { passwordHashingOf } from './modules/auth/password-hashing.ts';
import { DataDirUnusableError, requireWritableDataDir } from './lib/data-dir.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createLogger, standardOutput } from './lib/logging.ts';
import { seedOnStart } from './db/seed.ts';
import { demoAccounts, DemoPasswordError, ensureDemoAccounts, requireNoDemoPasswords } from './dev-stand-ins/demo-accounts.ts';
import { developmentWarning } from './dev-stand-ins/in-use.ts';
import { promoteAdminEmails } from './modules/auth/auth.ts';
import { CLOSING_DEADLINE_MS } from './plugins/requests-in-flight.ts';
import { ensureSalesRollups } from './modules/sales/rollups.ts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel, standardOutput(config.production));
  // It holds the embedded database, the images kept on disk and the development secret.
  if (config.database.kind === 'pglite' || !config.s3 || !config.authSecret) await requireWritableDataDir(config.dataDir);
  const database = await openDatabase(config.database, log);
  await database.migrate();
  // Beside config.ts's refusal of development stand-ins: this one needs the database (decision 071).
  if (config.production) await requireNoDemoPasswords(database.db, passwordHashingOf(config));
  const seeded = await seedOnStart(database.db, config);
  // Sales summed in another time zone, or not at all yet, are summed again (decision 028).
  if (await ensureSalesRollups(database.db, config.shopTimeZone)) log.info(`Summed the sales per day in ${config.shopTimeZone}.`);

  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    poolStats: database.poolStats ?? undefined,
    logger: log,
  });
  if (seeded.parts > 0) app.log.info(`Seeded the demo catalog: ${seeded.parts} parts, ${seeded.reviews} reviews.`);
  await promoteAdminEmails(database.db, config.adminEmails);
  // Only on the embedded database, which production never uses: a PostgreSQL database a
  // development start filled may be started in production next (decision 071).
  if (config.database.kind === 'pglite') {
    await ensureDemoAccounts(database.db, passwordHashingOf(config));
    const list = demoAccounts.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ');
    app.log.info(`Demo accounts (embedded database only): ${list}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Requests in flight finish, those whose client left included, before the database closes
    // (decision 072); their keep-alive connections are closed as soon as they are idle (Node
    // closes only those idle at the start), and whatever still hangs on is cut at the deadline.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), CLOSING_DEADLINE_MS);
    await app.close();
    clearInterval(reaper);
    clearTimeout(deadline);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.jobs.start();
  app.log.info(
    `${config.storeName} is open at ${config.publicUrl} (${config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL'})`,
  );
  const warning = developmentWarning(config);
  if (warning) app.log.warn(warning);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DemoPasswordError || err instanceof DataDirInUseError || err instanceof DataDirUnusableError) {
    console.error(err.message);
  } else {
    console.error('The store could not start:', err);
  }
  process.exit(1);
});

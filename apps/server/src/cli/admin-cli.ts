/**
 * `npm run admin -- grant|revoke EMAIL`: makes an account an admin, or a customer again, on the
 * configured database (the first admin of a production shop). The last admin stays an admin.
 */
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { exitOnDatabaseInUse } from '@/db/data-dir-lock.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { createUsersService } from '@/modules/users/service.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant|revoke EMAIL');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database).catch(exitOnDatabaseInUse);
try {
  await database.migrate();
  const user = await createUsersService(database.db, { adminEmails: config.adminEmails }).setRole(email, action === 'grant' ? 'admin' : 'user', null);
  console.log(`${user.email} is now ${user.role === 'admin' ? 'an admin' : 'a customer'}.`);
} catch (err) {
  console.error(err instanceof HttpError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** A second process for the data directory lock's tests: takes the lock, says so, and waits. */
import { lockDataDir } from '@/db/data-dir-lock.ts';

await lockDataDir(process.argv[2]!);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);

/**
 * The data directory (DATA_DIR) is tried before anything is put in it: one that is read-only,
 * missing or full stops the start with one sentence naming it, not with the stack of whichever
 * library trips on it first (decision 038).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirUnusableError extends Error {
  override name = 'DataDirUnusableError';
}

const REASONS: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'may not be written by this process',
  EPERM: 'may not be written by this process',
  ENOENT: 'does not exist and cannot be made',
  ENOTDIR: 'does not exist and cannot be made (part of its path is a file)',
  ENOSPC: 'is on a full disk',
  EDQUOT: 'is over its disk quota',
};

export async function requireWritableDataDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.start-probe-${process.pid}`);
    await writeFile(probe, 'probe');
    await rm(probe);
  } catch (error) {
    const reason = REASONS[(error as NodeJS.ErrnoException).code ?? ''];
    if (!reason) throw error;
    throw new DataDirUnusableError(`The data directory ${dir} ${reason}: set DATA_DIR to a directory this process can write.`);
  }
}

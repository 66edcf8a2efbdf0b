/**
 * A JSON answer too large to keep in memory (the whole catalog at 100,000 parts is 35 MB): written
 * once per change to a file, plain and gzipped, with its ETag, then streamed from the file to every
 * request (decision 025). Requests that arrive while it is written wait for that one build. The
 * sitemap's files are spooled the same way (decision 030).
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { builtOnDemand } from './cached-json.ts';

export interface SpooledJson {
  etag: string;
  open(): Readable;
  openGzipped(): Readable;
}

/** Spooled files that can be removed once no request will open them any more. */
export interface Removable {
  remove(): Promise<void>;
}

/** A request that was handed the files may open them a little later: they outlive a rebuild by this long. */
const KEEP_REPLACED_MS = 60_000;

async function write(stream: WriteStream, chunk: Buffer | string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function finish(stream: WriteStream) {
  stream.end();
  await once(stream, 'finish');
}

/** Writes the chunks once to a file in `dir` and gzipped beside it, hashing them for the ETag. */
export async function spoolToFile(dir: string, chunks: AsyncIterable<string>): Promise<SpooledJson & Removable> {
  await mkdir(dir, { recursive: true });
  const base = path.join(dir, `${process.pid}-${randomBytes(6).toString('hex')}`);
  const plain = createWriteStream(base);
  const gzipFile = createWriteStream(`${base}.gz`);
  const gzipWritten = once(gzipFile, 'finish');
  gzipWritten.catch(() => {}); // awaited below; a failure before then is handled there
  // Compressed on libuv's thread pool while the next batch is read from the database.
  const gzip = createGzip();
  gzip.pipe(gzipFile);
  const hash = createHash('sha1');
  const remove = () => Promise.all([rm(base, { force: true }), rm(`${base}.gz`, { force: true })]).then(() => {});
  try {
    for await (const text of chunks) {
      const chunk = Buffer.from(text);
      hash.update(chunk);
      await Promise.all([write(plain, chunk), gzip.write(chunk) ? undefined : once(gzip, 'drain')]);
    }
    gzip.end();
    await Promise.all([finish(plain), gzipWritten]);
  } catch (err) {
    plain.destroy();
    gzip.destroy();
    await remove();
    throw err;
  }
  return {
    etag: `"${hash.digest('base64url')}"`,
    open: () => createReadStream(base),
    openGzipped: () => createReadStream(`${base}.gz`),
    remove,
  };
}

/**
 * Files in `dir` built once per change by `build` (which spools them there); requests that arrive
 * meanwhile wait for that one build. Replaced files are removed a minute after the change.
 */
export function spooledOnDemand<T extends Removable>(dir: string, build: () => Promise<T>) {
  const removals = new Set<NodeJS.Timeout>();
  const spooled = builtOnDemand(build);
  return {
    get: (): Promise<T> => spooled.get(),
    invalidate(): void {
      void spooled.invalidate()?.then(
        (files) => {
          const timer = setTimeout(() => {
            removals.delete(timer);
            void files.remove();
          }, KEEP_REPLACED_MS);
          timer.unref();
          removals.add(timer);
        },
        () => {},
      );
    },
    /** Removes every file now (the server is closing). */
    async close() {
      for (const timer of removals) clearTimeout(timer);
      removals.clear();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One JSON answer, spooled to a file once per change. */
export function spooledJson(dir: string, chunks: () => AsyncIterable<string>) {
  return spooledOnDemand(dir, () => spoolToFile(dir, chunks()));
}

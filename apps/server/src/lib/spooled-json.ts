/**
 * A JSON answer too large to keep in memory (the whole catalog at 100,000 parts is 35 MB): written
 * once per change to a file, plain and gzipped, with its ETag, then sent from the file to every
 * request through a few reused buffers (decision 025). Requests that arrive while it is written
 * wait for that one build. The sitemap's files are spooled the same way (decision 030).
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { builtOnDemand } from './cached-json.ts';

export interface SpooledFile {
  path: string;
  size: number;
}

export interface SpooledJson {
  etag: string;
  plain: SpooledFile;
  gzipped: SpooledFile;
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
  let size = 0;
  const remove = () => Promise.all([rm(base, { force: true }), rm(`${base}.gz`, { force: true })]).then(() => {});
  try {
    for await (const text of chunks) {
      const chunk = Buffer.from(text);
      hash.update(chunk);
      size += chunk.length;
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
    plain: { path: base, size },
    gzipped: { path: `${base}.gz`, size: gzipFile.bytesWritten },
    remove,
  };
}

/**
 * Each answer sent from a file takes one buffer and reads the file into it a piece at a time,
 * writing each piece once the previous one has gone to the socket; buffers are kept for the next
 * answers. A file stream took a fresh 64 KB for every piece, garbage the process held well after
 * the answer: each 5 MB download of the 100,000-part catalog raised its peak by about 5 MB.
 */
const PIECE_BYTES = 64 * 1024;
const SPARE_BUFFERS = 16;
const spareBuffers: Buffer[] = [];

/** Writes `piece`; answers true once the socket has taken it, false when the client left first. */
function written(res: ServerResponse, piece: Buffer): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const left = () => resolve(false);
    res.once('close', left);
    res.write(piece, (err) => {
      res.off('close', left);
      resolve(!err);
    });
  });
}

/** Sends the file as the rest of `res`'s body (its head already written) and ends it; false when the client left first. */
export async function sendFile(res: ServerResponse, file: string): Promise<boolean> {
  const handle = await open(file);
  const buffer = spareBuffers.pop() ?? Buffer.allocUnsafeSlow(PIECE_BYTES);
  // A buffer whose last write did not finish may still be read by the socket: never reused.
  let reusable = false;
  try {
    for (let position = 0; ; ) {
      const { bytesRead } = await handle.read(buffer, 0, PIECE_BYTES, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      if (!(await written(res, buffer.subarray(0, bytesRead)))) return false;
    }
    reusable = true;
    res.end();
    return true;
  } finally {
    await handle.close();
    if (reusable && spareBuffers.length < SPARE_BUFFERS) spareBuffers.push(buffer);
  }
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

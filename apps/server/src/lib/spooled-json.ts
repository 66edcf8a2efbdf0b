/**
 * Answers sent in pieces, plain and gzipped, with their ETag: pieces held in memory (the whole
 * catalog at 100,000 parts, decision 057) or files written once per change and sent through a few
 * reused buffers (the sitemap's, decisions 025 and 030). Requests that arrive while files are
 * written wait for that one build.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { builtOnDemand } from './cached-json.ts';

/** Bytes kept in a file written before: its path and length. */
export interface FilePiece {
  path: string;
  size: number;
}

/** An answer's body: its pieces in order, each bytes held in memory or a file. */
export interface SpooledFile {
  pieces: readonly (Buffer | FilePiece)[];
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
    plain: { pieces: [{ path: base, size }], size },
    gzipped: { pieces: [{ path: `${base}.gz`, size: gzipFile.bytesWritten }], size: gzipFile.bytesWritten },
    remove,
  };
}

/**
 * Each answer sent from files takes two buffers and reads the files into them a piece at a time,
 * one piece ahead: the next is read while the one before goes to the socket. Buffers are kept for
 * the next answers. A file stream took a fresh 64 KB for every piece, garbage the process held
 * well after the answer: each 5 MB download of the 100,000-part catalog raised its peak by about
 * 5 MB. Small files fill a buffer together, read at once on libuv's threads.
 */
const PIECE_BYTES = 1024 * 1024;
const SPARE_BUFFERS = 4;
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

/** A piece to write: bytes held in memory, or read from a file into one of the two buffers. */
interface Read {
  bytes: Buffer;
  held: boolean;
}

/** Reads `length` bytes of `file` from `position` into `buffer` at `offset`. */
async function readInto(file: FilePiece, buffer: Buffer, offset: number, length: number, position: number) {
  const handle = await open(file.path);
  try {
    for (let done = 0; done < length; ) {
      const { bytesRead } = await handle.read(buffer, offset + done, length - done, position + done);
      if (bytesRead === 0) throw new Error(`${file.path} is shorter than the ${file.size} bytes written`);
      done += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The body's bytes in order; files read into `buffers` in turn, each filled from as many files as
 * fit, all read at once (every piece written costs a turn of the event loop, and one file read
 * after another left libuv's threads idle: the consumer writes one piece before asking for the
 * next but one).
 */
async function* bodyBytes(pieces: readonly (Buffer | FilePiece)[], buffers: [Buffer, Buffer]): AsyncGenerator<Read> {
  let turn = 0;
  let filled = 0;
  let reads: Promise<void>[] = [];
  const full = async () => {
    // Started together just before, with no turn between: a failure is always awaited here.
    await Promise.all(reads);
    reads = [];
    const bytes = buffers[turn++ % 2]!.subarray(0, filled);
    filled = 0;
    return { bytes, held: false };
  };
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      if (filled > 0) yield await full();
      yield { bytes: piece, held: true };
      continue;
    }
    for (let position = 0; position < piece.size; ) {
      const length = Math.min(PIECE_BYTES - filled, piece.size - position);
      reads.push(readInto(piece, buffers[turn % 2]!, filled, length, position));
      filled += length;
      position += length;
      if (filled === PIECE_BYTES) yield await full();
    }
  }
  if (filled > 0) yield await full();
}

/** Sends the body's pieces as the rest of `res`'s body (its head already written) and ends it; false when the client left first. */
export async function sendFile(res: ServerResponse, file: SpooledFile): Promise<boolean> {
  const buffers: [Buffer, Buffer] = [spareBuffers.pop() ?? Buffer.allocUnsafeSlow(PIECE_BYTES), spareBuffers.pop() ?? Buffer.allocUnsafeSlow(PIECE_BYTES)];
  const bytes = bodyBytes(file.pieces, buffers);
  // A buffer whose last write did not finish may still be read by the socket: never reused.
  let sent = false;
  let next = bytes.next();
  try {
    for (;;) {
      const read = await next;
      if (read.done) break;
      // Read ahead into the other buffer while this piece goes out.
      next = bytes.next();
      next.catch(() => {}); // awaited in the next round, or dropped below
      if (res.destroyed) return false;
      // Bytes held in memory are never changed: handed over at once, as a plain server sends a
      // buffer, so the socket always has the next ones while this process does other work.
      if (read.value.held) res.write(read.value.bytes);
      else if (!(await written(res, read.value.bytes))) return false;
    }
    sent = true;
    res.end();
    return await finished(res).then(
      () => true,
      () => false,
    );
  } finally {
    if (!sent) await next.then(() => bytes.return(undefined), () => {});
    for (const buffer of buffers) if (sent && spareBuffers.length < SPARE_BUFFERS) spareBuffers.push(buffer);
  }
}

/** The whole body in memory (the bench's bare route, tests). */
export async function readWhole(file: SpooledFile): Promise<Buffer> {
  return Buffer.concat(await Promise.all(file.pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : readFile(piece.path)))));
}

/**
 * Files in `dir` built once per change by `build` (which spools them there); requests that arrive
 * meanwhile wait for that one build. Replaced files are removed a minute after the change.
 */
export function spooledOnDemand<T extends Removable>(dir: string, build: () => Promise<T>) {
  const removals = new Set<NodeJS.Timeout>();
  const spooled = builtOnDemand(build);
  const removeLater = (files: Removable) => {
    const timer = setTimeout(() => {
      removals.delete(timer);
      void files.remove();
    }, KEEP_REPLACED_MS);
    timer.unref();
    removals.add(timer);
  };
  return {
    get: (): Promise<T> => spooled.get(),
    invalidate(): void {
      void spooled.invalidate()?.then(removeLater, () => {});
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

/**
 * A large JSON array kept in memory a chunk of elements at a time, each plain and deflated on its
 * own (decisions 037 and 057): a change re-encodes the chunks it touches, not the whole answer.
 * The gzipped answer is one gzip member whose body is the chunks' deflate segments in order (each
 * ends with a sync flush, so they join on a byte boundary and none is the last block), closed by
 * an empty last block and the CRC-32 and length of the whole, combined from the chunks'.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { SpooledJson } from './spooled-json.ts';

const deflateRawAsync = promisify(deflateRaw);
const joinable = { finishFlush: constants.Z_SYNC_FLUSH };

/** A piece of the array's text, plain and deflated. */
export interface JsonChunk {
  plain: Buffer;
  deflated: Buffer;
  size: number;
  deflatedSize: number;
  crc: number;
  hash: Buffer;
}

function describe(plain: Buffer, deflated: Buffer) {
  return { size: plain.length, deflatedSize: deflated.length, crc: crc32(plain), hash: createHash('sha1').update(plain).digest() };
}

function chunkSync(text: string): JsonChunk {
  const plain = Buffer.from(text);
  const deflated = deflateRawSync(plain, joinable);
  return { plain, deflated, ...describe(plain, deflated) };
}

const OPEN = chunkSync('[');
const CLOSE = chunkSync(']');
// Gzip's header with no name and no time (RFC 1952), and deflate's empty last block.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * One chunk of the array's text (its elements, led by a comma unless it is the first), deflated
 * on libuv's threads.
 */
export async function encodeChunk(text: string): Promise<JsonChunk> {
  const plain = Buffer.from(text);
  const deflated = await deflateRawAsync(plain, joinable);
  return { plain, deflated, ...describe(plain, deflated) };
}

/** The array the chunks make, in order: plain and gzipped, and an ETag from the chunks' hashes. */
export function joinChunks(chunks: readonly JsonChunk[]): SpooledJson {
  const all = [OPEN, ...chunks, CLOSE];
  const hash = createHash('sha1');
  let crc = 0;
  let size = 0;
  let deflatedSize = 0;
  for (const chunk of all) {
    crc = crc32Combine(crc, chunk.crc, chunk.size);
    size += chunk.size;
    deflatedSize += chunk.deflatedSize;
    hash.update(chunk.hash);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  const gzipped = [GZIP_HEADER, ...all.map((chunk) => chunk.deflated), LAST_BLOCK, trailer];
  return {
    etag: `"${hash.digest('base64url')}"`,
    plain: { pieces: all.map((chunk) => chunk.plain), size },
    gzipped: { pieces: gzipped, size: GZIP_HEADER.length + deflatedSize + LAST_BLOCK.length + trailer.length },
  };
}

/** zlib's `crc32_combine`: the CRC-32 of A followed by B from those of A and B and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let crc = crcA;
  for (let bit = 0, length = lengthB; length > 0; bit++, length = Math.floor(length / 2)) {
    if (length % 2 === 1) crc = times(zeroBytes(bit), crc);
  }
  return (crc ^ crcB) >>> 0;
}

/**
 * Operators on 32-bit vectors over GF(2) that append 2^n zero bytes to what a CRC was taken of
 * (the nth, made once: each is the one before squared).
 */
const zeroOperators: Uint32Array[] = [];

function zeroBytes(n: number): Uint32Array {
  if (zeroOperators.length === 0) {
    // One zero bit, then squared three times: one zero byte.
    let operator: Uint32Array = new Uint32Array(32);
    operator[0] = 0xedb88320;
    for (let i = 1; i < 32; i++) operator[i] = 1 << (i - 1);
    for (let i = 0; i < 3; i++) operator = square(operator);
    zeroOperators.push(operator);
  }
  while (zeroOperators.length <= n) zeroOperators.push(square(zeroOperators.at(-1)!));
  return zeroOperators[n]!;
}

function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(matrix: Uint32Array): Uint32Array {
  return matrix.map((row) => times(matrix, row));
}

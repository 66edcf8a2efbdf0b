/**
 * Product images: only real images are accepted (decoded, not trusted by name or declared type),
 * then re-encoded to WebP without metadata and stored under a generated name. Whatever was
 * uploaded is never served as sent, so no HTML or SVG can come back out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@/lib/http-errors.ts';
import { messages } from '@coreparts/shared';
import { createWorkQueue, QueueFull } from './decode-queue.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = { width: 1600, height: 1200 };

const notAnImage = () => new HttpError(415, 'unsupported_media_type', 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.');

/**
 * Decoding an image just under the pixel limit takes about 50 MB while it runs: six at once took
 * the server from 234 to 491 MB (issue 24). Uploads are an admin's, and rare: one decodes at a
 * time, five more wait, and any beyond are asked to come back (decision 039).
 */
export const DECODES_AT_ONCE = 1;
export const imageDecoding = createWorkQueue({ atOnce: DECODES_AT_ONCE, waitingAtMost: 5 });

/** Decodes, checks and re-encodes an upload, one at a time; answers WebP bytes. */
export async function toStoredImage(input: Buffer): Promise<Buffer> {
  try {
    return await imageDecoding.run(() => decodeAndReencode(input));
  } catch (error) {
    if (error instanceof QueueFull) throw new HttpError(503, 'service_unavailable', messages.uploads.busy);
    throw error;
  }
}

/**
 * Loaded on the first upload: the image library costs memory every process would hold otherwise.
 * Its cache of recent operations would keep up to 50 MB of decoded pixels after an upload, and
 * each libvips thread of a decode holds buffers of its own.
 */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}

async function decodeAndReencode(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/** Where images are served, whichever store keeps them: addresses already saved with parts stay valid. */
export const SERVED_AT = '/uploads/';

/** Stored images never change under their name, so they are cached for a year, here and in the bucket. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Only names the stores generate are looked up: nothing else can reach a file or a key. */
export const isStoredImageName = (name: string) => STORED_NAME.test(name);

export const newImageName = () => `${randomUUID()}.webp`;

/** The store did not answer as it should (down, too slow, refused us): a passing outage for the client. */
export class ImageStoreUnavailable extends Error {
  override name = 'ImageStoreUnavailable';
}

export interface ImageStore {
  /** Keeps the image and answers the name it is stored under. */
  save(webp: Buffer): Promise<string>;
  /** The image stored under a generated name, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Resolves once it has written something that needed new room (after a full disk, decision 038). */
  probeWrite?(): Promise<void>;
  close?(): Promise<void>;
}

/**
 * On the disk before it is acknowledged, contents and name: an upload answered 2xx survives a
 * crash. A write that fails (a full disk) leaves nothing behind.
 */
async function writeDurably(file: string, bytes: Buffer) {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(file, { force: true });
    throw error;
  }
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

const PROBE_BYTES = Buffer.alloc(64 * 1024);

/** One server process's own folder: the default, and enough while one process serves the shop. */
export function createDiskImageStore(dir: string): ImageStore {
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true });
      const name = newImageName();
      await writeDurably(path.join(dir, name), webp);
      return name;
    },
    async probeWrite() {
      await mkdir(dir, { recursive: true });
      const probe = path.join(dir, `.write-probe-${process.pid}`);
      try {
        await writeDurably(probe, PROBE_BYTES);
      } finally {
        await rm(probe, { force: true });
      }
    },
    async read(name) {
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

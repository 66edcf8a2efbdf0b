/**
 * Product images: only real images are accepted (decoded, not trusted by name or declared type),
 * then re-encoded to WebP without metadata and stored under a generated name. Whatever was
 * uploaded is never served as sent, so no HTML or SVG can come back out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@/lib/http-errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = { width: 1600, height: 1200 };

const notAnImage = () => new HttpError(415, 'unsupported_media_type', 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.');

/** Decodes, checks and re-encodes an upload; answers WebP bytes. */
export async function toStoredImage(input: Buffer): Promise<Buffer> {
  // Loaded on the first upload: the image library costs memory every process would hold otherwise.
  const { default: sharp } = await import('sharp');
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
  close?(): Promise<void>;
}

/** One server process's own folder: the default, and enough while one process serves the shop. */
export function createDiskImageStore(dir: string): ImageStore {
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true });
      const name = newImageName();
      await writeFile(path.join(dir, name), webp, { flag: 'wx' });
      return name;
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

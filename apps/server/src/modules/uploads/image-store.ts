/**
 * Product images: only real images are accepted (decoded, not trusted by name or declared type),
 * then re-encoded to WebP without metadata and stored under a generated name. Whatever was
 * uploaded is never served as sent, so no HTML or SVG can come back out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../http-errors.ts';

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

export interface ImageStore {
  /** Keeps the image and answers the address it is served at. */
  save(webp: Buffer): Promise<string>;
}

export function createDiskImageStore(dir: string): ImageStore {
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(dir, name), webp, { flag: 'wx' });
      return `/uploads/${name}`;
    },
  };
}

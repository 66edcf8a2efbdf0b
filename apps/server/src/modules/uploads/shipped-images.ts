/**
 * A part shows an upload or artwork the page ships (`apps/web/public/images`, served at `/images`).
 * The shared rule judges the path's form; only the server can tell whether the file is there.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { shippedImagePattern } from '@coreparts/shared';
import { shippedImagesFolder } from '@/paths.ts';

/**
 * Reads the shipped artwork once; answers whether an image path the shared rule took (already
 * normalised) is an upload or one of those files.
 */
export async function shippedImageCheck(folder = shippedImagesFolder): Promise<(image: string | undefined) => boolean> {
  // No folder (a server installed without the page's sources) ships nothing.
  const names = await readdir(folder, { recursive: true }).catch(() => []);
  const shipped = new Set(names.map((name) => `/images/${name.split(path.sep).join('/')}`).filter((image) => shippedImagePattern.test(image)));
  return (image) => image === undefined || !image.startsWith('/images/') || shipped.has(image);
}

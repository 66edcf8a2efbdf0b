#!/usr/bin/env node
/**
 * Renders every image the shop ships: product shots, category tiles, hero banners, avatars and
 * offer cards. All artwork is drawn here as SVG (see scripts/artwork/) and rasterised to WebP with
 * sharp, so nothing is fetched from the internet.
 *
 *   node apps/web/scripts/render-artwork.mjs                 # render everything
 *   node apps/web/scripts/render-artwork.mjs --only gpu      # only outputs whose path contains "gpu"
 *   node apps/web/scripts/render-artwork.mjs --svg /tmp/svg  # also write the SVG sources there
 *   node apps/web/scripts/render-artwork.mjs --png /tmp/png  # also write PNG previews there
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { jobs } from './artwork/index.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = resolve(here, '../public');

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    svg: { type: 'string' },
    png: { type: 'string' },
  },
});

const selected = jobs().filter((j) => !values.only || (j.out + ' ' + (j.tag ?? '')).includes(values.only));
let total = 0;
for (const job of selected) {
  const svg = job.svg();
  const file = join(publicDir, 'images', job.out);
  await mkdir(dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(job.w, job.h);
  await image.clone().webp({ quality: job.quality ?? 78, effort: 6, smartSubsample: true }).toFile(file);
  if (values.svg) {
    const target = join(values.svg, job.out.replace(/\.webp$/, '.svg'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, svg);
  }
  if (values.png) {
    const target = join(values.png, job.out.replace(/\//g, '__').replace(/\.webp$/, '.png'));
    await mkdir(dirname(target), { recursive: true });
    await sharp(file).png().toFile(target);
  }
  const { size } = await stat(file);
  total += size;
  console.log(`${relative(process.cwd(), file).padEnd(62)} ${String(job.w).padStart(4)}x${String(job.h).padEnd(4)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
}
console.log(`${selected.length} images, ${(total / 1024).toFixed(1)} KB`);

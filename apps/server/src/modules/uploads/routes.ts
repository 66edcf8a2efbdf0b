import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http-errors.ts';
import { adminOnly } from '../auth/session.ts';
import { maxImageBytes } from '@coreparts/shared';
import { createDiskImageStore, toStoredImage } from './image-store.ts';

/** `POST /api/upload` (admin, multipart field `image`): answers `{ data: { display_url } }`. */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const store = createDiskImageStore(path.join(app.config.dataDir, 'uploads'));
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5, parts: 6 } });

  app.post('/upload', { onRequest: adminOnly }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data.');
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw new HttpError(400, 'bad_request', 'Send the image in the field "image".');
    const stored = await toStoredImage(await file.toBuffer());
    return { data: { display_url: await store.save(stored) } };
  });
};

/** Uploaded images, under generated names that never change: cached for a year. */
export const uploadedFiles: FastifyPluginAsync = async (app) => {
  const root = path.join(app.config.dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('content-security-policy', "default-src 'none'");
    },
  });
};

import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '@/config.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { adminOnly, requireUser, signedInOnly } from '@/modules/auth/session.ts';
import { maxImageBytes } from '@coreparts/shared';
import {
  createDiskImageStore,
  IMAGE_CACHE_CONTROL,
  type ImageStore,
  ImageStoreUnavailable,
  isStoredImageName,
  SERVED_AT,
  toStoredImage,
} from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';


/** The bucket when one is configured (decision 017), otherwise this process's `DATA_DIR/uploads`. */
export function createImageStore(config: Config): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createDiskImageStore(path.join(config.dataDir, 'uploads'));
}

/** A store that is down is a passing outage for the client (503), and the operator's to fix. */
async function fromStore<T>(request: FastifyRequest, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    if (!(error instanceof ImageStoreUnavailable)) throw error;
    request.log.error({ err: error }, 'image store unavailable');
    throw new HttpError(503, 'service_unavailable', 'Images are unavailable for a moment. Please try again shortly.');
  }
}

const notAnImageError = { 415: 'Not multipart/form-data, or not a JPEG, PNG, WebP, GIF or AVIF image.' };

/**
 * `POST /api/upload` (admin, multipart field `image`): answers `{ data: { display_url } }`.
 * `POST /api/account/photo` (signed in): the same, for the caller's profile photo, which the page
 * then sets with Better Auth's update-user; at most PHOTO_UPLOADS_PER_HOUR an account (decision 054).
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5, parts: 6 } });

  async function storeUpload(request: FastifyRequest) {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data.');
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw new HttpError(400, 'bad_request', 'Send the image in the field "image".');
    const stored = await toStoredImage(await file.toBuffer());
    const name = await fromStore(request, () => app.images.save(stored));
    return { data: { display_url: `${SERVED_AT}${name}` } };
  }

  app.post('/upload', { onRequest: adminOnly, config: { errors: notAnImageError } }, storeUpload);

  app.post(
    '/account/photo',
    { onRequest: signedInOnly, config: { errors: { ...notAnImageError, 429: 'Too many photos uploaded by this account within the hour.' } } },
    async (request) => {
      const user = await requireUser(request);
      await app.users.countPhotoUpload(user.id);
      return storeUpload(request);
    },
  );
};

/**
 * `GET` and `HEAD /uploads/<uuid>.webp`, from either store alike. Any other name, or one not
 * stored, is a 404 in the API's format: never the page, which would answer 200 with HTML.
 */
export const uploadedFiles: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(`${SERVED_AT}*`, async (request, reply) => {
    const name = request.params['*'];
    const image = isStoredImageName(name) ? await fromStore(request, () => app.images.read(name)) : null;
    if (!image) throw notFound('Image');
    return reply
      .type('image/webp')
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'")
      .send(image);
  });
};

/** The uploads module: part images, stored in the bucket or DATA_DIR/uploads and served from either (decision 017). */
import fp from 'fastify-plugin';
import type { ImageStore } from './image-store.ts';
import { createImageStore, uploadedFiles, uploadRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export const uploadsModule = fp(
  async (app) => {
    // One store for uploading and serving, so a process serves what it has just stored.
    app.decorate('images', createImageStore(app.config));
    app.addHook('onClose', async () => app.images.close?.());
    await app.register(uploadRoutes, { prefix: '/api' });
    await app.register(uploadedFiles);
  },
  { name: 'uploads' },
);

/** The uploads module: part images, stored in the bucket or DATA_DIR/uploads and served from either (decision 017). */
import fp from 'fastify-plugin';
import type { ImageStore } from './image-store.ts';
import { uploadedFiles, uploadRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export const uploadsModule = fp(
  async (app) => {
    // The image store itself is made by app.ts, before the modules: the availability monitor probes it.
    await app.register(uploadRoutes, { prefix: '/api' });
    await app.register(uploadedFiles);
  },
  { name: 'uploads', dependencies: ['users'] },
);

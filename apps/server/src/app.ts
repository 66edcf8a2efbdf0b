/**
 * Builds the application without listening: external plugins, then our own, then routes.
 * `server.ts` starts it; tests call `buildApp` and `app.inject`.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { partsRoutes } from './modules/parts/routes.ts';
import { createPartsService, type PartsService } from './modules/parts/service.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { createReviewsService, type ReviewsService } from './modules/reviews/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    parts: PartsService;
    reviews: ReviewsService;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 100 * 1024,
    // Requests that stall are cut off rather than held open.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Carousel and toast libraries set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
  });
  await app.register(compress, { threshold: 1024 });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('parts', createPartsService(db));
  app.decorate('reviews', createReviewsService(db));

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(partsRoutes);
      await api.register(reviewsRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist);
  return app;
}

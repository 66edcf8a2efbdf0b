import { buildCheckBodySchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What is wrong with a build and its estimated draw (product.md §3, "Compatibility checks"); anyone may ask. */
  app.post(
    '/builds/check',
    {
      schema: { body: buildCheckBodySchema },
      config: {
        errors: {
          400: 'Invalid request: more than 32 lines, a part named twice, a quantity not a whole number from 1 to 16, or a part that is not in the catalog (the message names it).',
        },
      },
    },
    async (request) => app.builds.checkBuild(request.body.parts),
  );
};

import { buildCheckBodySchema, claimBuildsBodySchema, renameBuildBodySchema, saveBuildBodySchema, savedBuildIdSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser, requireUser, signedInOnly } from '@/modules/auth/session.ts';

const buildParams = z.object({ id: savedBuildIdSchema });

const badLines = 'more than 32 lines, a part named twice, a quantity not a whole number from 1 to 16, or a part that is not in the catalog (the message names it)';

export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What is wrong with a build and its estimated draw (product.md §3, "Compatibility checks"); anyone may ask. */
  app.post(
    '/builds/check',
    {
      schema: { body: buildCheckBodySchema },
      config: { errors: { 400: `Invalid request: ${badLines}.` } },
    },
    async (request) => app.builds.checkBuild(request.body.parts),
  );

  /** Saves a build to share (decision 050): anyone may; a signed-in customer's is theirs, listed under My builds. */
  app.post(
    '/builds',
    {
      schema: { body: saveBuildBodySchema },
      config: {
        errors: {
          400: `Invalid request: no lines, ${badLines}, or a name that is not plain text of at most 60 characters.`,
          409: 'The account keeps its most builds already: one must be deleted first.',
          429: 'Too many builds saved from this address or by this account within the hour.',
        },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const saved = await app.builds.saveBuild({ ownerId: user?.id ?? null, address: request.ip }, request.body);
      return reply.status(201).send(saved);
    },
  );

  /**
   * The builds this browser saved as a visitor become the signed-in account's (each proved by the
   * claim its save answered); answers how many it took.
   */
  app.post(
    '/builds/claim',
    {
      onRequest: signedInOnly,
      schema: { body: claimBuildsBodySchema },
      config: { errors: { 400: 'Invalid request: no builds, more than 20, or an id or claim of the wrong shape.' } },
    },
    async (request) => app.builds.claimBuilds(await requireUser(request), request.body.builds),
  );

  /** The caller's saved builds, newest first, with today's totals. */
  app.get('/builds', { onRequest: signedInOnly }, async (request) => app.builds.listBuildsOf((await requireUser(request)).id));

  /** A saved build as of today: its parts, their prices and stock, the check and the total. Anyone with its id may read it. */
  app.get('/builds/:id', { schema: { params: buildParams } }, async (request) => {
    const build = await app.builds.getBuild(request.params.id);
    if (!build) throw app.builds.notFound();
    return build;
  });

  app.patch(
    '/builds/:id',
    {
      onRequest: signedInOnly,
      schema: { params: buildParams, body: renameBuildBodySchema },
      config: { errors: { 403: 'Forbidden: someone else saved this build, or the request comes from another site.', 429: 'Too many renames by this account within the hour.' } },
    },
    async (request) => app.builds.renameBuild(await requireUser(request), request.params.id, request.body.name),
  );

  app.delete(
    '/builds/:id',
    { onRequest: signedInOnly, schema: { params: buildParams }, config: { errors: { 403: 'Forbidden: someone else saved this build, or the request comes from another site.' } } },
    async (request, reply) => {
      await app.builds.deleteBuild(await requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

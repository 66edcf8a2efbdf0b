import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '@/modules/auth/session.ts';

/**
 * `GET /api/admin/jobs` (admin): how much background work waits, and the jobs that failed for
 * good with their last error. Payloads stay out: a mail's carries its links.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/jobs', { onRequest: adminOnly }, async (_request, reply) => {
    const [counts, failed] = await Promise.all([app.jobs.counts(), app.jobs.listFailed()]);
    reply.header('cache-control', 'no-store');
    return {
      ...counts,
      failedJobs: failed.map((job) => ({
        id: job.id,
        kind: job.kind,
        attempts: job.attempts,
        lastError: job.lastError,
        createdAt: job.createdAt,
        failedAt: job.failedAt,
      })),
    };
  });
};

/** The jobs module: the durable queue every module schedules its work on (decision 019), its metrics and its admin page. */
import fp from 'fastify-plugin';
import { createJobQueue, registerJobMetrics, type JobQueue } from './queue.ts';
import { jobsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsModuleOptions {
  /** The clock of background work (tests move it forward). */
  now: () => Date;
}

export const jobsModule = fp<JobsModuleOptions>(
  async (app, { now }) => {
    app.decorate('jobs', createJobQueue(app.db, { log: app.log, now, availability: app.availability }));
    registerJobMetrics(app.metrics.registry, app.jobs);
    // Stopped as closing begins: the modules' own closing (onClose, the last registered first)
    // may then take away what a running job uses, such as the mail relay.
    app.addHook('preClose', () => app.jobs.stop());
    await app.register(jobsRoutes, { prefix: '/api' });
  },
  { name: 'jobs' },
);

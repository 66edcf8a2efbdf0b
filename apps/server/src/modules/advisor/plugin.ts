/** The advisor module: upgrade suggestions from a pasted hardware report (issue 28, decision 049), read in a worker thread (decision 069). */
import fp from 'fastify-plugin';
import { forgetOldCounts, sharedRequestCounts } from '@/lib/windowed-count.ts';
import { createReportReader } from './report-reader.ts';
import { advisorRoutes } from './routes.ts';
import { createAdvisorService, type AdvisorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    advisor: AdvisorService;
  }
}

export interface AdvisorModuleOptions {
  /** How long a report may take to read (report-reader.ts); tests shorten it. */
  readingTimeLimitMs?: number;
}

export const advisorModule = fp<AdvisorModuleOptions>(
  async (app, { readingTimeLimitMs }) => {
    const reader = createReportReader();
    app.addHook('onClose', () => reader.close());
    // The reports counted per address share request_counts with other modules' limits: any module's rows go.
    app.jobs.every('request-counts.forget-old', 3_600_000, () => forgetOldCounts(app.db, sharedRequestCounts));
    app.decorate('advisor', createAdvisorService({ db: app.db, parts: app.parts, reader, readingTimeLimitMs }));
    await app.register(advisorRoutes, { prefix: '/api' });
  },
  { name: 'advisor', dependencies: ['jobs', 'parts'] },
);

import { ADVISOR_REPORTS_PER_WINDOW, ADVISOR_WINDOW_MINUTES, advisorBodySchema, decodeReportBytes, MAX_REPORT_BYTES, MAX_REPORT_LINE_CHARS, MAX_REPORT_LINES } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READING_TIME_LIMIT_MS } from './report-reader.ts';

/** A report's JSON may escape each newline and tab: room for the largest report once escaped. */
const BODY_LIMIT = 2 * MAX_REPORT_BYTES + 1024;

export const advisorRoutes: FastifyPluginAsyncZod = async (app) => {
  // A saved report may also be sent as it is, its file's bytes as the body (UTF-8 or UTF-16, as
  // Windows saves dxdiag's): read as the JSON's `report` would be.
  app.addContentTypeParser(['text/plain', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, { report: decodeReportBytes(body as Buffer) });
  });

  /**
   * What a shopper's machine is and what in stock would upgrade it (product.md §3, "Upgrade
   * advisor"); anyone may ask, with `{ report }` as JSON or the report file's bytes as text/plain. The report is read and forgotten: not stored, and not logged (the
   * access log writes method, address and status only; see lib/logging.ts).
   */
  app.post(
    '/advisor',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: advisorBodySchema },
      config: {
        errors: {
          400: `Invalid request: no report, more than ${MAX_REPORT_LINES.toLocaleString('en')} lines or a line longer than ${MAX_REPORT_LINE_CHARS.toLocaleString('en')} characters (JSON excepted), or text that is no report the advisor reads (the message lists the ones it does).`,
          413: `The report is larger than ${MAX_REPORT_BYTES / 1024} KB.`,
          429: `More than ${ADVISOR_REPORTS_PER_WINDOW} reports from this address within ${ADVISOR_WINDOW_MINUTES} minutes.`,
          503: `Reading the report took longer than ${READING_TIME_LIMIT_MS / 1000} s; it may be sent again.`,
        },
      },
    },
    async (request) => app.advisor.advise(request.body.report, request.ip),
  );
};

/**
 * Serves the built page from the same process: hashed assets cached for a year, everything else
 * revalidated, and client routes falling back to index.html. `/api/*` never falls back.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600, must-revalidate';

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const cacheControlFor = (filePath: string) => {
    if (filePath.startsWith(assetsDir)) return YEAR;
    // The page names the current asset hashes, so it is revalidated on every visit.
    return path.basename(filePath) === 'index.html' ? 'no-cache' : HOUR;
  };
  const hasPage = existsSync(path.join(webDist, 'index.html'));
  if (hasPage) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn(`No built page at ${webDist}: serving the API only (run npm run build).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRoute = request.method === 'GET' || request.method === 'HEAD';
    if (!hasPage || !isPageRoute || request.url === '/api' || request.url.startsWith('/api/')) {
      return sendError(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.sendFile('index.html');
  });
}

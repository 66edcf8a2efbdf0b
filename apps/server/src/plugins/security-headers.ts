/**
 * The security headers of every answer (CSP, frame and referrer policies, HSTS in production),
 * from helmet's own rules but worked out once at start: they do not depend on the request, and
 * working them out per request (as @fastify/helmet does) cost about 4 % of a small answer's CPU
 * time (issue 16). A route may still set its own (uploaded images send a stricter CSP).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '@/config.ts';

const socialPhotoOrigins = ['https://lh3.googleusercontent.com', 'https://avatars.githubusercontent.com'];

function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  // Stripe.js and its card frames, only when Stripe takes the payments.
  const stripe = config.stripe
    ? {
        scripts: ['https://js.stripe.com'],
        frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
        images: ['https://*.stripe.com'],
      }
    : { scripts: [], frames: [], connect: [], images: [] };
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.scripts],
        // The toast library sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile photos of Google and GitHub accounts.
        imgSrc: ["'self'", 'data:', 'blob:', ...socialPhotoOrigins, ...stripe.images],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frames.length > 0 ? stripe.frames : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
    // Same-origin form posts must carry their Origin (plugins/same-origin.ts).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet would set on an answer, collected from one run of its middleware. */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', function sendSecurityHeaders(_request, reply, done) {
    reply.headers(headers);
    done();
  });
}

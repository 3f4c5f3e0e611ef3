import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP, nosniff, frame-ancestors, referrer policy (and HSTS in production) on every answer, the API's and the web app's. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // In production the site is served over HTTPS only: browsers are told to keep to it for a year.
    hsts: app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What helmet is asked for: the same on every answer, so the header values never change while the server runs. */
function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
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
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets with these options, asked once: helmet runs on one request of a throwaway
 * server and the headers it put on that response are the set (docs/decisions/0023-security-headers-once.md).
 */
async function helmetHeaderSet(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // Helmet writes on the raw response before the handler runs; Fastify's own headers come later.
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(Object.entries(res.json<Record<string, unknown>>()).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

const headerSets = new Map<boolean, Promise<Record<string, string>>>();

/**
 * CSP, nosniff, frame-ancestors, referrer policy (and HSTS in production) on every answer, the API's and
 * the web app's. The set is built once at start (it depends only on the environment) and added by one
 * hook; a route may still replace one of them (the API docs' own CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const production = app.config.env === 'production';
  if (!headerSets.has(production)) headerSets.set(production, helmetHeaderSet(helmetOptions(production)));
  const headers = await headerSets.get(production)!;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

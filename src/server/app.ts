import '@/contract/zod-locale';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentAnswersAroundRoutes } from './plugins/documented-answers';
import { webAssets } from './plugins/web-assets';
import pino from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle, DatabaseKind } from '@/db/client';
import type { AppConfig } from './config';
import { adminAccountRoutes, adminAuthPublicRoutes } from './features/admin-auth/routes';
import { adminStatsRoutes } from './features/admin-stats/routes';
import { adminAuditLogRoutes } from './features/admin-audit-logs/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { adminHostRoutes } from './features/admin-hosts/routes';
import { adminEmailTemplateRoutes } from './features/admin-email-templates/routes';
import { adminPropertyRoutes } from './features/admin-properties/routes';
import { adminReviewRoutes } from './features/admin-reviews/routes';
import { adminFaqRoutes } from './features/admin-faq/routes';
import { adminAccommodationTaxRoutes } from './features/admin-accommodation-tax/routes';
import { adminMinpakuLimitRoutes } from './features/admin-minpaku-limits/routes';
import { adminBookingRoutes } from './features/admin-bookings/routes';
import { adminInquiryRoutes } from './features/admin-inquiries/routes';
import { adminPayoutRoutes } from './features/admin-payouts/routes';
import { adminRefundTransferRoutes } from './features/refund-transfers/admin-routes';
import { adminPaymentRoutes } from './features/admin-payments/routes';
import { adminRevenueRoutes } from './features/admin-revenue/routes';
import { addressLookupRoutes } from './features/address-lookup/routes';
import { bankLookupRoutes } from './features/bank-lookup/routes';
import { holidayRoutes } from './features/holidays/routes';
import { passwordRoutes } from './features/passwords/routes';
import { emailVerificationRoutes } from './features/email-verification/routes';
import { authRoutes } from './features/auth/routes';
import { adminTwoStepRoutes, userTwoStepRoutes } from './features/two-step/routes';
import { bookingRoutes } from './features/bookings/routes';
import { receiptRoutes } from './features/receipts/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { reviewRoutes } from './features/reviews/routes';
import { contactRoutes } from './features/contact/routes';
import { adminLegalDocumentRoutes, legalDocumentRoutes } from './features/legal-documents/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { hostDashboardRoutes } from './features/host-dashboard/routes';
import { adminMinpakuReportRoutes, hostMinpakuReportRoutes } from './features/minpaku-reports/routes';
import { hostReviewRoutes } from './features/host-reviews/routes';
import { hostCalendarRoutes, icalFeedRoutes } from './features/host-calendar/routes';
import { adminRegistryRoutes, guestCheckInRoutes, hostRegistryRoutes } from './features/guest-registry/routes';
import { hostBookingRoutes, ownerBookingStatusRoutes } from './features/host-bookings/routes';
import { ownerDashboardRoutes } from './features/owner-dashboard/routes';
import { hostProfileRoutes } from './features/host-profile/routes';
import { hostRevenueRoutes } from './features/host-revenue/routes';
import { hostPropertyEditorRoutes, ownerPropertyRoutes } from './features/host-property-editor/routes';
import { hostPropertyRoutes } from './features/host-properties/routes';
import { pricingRoutes } from './features/pricing/routes';
import { profileRoutes } from './features/profile/routes';
import { accountClosureRoutes } from './features/account-closure/routes';
import { myDataRoutes } from './features/my-data/routes';
import { propertyRoutes } from './features/properties/routes';
import { propertySearchRoutes } from './features/property-search/routes';
import { stripeWebhookRoutes } from './features/stripe-webhook/routes';
import { systemRoutes } from './features/system/routes';
import { createMailService } from './mail/create-mail-service';
import type { MailService } from './mail/mail-service';
import type { MailTransport } from './mail/mailer';
import { createPaymentProvider } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/provider';
import { createFileStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import { uploadRoutes } from './storage/routes';
import { fieldCipherOf } from './lib/field-cipher';
import type { FieldCipher } from './lib/field-cipher';
import { siteMapRoutes } from './features/site-map/routes';
import { createPageSender } from './web-render';
import { area, enforceAreas } from './plugins/areas';
import { enforceGuards } from './plugins/guards';
import { refuseControlCharacters } from './plugins/control-characters';
import { refuseCrossSiteWrites } from './plugins/request-origin';
import { registerRateLimits } from './throttle/rate-limits';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCompression } from './plugins/compression';
import { registerKeptPublicAnswers } from './plugins/kept-public-answers';
import { OneLinePerRequest, serializeRequest } from './plugins/request-log';
import { createPublicVersionReader } from './public-version';
import { sessionPlugin } from './plugins/session';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** `select 1` for the health check (DatabaseHandle's ping: its own connection on PostgreSQL). */
    pingDatabase: () => Promise<void>;
    /** The current version of what the public pages and answers show, read after each call (public-version.ts). */
    publicVersion: () => Promise<number>;
    config: AppConfig;
    payments: PaymentProvider;
    mail: MailService;
    /** Uploaded files (src/server/storage): the public and the private area. */
    storage: FileStorage;
    /** Encrypts fields at rest: the hosts' bank account numbers. */
    fieldCipher: FieldCipher;
  }
}

export interface BuildAppOptions {
  /** The opened database: its drizzle `db`, its kind and its `ping` (the health check's `select 1`). */
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'ping'>;
  config: AppConfig;
  logger?: boolean;
  /** Tests: where e-mails go instead of SMTP or the log. */
  mailTransport?: MailTransport;
  /** Tests: a payment provider to use instead of the configured one. */
  payments?: PaymentProvider;
  /** Tests: a file storage to use instead of the configured one. */
  storage?: FileStorage;
}

/** Builds the whole HTTP app: used by main.ts to serve and by the API tests through `inject`. */
export async function buildApp({ database, config, logger = false, mailTransport, payments, storage }: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    // Log lines are written to stdout a batch at a time, off the request's path, instead of one blocking
    // write per line (docs/decisions/0026-asynchronous-request-log.md); pino flushes them when the process exits.
    logger: logger ? { level: config.logLevel, stream: pino.destination({ sync: false }), serializers: { req: serializeRequest } } : false,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('dbKind', database.kind);
  app.decorate('pingDatabase', database.ping);
  app.decorate('publicVersion', createPublicVersionReader(db));
  app.decorate('config', config);
  app.decorate('payments', payments ?? createPaymentProvider(config, db));
  app.decorate('mail', createMailService({ db, config, log: app.log, transport: mailTransport }));
  app.decorate('storage', storage ?? createFileStorage(config.storage));
  app.decorate('fieldCipher', fieldCipherOf(config));
  app.addHook('onClose', async () => app.mail.close());

  enforceAreas(app);
  enforceGuards(app);
  documentAnswersAroundRoutes(app);
  registerErrorHandler(app);
  // First: a request refused by the checks below still gets every security header.
  await registerSecurityHeaders(app);
  refuseControlCharacters(app);
  refuseCrossSiteWrites(app);
  registerRateLimits(app);
  // Before compression: a kept answer is kept as the route made it, before it is compressed for one client.
  registerKeptPublicAnswers(app);
  await registerCompression(app);
  await app.register(sessionPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: '古民家ステイ API', version: '1.0.0', description: '古民家宿泊予約サービスの API' },
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'POST /api/admin/login が返すトークン' },
          session: { type: 'apiKey', in: 'cookie', name: 'kominka_sid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(systemRoutes);
  await app.register(uploadRoutes);
  await app.register(authRoutes);
  await app.register(userTwoStepRoutes);
  await app.register(passwordRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(adminAuthPublicRoutes);
  await app.register(addressLookupRoutes);
  await app.register(bankLookupRoutes);
  await app.register(holidayRoutes);
  // The two gated areas (plugins/areas.ts): every route inside gets the area's guard and security entry.
  await app.register(area('admin', [adminAccountRoutes, adminTwoStepRoutes, adminStatsRoutes, adminAuditLogRoutes, adminUserRoutes, adminHostRoutes, adminPropertyRoutes, adminBookingRoutes, adminInquiryRoutes, adminReviewRoutes, adminFaqRoutes, adminAccommodationTaxRoutes, adminMinpakuLimitRoutes, adminRevenueRoutes, adminPaymentRoutes, adminRefundTransferRoutes, adminPayoutRoutes, adminEmailTemplateRoutes, adminLegalDocumentRoutes, adminRegistryRoutes, adminMinpakuReportRoutes]));
  await app.register(area('host', [hostDashboardRoutes, hostBookingRoutes, hostPropertyRoutes, hostPropertyEditorRoutes, hostProfileRoutes, hostCalendarRoutes, hostRevenueRoutes, hostReviewRoutes, ownerDashboardRoutes, hostRegistryRoutes, hostMinpakuReportRoutes]));
  await app.register(icalFeedRoutes);
  await app.register(propertySearchRoutes);
  await app.register(propertyRoutes);
  await app.register(ownerPropertyRoutes);
  await app.register(ownerBookingStatusRoutes);
  await app.register(pricingRoutes);
  await app.register(favoriteRoutes);
  await app.register(profileRoutes);
  await app.register(accountClosureRoutes);
  await app.register(myDataRoutes);
  await app.register(contactRoutes);
  await app.register(legalDocumentRoutes);
  await app.register(bookingRoutes);
  await app.register(receiptRoutes);
  await app.register(checkoutRoutes);
  await app.register(reviewRoutes);
  await app.register(guestCheckInRoutes);
  await app.register(messageRoutes);
  await app.register(notificationRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(siteMapRoutes);

  registerWebApp(app, config.webDistDir);
  return app;
}

/**
 * Files of the built web app are served from disk (read at request time, so a rebuild needs no restart);
 * unknown /api paths answer a JSON 404; every other path serves the web app's index.html.
 */
function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  // The pages, rendered on the server or not (web-render.ts).
  const sendPage = createPageSender(app, webDistDir);
  if (webDistDir && fs.existsSync(webDistDir)) {
    app.register(webAssets, { webDistDir });
    app.register(fastifyStatic, {
      root: path.resolve(webDistDir),
      wildcard: true,
      // reply.sendFile is webAssets' own (in its scope); this one only serves the other files.
      decorateReply: false,
      // index.html comes from the web shell (with the page's hints), never straight from disk;
      // the build manifest stays private.
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/.vite') && pathname !== '/index.html',
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
    // The rendered pages before the files: no look-up on disk first (a house's id is never a file).
    for (const url of ['/', '/search', '/property/:id', '/about-kominka']) app.get(url, { schema: { hide: true } }, sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || !webDistDir || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'お探しのAPIは見つかりません' });
    }
    if (pathname.startsWith('/assets/')) {
      // A missing build file is a 404, never the app's HTML (which the browser would refuse as a script).
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendPage(request, reply);
  });
}

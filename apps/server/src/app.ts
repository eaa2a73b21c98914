import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Locale } from '@azubi/shared/i18n/locales';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createAuth, type Auth } from './platform/session/auth-instance';
import { authRoutes } from './features/auth/routes';
import { emailAndPasswordRoutes } from './features/auth/email-and-password-routes';
import { invitationRoutes } from './features/auth/invitation-routes';
import { listingRoutes } from './features/listings/routes';
import { partnerFeedRoutes } from './features/partner-feed/routes';
import { applicationRoutes } from './features/applications/routes';
import { companyRoutes } from './features/companies/routes';
import { companyImageRoutes } from './features/companies/image-routes';
import { companyVerificationRoutes } from './features/companies/verification-routes';
import { teamRoutes } from './features/companies/team-routes';
import { notificationRoutes } from './features/notifications/routes';
import { registerPushRuntime } from './platform/push/push-runtime';
import { pushRoutes } from './features/push/routes';
import { devMailRoutes } from './features/dev-mail/routes';
import { blogAdminRoutes } from './features/blog/admin-routes';
import { blogRoutes } from './features/blog/routes';
import type { Readiness } from './features/health/check-readiness';
import { healthRoutes } from './features/health/routes';
import { seoRoutes } from './features/seo/routes';
import { siteRoutes } from './features/site/routes';
import { fileRoutes } from './features/files/routes';
import { profileRoutes } from './features/profile/routes';
import { audioRoutes } from './features/audio/routes';
import { moderationRoutes } from './features/moderation/routes';
import { pendingCountsRoutes } from './features/moderation/pending-counts-routes';
import { privacyRoutes } from './features/privacy/routes';
import { candidateRoutes } from './features/candidates/routes';
import { employerAnalyticsRoutes } from './features/employer-analytics/routes';
import { billingAdminRoutes } from './features/billing/admin-routes';
import { createPaymentProvider } from './features/billing/create-payment-provider';
import { devClockRoutes } from './features/billing/dev-clock-routes';
import { localPaymentRoutes } from './features/billing/local-payment-routes';
import type { PaymentProvider } from './features/billing/payment-provider';
import { billingRoutes } from './features/billing/routes';
import { interviewRoutes } from './features/interviews/routes';
import { placementRoutes } from './features/placements/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { emailCampaignRoutes } from './features/email-campaigns/routes';
import { adminAnalyticsRoutes } from './features/admin-analytics/routes';
import { journeyRoutes } from './features/journeys/routes';
import { accountRoutes } from './features/account/routes';
import { testNotificationRoutes } from './features/test-notifications/routes';
import { testUserRoutes } from './features/test-users/routes';
import { reviewRoutes } from './features/reviews/routes';
import { matchingRoutes } from './features/matching/routes';
import { candidateSearchProfileRoutes } from './features/matching/candidate-search-profile-routes';
import { messagingRoutes } from './features/messaging/routes';
import { messageRoutes } from './features/messaging/message-routes';
import { blockReportRoutes } from './features/messaging/block-report-routes';
import type { Realtime } from './realtime/realtime';
import { createSocketServer } from './realtime/socket-server';
import { createInvalidationBus, type InvalidationBus } from './realtime/invalidation';
import { installSessionCache } from './platform/session/session-cache';
import { MessageFollowUps } from './features/messaging/message-follow-ups';
import { installPeopleCache } from './features/messaging/people-cache';
import { translationRoutes } from './features/translation/routes';
import { createStorage } from './storage/create-storage';
import { escapeBrokenPercentEncoding } from './http/broken-url';
import { errorBody, installErrorHandler } from './http/error-handler';
import { installStorableInput } from './http/storable-input';
import { installAfterAnswer } from './http/after-answer';
import { installApiRateLimit } from './http/api-rate-limit';
import { installActivityRecorder } from './features/auth/record-activity';
import { resolveRequestLocale } from './http/locale';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit-store';
import type { JobQueue } from './jobs/queue';
import { loggerOptions, type LogDestination } from './logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createRetryingMailer, domainOf } from './mail/retrying-mailer';
import { accessOf, installAccess, openApiOperation, SESSION_SECURITY_SCHEME, type Access } from './http/access';
import { countingMailer, installMetrics, metricsRoutes } from './observability/metrics-routes';
import { APP_VERSION } from './version';
import { sendPage } from './web/render-page';
import { AppShell } from './web/shell';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (see http/locale.ts); error messages use it. */
    locale: Locale;
  }
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    auth: Auth;
    mailer: Mailer;
    /** The mailer without retries (the send-mail job's own attempts); everything else uses `mailer`. */
    mailTransport: Mailer;
    rateLimits: RateLimitStore;
    /** Stripe or the local provider (features/billing). */
    payments: PaymentProvider;
    /** Every route as registered; `csrfExempt` when it opts out with `config: { csrf: false }`; its declared access (http/access.ts). */
    routeTable: { method: string; url: string; csrfExempt: boolean; access: Access | null }[];
    /** Realtime events to sockets on every instance (realtime/socket-server.ts). */
    realtime: Realtime;
    /** Tells every instance to forget what it cached (sessions, conversations' disclosure; issue 31). */
    invalidation: InvalidationBus;
    /** Message notices and unread badges after the answer, in batches (features/messaging/message-follow-ups.ts). */
    messageFollowUps: MessageFollowUps;
    /** `GET /api/ready`'s state: main.ts sets `draining` on SIGTERM (features/health/check-readiness.ts). */
    readiness: Readiness;
    /** Redis answers (readiness); null without REDIS_URL. */
    redisPing: (() => Promise<void>) | null;
    /** The job queue when main.ts runs one (null in most tests): work can be queued to run soon. */
    jobQueue: Pick<JobQueue, 'send'> | null;
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseConnection;
  /** Where logs go; defaults to stdout. Tests pass a stream to read them. */
  logDestination?: LogDestination;
  /** The job queue (main.ts); with it a failed e-mail is queued for retry. Tests mostly build the app without. */
  jobQueue?: JobQueue;
};

/** Builds the HTTP application: plugins, routes and the web app. Does no I/O of its own at import time. */
export async function buildApp({ config, database, logDestination, jobQueue }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logDestination
      ? { ...loggerOptions(config.logLevel), stream: logDestination }
      : loggerOptions(config.logLevel),
    // proxy-addr accepts a hop count too; Fastify's type omits it.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    // An address that does not decode gets our 404 page or the API's 404, not the router's own 400.
    rewriteUrl: (request) => escapeBrokenPercentEncoding(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the access-control test checks each one has its rows.
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const csrfExempt = (route.config as { csrf?: boolean } | undefined)?.csrf === false;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, csrfExempt, access: accessOf(route)?.access ?? null });
  });

  // Every route declares who may call it (config.access); one hook enforces it (http/access.ts, ADR 0029).
  installAccess(
    app,
    () => app.auth,
    () => database.db,
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  database.logPoolErrorsTo?.(app.log);
  app.decorateRequest('locale', 'en');

  await app.register(cookie, { secret: config.authSecret });
  // State-changing API requests carry the token from GET /api/auth/csrf in `x-csrf-token`
  // (double submit, the secret in an httpOnly SameSite cookie).
  await app.register(csrf, {
    cookieKey: 'azubi.csrf',
    cookieOpts: {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: config.publicUrl.startsWith('https://'),
      signed: true,
    },
    getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    // The matched route decides, not the raw URL: `/%61pi/...` is routed to `/api/...` and must need
    // the token too. Unknown paths (no route) fall through to the JSON 404.
    // A route may opt out with `config: { csrf: false }`: Stripe's signed webhook and the one-click unsubscribe
    // of match e-mails (RFC 8058, a signed token in the address) do (no browser session, no cookie).
    const csrfOff = (request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false;
    if (unsafe && !csrfOff && request.routeOptions.url?.startsWith('/api/'))
      return app.csrfProtection(request, reply, done);
    done();
  });

  const mailTransport = countingMailer(
    config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db),
  );
  const mailer = jobQueue
    ? createRetryingMailer({
        transport: mailTransport,
        queue: jobQueue,
        log: app.log,
        messageIdDomain: domainOf(config.mailFrom),
      })
    : mailTransport;
  const rateLimits = await createRateLimitStore(config, database.db);
  app.decorate('mailer', mailer);
  app.decorate('mailTransport', mailTransport);
  app.decorate('jobQueue', jobQueue ?? null);
  // Web Push leaves through the job queue when there is one (features/push/push-runtime.ts).
  registerPushRuntime(database.db, { queue: jobQueue ?? null, log: app.log });
  app.decorate('rateLimits', rateLimits.store);
  app.decorate('redisPing', rateLimits.ping);
  const readiness: Readiness = { draining: false, migrated: false };
  app.decorate('readiness', readiness);
  // Shutting down (SIGTERM, ADR 0026): every answer closes its connection, so a client's kept-alive
  // connection ends with the request in flight instead of holding the server open, and the client's
  // next request goes through the load balancer to another instance.
  app.addHook('preClose', async () => {
    readiness.draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) void reply.header('connection', 'close');
  });
  app.decorate('auth', createAuth({ db: database.db, config, mailer, log: app.log }));
  // Issue 31: sessions and conversations' disclosure are kept a few seconds in memory and forgotten
  // on every instance (through Redis) when they change (platform/session/session-cache.ts).
  const invalidation = await createInvalidationBus(config.redisUrl, app.log);
  app.decorate('invalidation', invalidation);
  installSessionCache(app, invalidation);
  installPeopleCache(database.db, invalidation);
  app.addHook('onClose', async () => {
    await invalidation.close();
  });
  app.decorate('storage', createStorage(config));
  app.decorate('payments', createPaymentProvider(config));
  // socket.io on the same server and port (path /socket.io); closed before the HTTP server.
  const sockets = await createSocketServer({
    httpServer: app.server,
    auth: app.auth,
    db: database.db,
    config,
    log: app.log,
    rateLimits: rateLimits.store,
  });
  app.decorate('realtime', sockets.realtime);
  const followUps = new MessageFollowUps(database.db, sockets.realtime, app.log);
  app.decorate('messageFollowUps', followUps);
  app.addHook('preClose', async () => {
    await followUps.close();
  });
  installMetrics(app, { database, socketsCount: () => sockets.io.engine.clientsCount, jobQueue: jobQueue ?? null });
  app.addHook('preClose', async () => {
    await sockets.closeConnections();
  });
  // onClose hooks run last-registered first: this one after the work after answers (installAfterAnswer,
  // below) has finished, so nothing announces on Redis once it is closed (ADR 0031).
  app.addHook('onClose', async () => {
    await sockets.close();
  });
  // Uploads (storage/, features/files): one file per request; each route sets its own size limit.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { files: 1, fields: 10, fieldSize: 1000 } });
  app.addHook('onClose', async () => {
    await mailer.close();
    await rateLimits.close();
  });
  app.addHook('onRequest', async (request) => {
    request.locale = resolveRequestLocale(request);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set a few inline styles (focus guards, scroll lock); no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 5 } },
  });

  installErrorHandler(app);
  installStorableInput(app);
  installAfterAnswer(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Azubi Connect API', version: APP_VERSION, description: 'HTTP API of the Azubi Connect web app.' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: SESSION_SECURITY_SCHEME },
    },
    // Each operation's security from its access declaration (http/access.ts); its operationId and summary are the route's.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!transformed.schema) return transformed;
      const derived = openApiOperation(input.route);
      const schema = transformed.schema as Record<string, unknown>;
      return {
        ...transformed,
        schema: {
          ...schema,
          security: derived.security,
        },
      } as unknown as typeof transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      installApiRateLimit(api);
      installActivityRecorder(api);
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes);
      await api.register(emailAndPasswordRoutes);
      await api.register(invitationRoutes);
      await api.register(listingRoutes);
      await api.register(partnerFeedRoutes);
      await api.register(companyRoutes);
      await api.register(companyImageRoutes);
      await api.register(companyVerificationRoutes);
      await api.register(teamRoutes);
      await api.register(applicationRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      if (!config.isProduction) await api.register(devMailRoutes);
      await api.register(blogRoutes);
      await api.register(blogAdminRoutes);
      await api.register(siteRoutes);
      await api.register(fileRoutes);
      await api.register(profileRoutes);
      await api.register(audioRoutes);
      await api.register(moderationRoutes);
      await api.register(pendingCountsRoutes);
      await api.register(privacyRoutes);
      await api.register(candidateRoutes);
      await api.register(employerAnalyticsRoutes);
      await api.register(billingRoutes);
      await api.register(billingAdminRoutes);
      // The local provider's confirm page and portal exist only while it runs (never in production: ADR 0026).
      if (app.payments.name === 'local') await api.register(localPaymentRoutes);
      // config.ts refuses the test clock in production.
      if (config.testClock && !config.isProduction) await api.register(devClockRoutes);
      await api.register(messagingRoutes);
      await api.register(messageRoutes);
      await api.register(blockReportRoutes);
      await api.register(translationRoutes);
      await api.register(interviewRoutes);
      await api.register(matchingRoutes);
      await api.register(candidateSearchProfileRoutes);
      await api.register(reviewRoutes);
      await api.register(placementRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminAnalyticsRoutes);
      await api.register(journeyRoutes);
      await api.register(accountRoutes);
      await api.register(testNotificationRoutes);
      await api.register(testUserRoutes);
      await api.register(emailCampaignRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  registerWebApp(app, config);

  return app;
}

/** Serves the built web app: hashed assets with a long cache, every page path through the shell. */
function registerWebApp(app: FastifyInstance, config: Config): void {
  const distDir = config.webDistDir;
  const shell = distDir && existsSync(join(distDir, 'index.html')) ? new AppShell(distDir) : null;

  if (distDir && shell) {
    void app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The assets' `.br` / `.gz` written at build time (apps/web/scripts/precompress.mjs, ADR 0033):
      // the smallest the browser accepts, with no compressing per answer.
      preCompressed: true,
      // The template is never served raw: pages go through the shell.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${join(distDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : // The service worker and the manifests: a new build is seen at the next visit (ADR 0033).
              /(^|[\\/])sw\.js$|\.webmanifest$/.test(filePath)
              ? 'no-cache'
              : 'public, max-age=3600',
        );
        if (filePath.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !shell ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send(errorBody(request.locale, 'NOT_FOUND', 'errors.apiNotFound', { method: request.method, path }));
    }
    // Old English addresses with an explicit prefix go to the base address (spec: /:lang/* redirect).
    if (path === '/en' || path.startsWith('/en/')) {
      const query = request.url.slice(path.length);
      return reply.redirect(`${path.slice(3) || '/'}${query}`, 301);
    }
    // A missing file (anything with an extension) is a plain 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage({ app, request, reply, shell, path });
  });
}

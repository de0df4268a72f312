import fs from 'node:fs';
import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminApi } from './admin-api/plugin.ts';
import type { AppDeps } from './app-deps.ts';
import { fastifyTrustProxy } from './config/env.ts';
import { registerAgreementRoutes } from './features/agreements/routes.ts';
import { registerArticleRoutes } from './features/articles/routes.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerCertificateRoutes } from './features/certificates/routes.ts';
import { registerDocumentRoutes } from './features/documents/routes.ts';
import { registerFileRoutes } from './features/files/routes.ts';
import { registerGivingDayRoutes } from './features/giving-days/routes.ts';
import { registerHomeRoutes } from './features/home/routes.ts';
import { registerItemsRoutes } from './features/items/routes.ts';
import { registerNamingBookRoutes } from './features/naming-books/routes.ts';
import { registerNamingMapRoutes } from './features/naming-maps/routes.ts';
import { registerNamingSeatRoutes } from './features/naming-seats/routes.ts';
import { registerOrderRoutes } from './features/orders/routes.ts';
import { registerProviderRoutes } from './features/payments/provider-routes.ts';
import { registerPaymentRoutes } from './features/payments/routes.ts';
import { registerReceiptRoutes } from './features/receipts/routes.ts';
import { registerConfigFileRoutes } from './features/site/config-file-routes.ts';
import { registerSiteRoutes } from './features/site/routes.ts';
import { registerTogetherRoutes } from './features/together/routes.ts';
import { registerUserRecordRoutes } from './features/user/records-routes.ts';
import { registerUserRoutes } from './features/user/routes.ts';
import { registerAdminStatic } from './http/admin-static.ts';
import { errorEnvelope } from './http/envelope.ts';
import { makeSpecHooks } from './http/hooks.ts';
import { loggableError } from './http/loggable-error.ts';
import { loggableRequest } from './http/loggable-request.ts';
import { countRequests, registerMetricsRoute } from './http/metrics-route.ts';
import { registerPageSecurity } from './http/page-security.ts';
import { languageOf } from './http/request-context.ts';
import { requestIdGenerator, scopeRequests } from './http/request-ids.ts';
import { serverTakingTurns } from './http/request-turns.ts';
import { jobLogFields } from './observability/request-scope.ts';

/** Log redaction: tokens, signatures and personal data never reach the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.sign',
  'req.headers["nonce-str"]',
  'req.headers.cookie',
];

export async function buildApp(deps: AppDeps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: REDACT,
            serializers: { err: loggableError, req: loggableRequest },
            // A job's lines name the job and the request that queued it (request-scope.ts).
            mixin: jobLogFields,
          },
    genReqId: requestIdGenerator(Boolean(deps.config.TRUST_PROXY)),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    // One request into the app per event-loop turn, so new connections are accepted under load
    // (on PGlite they waited in the accept queue until phones timed out; request-turns.ts).
    serverFactory: serverTakingTurns,
  });

  app.decorateRequest('language', 'zh_CN');
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionPlatform', null);
  app.decorateRequest('cacheTicket', null);

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) return reply.code(200).send(errorEnvelope(error, language));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .code(200)
        .send(errorEnvelope(new AppError('INVALID_REQUEST', 'error.bodyTooLarge'), language));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type and the like: the client's fault, said as -1.
      const field =
        (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
      return reply
        .code(200)
        .send(errorEnvelope(new AppError('INVALID_REQUEST', 'error.invalidField', { field }), language));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(new AppError('INTERNAL', 'error.internal'), language));
  });

  app.setNotFoundHandler((request, reply) => {
    const envelope = errorEnvelope(new AppError('NOT_FOUND', 'error.routeNotFound'), languageOf(request));
    return reply.code(404).send(envelope);
  });

  scopeRequests(app);
  countRequests(app);
  const hooks = makeSpecHooks(deps);
  app.addHook('onRequest', hooks.onRequest);
  app.addHook('preHandler', hooks.preHandler);
  app.addHook('onSend', hooks.onSend);
  registerPageSecurity(app, deps.config);

  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  registerMetricsRoute(app, deps.metrics, deps.config.METRICS_TOKEN);

  app.get('/healthz', async () => {
    await deps.database.db.execute('select 1');
    return { status: 'ok', database: deps.database.kind };
  });

  registerSiteRoutes(app, deps);
  registerHomeRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerItemsRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerProviderRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerUserRecordRoutes(app, deps);
  registerTogetherRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerNamingSeatRoutes(app, deps);
  registerNamingMapRoutes(app, deps);
  registerNamingBookRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  registerReceiptRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerAgreementRoutes(app, deps);
  registerGivingDayRoutes(app, deps);
  registerArticleRoutes(app, deps);
  await registerAdminApi(app, deps);

  const webDist = deps.config.webDist;
  if (webDist && fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // One route for every file, looked up when asked for: a route per file (wildcard: false) is
      // a walk of the build and ~400 routes to compile at every start, a fifth of buildApp's time.
      // The routes a file would shadow are more specific and win: a school's config is served with
      // the console's settings in it (config-file-routes.ts).
      wildcard: true,
      index: ['index.html'],
      // Looked up per request, a dotfile someone left in the build is never sent (the default sends it).
      dotfiles: 'ignore',
      // The build writes .br/.gz beside each asset (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed file names change with their content: cache for a year. The page and the
        // institution config must be asked for again, so a new build or config shows at once.
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerConfigFileRoutes(app, deps);
    // The PC/H5 login address (doc 4 §2.1 '/login') opens the app, which turns it into #/login.
    app.get('/login', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  await registerAdminStatic(app, deps.config.adminDist);
  return app;
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { WS_LIMITS } from '@portal/contract/realtime/realtime.schemas';
import { installRussianErrors } from '@portal/contract/validation/ru-errors';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { MODULES } from '../modules/index';
import { authenticateApiKey } from '../modules/integrations/api-keys.service';
import { registerAccess } from './auth/access-plugin';
import { createTokenService } from './auth/jwt';
import { createLoginAttempts } from './auth/login-attempts';
import { createSessionStatusCache } from './auth/session-status-cache';
import { followSessionEnds } from './auth/sessions';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/database';
import { createFileAccess } from './files/file-access';
import { createFileLinks } from './files/file-links';
import { createDiskStorage } from './files/file-storage';
import { createS3Storage } from './files/s3-storage';
import { registerErrorHandler } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { clientErrorHandler, frameworkErrors } from './http/node-errors';
import { registerNotFound } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { parseQuerystring } from './http/querystring';
import { createRequestIds } from './http/request-id';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security';
import { createMailer } from './mail/mailer';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit/rate-limiter';
import { routeRateStore } from './rate-limit/route-rate-store';
import { createInProcessBus, type EventBus } from './realtime/event-bus';
import { createRedisBus } from './realtime/redis-bus';
import { registerWsHub } from './realtime/ws-hub';

export const BODY_LIMIT_BYTES = 1024 * 1024;

// Secrets never reach the log, whatever object a later log line carries (issue 11).
const LOG_REDACTIONS = {
  paths: [
    'password',
    '*.password',
    'currentPassword',
    '*.currentPassword',
    'newPassword',
    '*.newPassword',
    'token',
    '*.token',
    'refreshToken',
    '*.refreshToken',
    'req.headers.authorization',
    'req.headers["sec-websocket-protocol"]',
  ],
  censor: '[скрыто]',
};

export type BuildOptions = {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** The server's clock; tests pass a manual one. */
  clock?: Clock;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

installRussianErrors();

/** The one app factory used by main and by every test. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    // Through process.stdout (synchronous on Linux for files, pipes and terminals), so log lines and the start
    // summary main prints keep their order: pino's own writer is asynchronous and let «Server listening» trail it.
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: LOG_REDACTIONS, stream: process.stdout },
    // Requests are not logged one by one; problems are, with their request id. With nothing logged per request,
    // a child logger per request is pure cost on the hot path: problems name their request id themselves.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: createRequestIds(),
    // Router and HTTP parser failures answer the Russian problem body, without the request's URL (node-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    childLoggerFactory: (logger) => logger,
    // `id[]=1&id[]=2` and `id[0]=1&id[1]=2` arrive as arrays (the lookups take ids that way, SPEC 7).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuerystring },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            driver: 'postgres',
            url: config.databaseUrl,
            onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection closed'),
          }
        : { driver: 'pglite', dataDir: config.pgliteDir },
    ));
  const bus: EventBus = config.redisUrl
    ? await createRedisBus(config.redisUrl, config.redisPrefix, app.log)
    : createInProcessBus();
  // Limits count windows of the app's clock, which tests replace (ctx.clock) to move time.
  const appClock: Clock = { now: () => ctx.clock.now() };
  const rateLimiter = config.redisUrl
    ? createRedisRateLimiter(
        new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }),
        config.redisPrefix,
        appClock,
      )
    : createMemoryRateLimiter(appClock);
  const tokens = createTokenService(config.jwtSecret);
  const sessionStatus = createSessionStatusCache(database.db);
  const stopFollowingSessionEnds = followSessionEnds(bus, sessionStatus);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens,
    sessionStatus,
    loginAttempts: createLoginAttempts(rateLimiter),
    mailer: createMailer(database.db, app.log, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: join(config.dataDir, 'mail'),
    }),
    bus,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'files')),
    fileAccess: createFileAccess(),
    fileLinks: createFileLinks(config.jwtSecret),
    log: app.log,
    clock: options.clock ?? systemClock,
    rateLimiter,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    stopFollowingSessionEnds();
    await bus.close();
    await rateLimiter.close();
    if (ownsDatabase) await database.close();
  });

  registerErrorHandler(app);
  const webDist =
    config.webDistDir && existsSync(join(config.webDistDir, 'index.html')) ? config.webDistDir : null;
  registerNotFound(app, webDist);
  registerAccess(app, {
    tokens,
    sessionStatus,
    apiKeys: { authenticate: (key) => authenticateApiKey(ctx, key), rateLimiter },
  });
  registerIdempotency(app, ctx);
  registerSecurityHeaders(app, config.trustProxy);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    store: routeRateStore(rateLimiter),
    // DESIGN 5: all human text in Russian; routes without their own builder would answer the plugin's English.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Слишком много запросов. Повторите через ${Math.ceil(context.ttl / 1000)} с`,
    }),
  });
  await registerOpenApi(app, config.version);

  // @fastify/websocket hooks onRequest and onResponse and wraps every handler of its scope: in a scope of its
  // own, only /api/ws pays for that.
  await app.register(async (scope) => {
    // No permessage-deflate (ws's default, stated because the hub relies on it): the hub writes each event's one
    // uncompressed frame to thousands of sockets (issue 27, realtime/batched-send.ts).
    await scope.register(websocket, {
      options: { maxPayload: WS_LIMITS.maxMessageBytes, perMessageDeflate: false },
    });
    registerWsHub(scope, { bus, tokens, sessionStatus });
  });
  for (const module of MODULES) await app.register(async (scope) => module(scope, ctx));

  if (webDist) {
    // preCompressed: the build writes .br and .gz beside each text file (apps/web/precompress.ts); a browser that
    // accepts them gets a third of the bytes, with no compression work per request.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  return app;
};

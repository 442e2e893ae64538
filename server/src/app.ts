/**
 * Builds the Fastify app: plugins, security hooks, sessions, the error envelope, the plain
 * routes, every contract group, and the built clients with their SPA fallback.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { ServerError } from './errors.ts';
import { registerGroups } from './groups/index.ts';
import { registerClientGuard } from './http/client-guard.ts';
import { registerErrorEnvelope, sendError } from './http/error-envelope.ts';
import { DbRateLimiter, MemoryRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import './http/server-context.ts';
import { registerImageProxy } from './image-proxy/image-proxy-routes.ts';
import { registerHealth } from './routes/health.ts';
import { registerHit } from './routes/hit.ts';
import { registerI18n } from './routes/i18n.ts';
import { registerRobots } from './routes/robots.ts';
import { registerStaticClients } from './routes/static-clients.ts';
import { registerSessionHook } from './sessions/session-hook.ts';

/** What the app is built from. */
export interface AppOptions {
  config: Config;
  db: Db;
  /** Reported by /health. Default `pglite`. */
  driver?: 'pglite' | 'postgres';
  /** Overrides the limiter chosen by RATE_LIMIT_STORE (tests). */
  rateLimiter?: RateLimiter;
}

/** Builds the app (not listening yet). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request drowns the console of `npm start`; LOG_LEVEL=debug brings it back.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate(
    'rateLimiter',
    options.rateLimiter ??
      (config.rateLimitStore === 'memory' ? new MemoryRateLimiter() : new DbRateLimiter(db)),
  );

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 100 },
  });

  registerErrorEnvelope(app);
  registerSecurityHeaders(app);
  registerClientGuard(app, [config.publicOrigin, ...config.allowedOrigins]);
  registerSessionHook(app, db, config.sessionTtlSeconds);

  registerHealth(app, { db, driver: options.driver ?? 'pglite' });
  registerRobots(app);
  registerHit(app, db);
  registerI18n(app);
  registerImageProxy(app, {
    db,
    staticRoots: [config.webDist, config.miniappDist],
    cacheBytes: config.imageCacheMb * 1024 * 1024,
  });
  registerGroups(app);

  const statics = await registerStaticClients(app, {
    webDist: config.webDist,
    miniappDist: config.miniappDist,
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return sendError(
        reply,
        new ServerError('MethodNotFoundException', `Method ${path} not found`),
      );
    }
    if (await statics.fallback(request, reply)) return reply;
    return sendError(reply, new ServerError('MethodNotFoundException', 'Not found'));
  });

  return app;
}

/**
 * Builds the Fastify app: plugins, security hooks, sessions, the error envelope, every HTTP
 * surface — the plain routes below, the contract groups (`/api/{group}/{method}`, mounted by
 * groups/index.ts) — and the built clients with their SPA fallback.
 */
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/client.ts';
import { listenerFor, type Listen } from './db/notifications.ts';
import { CatalogueCache } from './catalogue/catalogue-cache.ts';
import { cmsDirOf, registerCms } from './cms/index.ts';
import { i18nDirOf } from './content/i18n.ts';
import { registerDemoChat } from './demo-chat/index.ts';
import { registerDemoGame } from './demo-game/index.ts';
import { registerDemoVerifier } from './demo-kyc/index.ts';
import { registerDemoPayments } from './demo-payments/index.ts';
import { ServerError } from './errors.ts';
import { depositState, settleDeposit } from './cashier/index.ts';
import { registerExportDownload } from './game-history/index.ts';
import { registerGroups } from './groups/index.ts';
import { CACHEABLE_READS } from './http/cacheable-reads.ts';
import { registerClientGuard } from './http/client-guard.ts';
import { registerChangeFeed } from './http/change-feed.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorEnvelope, sendError, writeClientError } from './http/error-envelope.ts';
import { registerEtags } from './http/etag.ts';
import { registerMultipartBody } from './http/multipart-body.ts';
import { DbRateLimiter, MemoryRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import './http/server-context.ts';
import { inProcessJobLock, jobLockFor, registerHousekeeping, type JobLock } from './jobs/index.ts';
import { registerImageProxy } from './image-proxy/image-proxy-routes.ts';
import { registerLiveBalance } from './live/index.ts';
import { startBalanceRelay } from './live/balance-relay.ts';
import { registerOAuthRoutes } from './oauth/index.ts';
import { registerOperator } from './operator/index.ts';
import { registerOutboxPage } from './outbox/index.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerPayouts } from './payouts/index.ts';
import { PLAY_LISTENERS } from './play/play-listeners.ts';
import { setPlayListeners } from './play/index.ts';
import { registerContentReload } from './routes/content-reload.ts';
import { defaultLocaleRedirect } from './routes/default-locale-redirect.ts';
import { registerHealth } from './routes/health.ts';
import { registerHit } from './routes/hit.ts';
import { registerI18n } from './routes/i18n.ts';
import { registerRobots } from './routes/robots.ts';
import { registerSitemap } from './routes/sitemap.ts';
import { loadWebRenderer, serverRender, type WebRenderer } from './routes/server-render.ts';
import { registerStaticClients } from './routes/static-clients.ts';
import { SessionCache } from './sessions/session-cache.ts';
import { BalanceCache } from './ledger/balance-cache.ts';
import { registerSessionHook } from './sessions/session-hook.ts';
import { registerSportsbook } from './sportsbook/index.ts';

/** What the app is built from. */
export interface AppOptions {
  config: Config;
  db: Db;
  /** Reported by /health. Default `pglite`. */
  driver?: 'pglite' | 'postgres';
  /** Overrides the limiter chosen by RATE_LIMIT_STORE (tests). */
  rateLimiter?: RateLimiter;
  /** Keeps once-per-tick jobs from running twice across instances. Default: in-process only. */
  jobLock?: JobLock;
  /** The PostgreSQL pool, when there is one: balance changes are relayed between instances. */
  pool?: pg.Pool;
  /** LISTEN on the database: caches drop what changed, on every instance. Default: TTLs only. */
  listen?: Listen;
  /**
   * Renders the web's pages; default the bundle at WEB_SSR when it exists (tests pass source,
   * main.ts a load it started while the database opened).
   */
  webRenderer?: WebRenderer | null | Promise<WebRenderer | null>;
}

/** What an open database gives the app: the db, its driver, the job lock, the pool to relay on, its LISTEN. */
export function databaseOptions(
  handle: DatabaseHandle,
): Pick<AppOptions, 'db' | 'driver' | 'jobLock' | 'pool' | 'listen'> {
  return {
    db: handle.db,
    listen: listenerFor(handle),
    driver: handle.driver,
    jobLock: jobLockFor(handle),
    pool: handle.driver === 'postgres' ? (handle.client as pg.Pool) : undefined,
  };
}

/** Builds the app (not listening yet). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids tie a request's log lines together; behind a trusted proxy its id is kept.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    clientErrorHandler: writeClientError,
    // One line per request drowns the console of `npm start`; LOG_LEVEL=debug brings it back.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
      requestIdLogLabel: 'request_id',
    }),
  });

  // Who reacts to stakes and wins (loyalty, tournaments, jackpots, wagering), listed once here.
  setPlayListeners(PLAY_LISTENERS);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('jobs', options.jobLock ?? inProcessJobLock());
  app.decorate('catalogue', new CatalogueCache(db, config.catalogueMaxAgeSeconds * 1000));
  app.decorate('sessionCache', new SessionCache(config.sessionCacheSeconds * 1000));
  app.decorate('balanceCache', new BalanceCache(config.balanceCacheSeconds * 1000));
  if (options.listen) registerChangeFeed(app, options.listen);
  else {
    app.addHook('onClose', async () => {
      app.sessionCache.close();
      app.balanceCache.close();
    });
  }
  app.decorate(
    'rateLimiter',
    options.rateLimiter ??
      (config.rateLimitStore === 'memory' ? new MemoryRateLimiter() : new DbRateLimiter(db)),
  );

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerMultipartBody(app);
  // Before every route: compression hooks onto the routes mounted after it.
  await registerCompression(app);

  registerMetrics(app, { token: config.metricsToken }); // /metrics; counts every request
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorEnvelope(app);
  await registerSecurityHeaders(app);
  registerClientGuard(app);
  registerSessionHook(app, db, config.sessionTtlSeconds, app.sessionCache);
  registerEtags(app, CACHEABLE_READS); // ETag, 304 and Cache-Control of the cacheable reads
  // app.switches; /api/* answers 503 while the operator has the site in maintenance.
  registerOperator(app); // /operator/switches, /operator/players/*

  // Plain routes (DESIGN §2 "other endpoints"), then the contract groups under /api.
  registerHealth(app, { db, driver: options.driver ?? 'pglite' }); // /health, /ready
  registerRobots(app); // /robots.txt
  registerSitemap(app); // /sitemap.xml, /sitemap-{locale}.xml
  registerHit(app, db); // /hit
  const reloadI18n = registerI18n(app, i18nDirOf(config.contentDir)); // /nfx/i18n/*
  // /nfx/cms/*, /nfx/seo; decorates app.cms (metadata, auth and support read it).
  const reloadCms = registerCms(app, cmsDirOf(config.contentDir));
  // /operator/content/reload: both read again, on every instance.
  registerContentReload(app, [reloadCms, reloadI18n]);
  // /img/* (core's imageUrl form)
  registerImageProxy(app, {
    db,
    staticRoots: [config.webDist, config.miniappDist],
    cacheBytes: config.imageCacheMb * 1024 * 1024,
  });
  registerOAuthRoutes(app); // /oauth/init, the demo OAuth provider, /oauth/callback/*
  registerDemoGame(app); // /platform/game/*, /platform/game-api/*
  registerSportsbook(app); // /platform/sportsbook-api/*; decorates app.sportsbook
  registerExportDownload(app); // /platform/game-history-exports/*
  registerLiveBalance(app); // /live/balance (WebSocket)
  const pool = options.pool;
  if (pool) {
    // Several instances on one PostgreSQL: pushes reach sockets held by the other instances.
    let stopRelay: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopRelay = await startBalanceRelay(pool, (err) =>
        app.log.error({ err }, 'balance relay failed'),
      );
    });
    app.addHook('onClose', async () => stopRelay?.());
  }
  // /demo-pay/*; decorates app.demoPay, through which cashier.makedeposit pays.
  registerDemoPayments(app, {
    settle: settleDeposit,
    status: depositState,
    settleDelayMs: config.demoPaySettleMs,
  });
  // /operator/*; decorates app.payouts (the cashier asks it about review) and runs the payout clock.
  registerPayouts(app);
  registerOutboxPage(app); // /dev/outbox, outside production only
  registerDemoChat(app); // /demo-chat/widget.js (the demo support chat provider)
  registerDemoVerifier(app, { reviewMs: config.demoKycReviewMs }); // /demo-kyc/* (identity verifier)
  registerGroups(app); // /api/{group}/{method}
  // Releases a dead run's idempotency keys at start; purges expired sessions, keys, limits.
  registerHousekeeping(app, {
    singleProcess: (options.driver ?? 'pglite') === 'pglite',
    instanceId: config.instanceId,
  });

  // The built clients: web at /, the miniapp at /miniapp/, each with its SPA fallback.
  const renderer = await Promise.resolve(
    options.webRenderer === undefined ? loadWebRenderer(config.webSsr) : options.webRenderer,
  ).catch((error: unknown) => {
    // A bundle that cannot load (built for another layout, a missing dependency) costs
    // the server rendering, not the server: pages get the app shell.
    app.log.error({ err: error, path: config.webSsr }, 'web server bundle not loaded');
    return null;
  });
  const statics = await registerStaticClients(app, {
    webDist: config.webDist,
    miniappDist: config.miniappDist,
    renderPage:
      renderer &&
      serverRender(app, {
        renderer,
        templatePath: join(config.webDist, 'index.html'),
        origin: config.publicOrigin,
        apiOrigin: config.ssrApiOrigin,
      }),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return sendError(
        reply,
        new ServerError('MethodNotFoundException', `Method ${path} not found`),
      );
    }
    const unprefixed =
      request.method === 'GET' || request.method === 'HEAD'
        ? defaultLocaleRedirect(request.url)
        : null;
    if (unprefixed !== null) return reply.redirect(unprefixed, 301);
    if (await statics.fallback(request, reply)) return reply;
    return sendError(reply, new ServerError('MethodNotFoundException', 'Not found'));
  });

  return app;
}

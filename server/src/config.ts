/**
 * Every setting of the reference server, read from environment variables with safe local
 * defaults: `npm start` on a fresh machine needs none of them.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './errors.ts';

/** The server package folder (`server/`), whatever the working directory. */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (parent of `server/`). */
export const REPO_ROOT = resolve(SERVER_ROOT, '..');

/** The resolved server configuration. */
export interface Config {
  /** NODE_ENV — `production` turns off result validation and pretty errors. Default `development`. */
  nodeEnv: string;
  /**
   * DEMO_MODE — `1` keeps the demo conveniences on even in production mode: the `/dev/outbox`
   * viewer (confirmation codes the casino would e-mail or text) and an operator token generated
   * and printed at start. `npm start` turns it on; a real deployment leaves it off. Default: on
   * outside production, off in production.
   */
  demoMode: boolean;
  /** PORT — TCP port to listen on. Default 3000 (0 picks a free one). */
  port: number;
  /** HOST — interface to bind. Default 127.0.0.1 (use 0.0.0.0 in a container). */
  host: string;
  /** DATABASE_URL — PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** DATA_DIR — PGlite data directory, or `:memory:` for a throw-away database. Default `.data/pglite` (under server/). */
  dataDir: string;
  /** PUBLIC_ORIGIN — the origin players use (scheme://host[:port]); trusted for `Origin` checks. Default http://127.0.0.1:PORT (localhost when HOST is 0.0.0.0). */
  publicOrigin: string;
  /** ALLOWED_ORIGINS — comma list of extra origins allowed to POST to /api (e.g. a dev server at http://localhost:5173). Default none. */
  allowedOrigins: string[];
  /** TRUST_PROXY — `1` when behind a reverse proxy that sets X-Forwarded-Proto/-For. Default off. */
  trustProxy: boolean;
  /** SEED_DEMO — `0` skips seeding demo content at start-up. Default on. */
  seedDemo: boolean;
  /** SEED_GAMES — size of the demo game catalogue (10000 for the large one). Default 2000. */
  seedGames: number;
  /** SESSION_TTL — seconds a session or bearer token lives without activity. Default 2592000 (30 days). */
  sessionTtlSeconds: number;
  /** TELEGRAM_BOT_TOKEN — bot token that signs Mini App init data. Default a demo token used by the Telegram host emulator. */
  telegramBotToken: string;
  /** TELEGRAM_AUTH_MAX_AGE — seconds Telegram init data stays acceptable after `auth_date`. Default 86400. */
  telegramAuthMaxAgeSeconds: number;
  /** RATE_LIMIT_STORE — `db` (shared across processes, survives restarts) or `memory`. Default `db`. */
  rateLimitStore: 'db' | 'memory';
  /**
   * RATE_LIMIT_IP_FACTOR — multiplies every per-IP limit (per-account limits are unchanged), for
   * a test suite or a NAT that signs many players up from one address. Default 1.
   */
  rateLimitIpFactor: number;
  /**
   * INSTANCE_ID — names this server among several on one PostgreSQL database, the same across
   * its restarts: at start it releases the idempotency keys its killed previous run left
   * pending (other instances' keys wait for their leases). Default the host name.
   */
  instanceId: string;
  /** IMAGE_CACHE_MB — memory budget of the image proxy's LRU of rendered images. Default 64. */
  imageCacheMb: number;
  /** WEB_DIST — built web client served at `/`. Default `<repo>/web/dist` (skipped when missing). */
  webDist: string;
  /**
   * WEB_SSR — the web's server bundle (`vite build --ssr`), which renders the public pages.
   * Default `<repo>/web/dist-ssr/entry-server.js` (none under NODE_ENV=test); without it pages
   * get the app shell.
   */
  webSsr: string;
  /**
   * SSR_API_ORIGIN — the operator API that server rendering reads (e.g. an operator's own
   * backend). Unset: this server's API, called in-process.
   */
  ssrApiOrigin: string | null;
  /** MINIAPP_DIST — built miniapp served at `/miniapp/`. Default `<repo>/miniapp/dist` (skipped when missing). */
  miniappDist: string;
  /** CONTENT_DIR — content folder holding `cms/` (CMS config, pages, SEO) and `i18n/` (messages). Default `<repo>/server/content`. */
  contentDir: string;
  /** DEMO_PAY_SETTLE_MS — milliseconds before a "Pending" demo payment settles as a success. Default 5000. */
  demoPaySettleMs: number;
  /**
   * DEMO_PAYOUT_MS — milliseconds each demo payout step takes: a withdrawal stays pending
   * (cancellable) this long before it goes to the demo payout provider, which pays it this long
   * after taking it. Default 3000.
   */
  demoPayoutMs: number;
  /**
   * PAYOUT_REVIEW_THRESHOLD — withdrawals above this amount, in whole units of their currency,
   * wait for an operator to approve or decline them (server/src/payouts/README.md). Default 500.
   */
  payoutReviewThreshold: number;
  /** PAYOUT_TICK_MS — how often the payout clock runs (once per tick across instances); 0 turns it off. Default 1000. */
  payoutTickMs: number;
  /**
   * OPERATOR_TOKEN — bearer token of the operator endpoints (`/operator/*`: approve and decline
   * withdrawals). No default outside demo mode: the endpoints refuse every call until it is set.
   * In demo mode a random token is generated at each start and printed.
   */
  operatorToken: string | undefined;
  /** Whether `operatorToken` was generated at start (not from OPERATOR_TOKEN), so main prints it. */
  operatorTokenGenerated: boolean;
  /** DEMO_KYC_REVIEW_MS — milliseconds the demo identity verifier takes to review an uploaded document. Default 4000. */
  demoKycReviewMs: number;
  /** CATALOGUE_MAX_AGE — seconds a cached catalogue snapshot serves before it is read again (changes made straight in the database show up after this). Default 60. */
  catalogueMaxAgeSeconds: number;
  /** SESSION_CACHE_SECONDS — seconds a resolved session may be reused in-process before it is read again (ends and player changes invalidate it at once, across instances too); 0 turns the cache off. Default 30. */
  sessionCacheSeconds: number;
  /** BALANCE_CACHE_SECONDS — seconds a player's balances read by account.getBalance may be reused in-process (every money movement, and any change to a stored balance, invalidates them on every instance at once: database triggers, LISTEN/NOTIFY); 0 turns the cache off. Default 30. */
  balanceCacheSeconds: number;
  /** METRICS_TOKEN — bearer token required to read `/metrics`; unset lets only loopback addresses read it. */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS — how long a graceful shutdown waits for requests and sockets to drain before exiting anyway. Default 10000. */
  shutdownTimeoutMs: number;
  /** FORCE_LOGOUT_SECONDS — general info `time_to_force_logout`: idle seconds before a player is signed out (§4); 0 turns it off. Default 1800. */
  forceLogoutSeconds: number | null;
  /**
   * RG_COOLING_OFF_SECONDS — how long a deposit limit increase or removal cools off before the
   * player may confirm it (issue 18). Default 86400 (24 hours), which is also the least a
   * production server accepts; shorter values are for demos and end-to-end tests.
   */
  rgCoolingOffSeconds: number;
  /**
   * MIN_SPIN_INTERVAL_MS — the demo slot's minimum game cycle: a player's (or a guest frame's)
   * next spin is refused until this long after the last one. Default 2500, also the least a
   * production server accepts; the test harness uses 0 unless a test sets it.
   */
  minSpinIntervalMs: number;
  /** LOG_LEVEL — pino level (`silent` in tests). Default `info`. */
  logLevel: string;
}

// Exported for tests/harness: the e2e suite signs Telegram init data with the demo bot's token.
/** Demo bot token: numeric bot id, colon, 35 characters — the shape Telegram issues. */
export const DEMO_TELEGRAM_BOT_TOKEN = '7000000001:CROUPIER-demo-token-not-a-real-bot00';

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const v = env[name]?.trim();
  return v ? v : fallback;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}`);
  return n;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be 1 or 0, got "${raw}"`);
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.origin;
  } catch {
    throw new ConfigError(name, `must be an http(s) origin, got "${raw}"`);
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** Reads the configuration from `env` (usually `process.env`); throws ConfigError on bad values. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST', '127.0.0.1');
  const dataDir = text(env, 'DATA_DIR', join(SERVER_ROOT, '.data', 'pglite'));
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const store = text(env, 'RATE_LIMIT_STORE', 'db');
  if (store !== 'db' && store !== 'memory') {
    throw new ConfigError('RATE_LIMIT_STORE', 'must be "db" or "memory"');
  }
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const operatorToken = env.OPERATOR_TOKEN?.trim() || undefined;
  if (operatorToken !== undefined && operatorToken.length < 16) {
    throw new ConfigError('OPERATOR_TOKEN', 'must be at least 16 characters');
  }
  const demoMode = flag(env, 'DEMO_MODE', nodeEnv !== 'production');
  const generateOperatorToken = operatorToken === undefined && demoMode;
  const publicOrigin = origin(
    'PUBLIC_ORIGIN',
    text(
      env,
      'PUBLIC_ORIGIN',
      `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    ),
  );
  return {
    nodeEnv,
    demoMode,
    port,
    host,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: dataDir === ':memory:' ? dataDir : resolve(SERVER_ROOT, dataDir),
    publicOrigin,
    allowedOrigins: [
      ...text(env, 'ALLOWED_ORIGINS', '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => origin('ALLOWED_ORIGINS', s)),
      // A local server without PUBLIC_ORIGIN answers to both loopback names of its port, so a
      // newcomer who types localhost instead of the printed 127.0.0.1 is not refused.
      ...(env.PUBLIC_ORIGIN === undefined && LOOPBACK_HOSTS.has(host) && port !== 0
        ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`].filter((o) => o !== publicOrigin)
        : []),
    ],
    trustProxy: flag(env, 'TRUST_PROXY', false),
    seedDemo: flag(env, 'SEED_DEMO', true),
    seedGames: int(env, 'SEED_GAMES', 2000, 0, 50_000),
    sessionTtlSeconds: int(env, 'SESSION_TTL', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    telegramBotToken: text(env, 'TELEGRAM_BOT_TOKEN', DEMO_TELEGRAM_BOT_TOKEN),
    telegramAuthMaxAgeSeconds: int(env, 'TELEGRAM_AUTH_MAX_AGE', 86_400, 1, 30 * 86_400),
    rateLimitStore: store,
    rateLimitIpFactor: int(env, 'RATE_LIMIT_IP_FACTOR', 1, 1, 10_000),
    instanceId: text(env, 'INSTANCE_ID', hostname() || 'local'),
    imageCacheMb: int(env, 'IMAGE_CACHE_MB', 64, 0, 4096),
    webDist: resolve(REPO_ROOT, text(env, 'WEB_DIST', join(REPO_ROOT, 'web', 'dist'))),
    // Tests render from source when they render at all (test/ssr-helpers.ts), never a build
    // that happens to lie in the tree: for them no bundle unless WEB_SSR names one.
    webSsr:
      nodeEnv === 'test' && !env.WEB_SSR?.trim()
        ? ''
        : resolve(
            REPO_ROOT,
            text(env, 'WEB_SSR', join(REPO_ROOT, 'web', 'dist-ssr', 'entry-server.js')),
          ),
    ssrApiOrigin: env.SSR_API_ORIGIN?.trim()
      ? origin('SSR_API_ORIGIN', env.SSR_API_ORIGIN.trim())
      : null,
    miniappDist: resolve(REPO_ROOT, text(env, 'MINIAPP_DIST', join(REPO_ROOT, 'miniapp', 'dist'))),
    contentDir: resolve(SERVER_ROOT, text(env, 'CONTENT_DIR', join(SERVER_ROOT, 'content'))),
    demoPaySettleMs: int(env, 'DEMO_PAY_SETTLE_MS', 5000, 0, 24 * 3600 * 1000),
    demoPayoutMs: int(env, 'DEMO_PAYOUT_MS', 3000, 0, 24 * 3600 * 1000),
    payoutReviewThreshold: int(env, 'PAYOUT_REVIEW_THRESHOLD', 500, 0, 1_000_000_000),
    payoutTickMs: int(env, 'PAYOUT_TICK_MS', 1000, 0, 3600 * 1000),
    operatorToken: generateOperatorToken ? randomBytes(24).toString('base64url') : operatorToken,
    operatorTokenGenerated: generateOperatorToken,
    demoKycReviewMs: int(env, 'DEMO_KYC_REVIEW_MS', 4000, 0, 24 * 3600 * 1000),
    catalogueMaxAgeSeconds: int(env, 'CATALOGUE_MAX_AGE', 60, 0, 86_400),
    sessionCacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 30, 0, 3600),
    balanceCacheSeconds: int(env, 'BALANCE_CACHE_SECONDS', 30, 0, 3600),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    forceLogoutSeconds: int(env, 'FORCE_LOGOUT_SECONDS', 30 * 60, 0, 7 * 24 * 3600) || null,
    rgCoolingOffSeconds: int(
      env,
      'RG_COOLING_OFF_SECONDS',
      86_400,
      nodeEnv === 'production' ? 86_400 : 0,
      30 * 86_400,
    ),
    minSpinIntervalMs: int(
      env,
      'MIN_SPIN_INTERVAL_MS',
      2500,
      nodeEnv === 'production' ? 2500 : 0,
      60_000,
    ),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
  };
}

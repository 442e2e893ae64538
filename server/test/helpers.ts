/**
 * Test harness: the real app on 127.0.0.1:0 over a real database — in-memory PGlite, or a
 * fresh PostgreSQL database per server when DATABASE_URL is set (dropped on close) — seeded
 * with a small catalogue, plus a tiny HTTP client that sends the marker header and keeps cookies.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, databaseOptions } from '../src/app.ts';
import type { WebRenderer } from '../src/routes/server-render.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import type { BalanceKind } from '../src/db/schema/index.ts';
import { postTransaction } from '../src/ledger/post-transaction.ts';
import { toMinor } from '../src/ledger/money.ts';
import { seedDemoContent, type SeedResult } from '../src/seed.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { createSession } from '../src/sessions/session-store.ts';
import { createUser, type NewUser } from '../src/users/create-user.ts';
import { migratedDatabase } from './migrated-database.ts';

/** Options of a test server. */
export interface TestServerOptions {
  /** Extra environment for loadConfig (e.g. `{ DATA_DIR: dir }`). */
  env?: Record<string, string>;
  /** Games to seed; 0 with `seed: false` skips seeding entirely. Default 40. */
  seedGames?: number;
  seed?: boolean;
  /** The demo players' stakes on the period boards (default on; off for exact boards). */
  seedPlays?: boolean;
  /** Registers extra routes or methods before the server listens. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** Renders the web's pages (ssr-helpers.ts); default none, the shell is served. */
  webRenderer?: WebRenderer | null;
}

/** A running test server. */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  handle: DatabaseHandle;
  config: Config;
  seeded: SeedResult | undefined;
  /** A fresh HTTP client (own cookie jar). */
  client(options?: ClientOptions): TestClient;
  /** Creates a player and returns its id. */
  createUser(input?: Partial<NewUser>): Promise<number>;
  /** Signs `client` in as `userId` (a real cookie session, as login will create). */
  signIn(client: TestClient, userId: number): Promise<void>;
  /** Creates a player and signs a fresh client in as them. */
  player(input?: Partial<NewUser>): Promise<{ uid: number; client: TestClient }>;
  /**
   * Credits `amount` to a player's balance through the ledger, from the house account that
   * pays that kind (payments, promotions, fun pool); returns the ledger transaction id.
   */
  fund(userId: number, amount: string, options?: FundOptions): Promise<number>;
  close(): Promise<void>;
}

/** What `TestServer.fund` credits. */
export interface FundOptions {
  /** Default `main`. */
  kind?: BalanceKind;
  /** Default `USD`. */
  currency?: string;
  /** Ledger reference; default a random one. */
  reference?: string;
}

const FUNDING_HOUSE = {
  main: 'payments',
  bonus: 'promotions',
  betting_bonus: 'promotions',
  fun: 'fun_pool',
} as const satisfies Record<BalanceKind, string>;

/** When DATABASE_URL is set: a throw-away database on that server, and how to drop it. */
export async function freshPostgres(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `croupier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        // An autovacuum worker in the database can only be terminated with pg_signal_backend
        // (scripts/ci/postgres.sh grants it); without it, wait for the worker to finish.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt === 10) throw err;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

let userCounter = 0;

/** Starts the app on a free port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env: Record<string, string> = {
    DATA_DIR: ':memory:',
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent/web-dist',
    MINIAPP_DIST: '/nonexistent/miniapp-dist',
    // No payout clock: withdrawals stay where a test puts them (payouts tests run it by hand).
    PAYOUT_TICK_MS: '0',
    // No minimum spin cycle: play tests spin back to back (responsible-gaming tests set it).
    // Production refuses a cycle below its minimum, so a production-mode server keeps it.
    ...(options.env?.NODE_ENV === 'production' ? {} : { MIN_SPIN_INTERVAL_MS: '0' }),
    ...options.env,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl && !options.env?.DATA_DIR) {
    const fresh = await freshPostgres(baseUrl);
    env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  }
  const config = loadConfig(env);
  // PostgreSQL (config.databaseUrl) ignores the snapshot.
  const handle = await openDatabase({ ...config, snapshot: await migratedDatabase() });
  await migrateDatabase(handle);
  const seeded =
    options.seed === false
      ? undefined
      : await seedDemoContent(handle.db, {
          games: options.seedGames ?? 40,
          plays: options.seedPlays,
        });
  const app = await buildApp({
    config,
    ...databaseOptions(handle),
    webRenderer: options.webRenderer ?? null,
  });
  await options.register?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const server: TestServer = {
    url,
    app,
    db: handle.db,
    handle,
    config,
    seeded,
    // Players' browsers are at PUBLIC_ORIGIN; the guard trusts that, never the address we bind.
    client: (clientOptions) =>
      new TestClient(url, { origin: config.publicOrigin, ...clientOptions }),
    createUser: (input = {}) => {
      userCounter += 1;
      const login =
        input.login ?? `player${userCounter}.${randomBytes(3).toString('hex')}@croupier.test`;
      return createUser(handle.db, { email: login, ...input, login });
    },
    async signIn(client, userId) {
      const { token } = await createSession(handle.db, {
        userId,
        kind: 'cookie',
        ttlSeconds: config.sessionTtlSeconds,
      });
      client.cookies.set(SESSION_COOKIE, token);
    },
    async player(input) {
      const uid = await server.createUser(input);
      const client = server.client();
      await server.signIn(client, uid);
      return { uid, client };
    },
    async fund(userId, amount, fundOptions = {}) {
      const kind = fundOptions.kind ?? 'main';
      const currency = fundOptions.currency ?? 'USD';
      const minor = toMinor(amount);
      const posted = await postTransaction(handle.db, {
        kind: 'test_funding',
        reference: fundOptions.reference ?? randomBytes(12).toString('hex'),
        userId,
        entries: [
          { account: { userId, kind, currency }, amountMinor: minor },
          { account: { house: FUNDING_HOUSE[kind], currency }, amountMinor: -minor },
        ],
      });
      return posted.id;
    },
    async close() {
      await app.close();
      await handle.close();
      await dropDatabase?.();
    },
  };
  return server;
}

/**
 * The usual harness of a test file: starts a server before its tests and closes it after
 * them. Answers a stand-in that reaches the running server (use it inside hooks and tests).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const running = (): TestServer => {
    if (!current) throw new Error('The test server runs only inside hooks and tests');
    return current;
  };
  return {
    get url() {
      return running().url;
    },
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get handle() {
      return running().handle;
    },
    get config() {
      return running().config;
    },
    get seeded() {
      return running().seeded;
    },
    client: (clientOptions) => running().client(clientOptions),
    createUser: (input) => running().createUser(input),
    signIn: (client, userId) => running().signIn(client, userId),
    player: (input) => running().player(input),
    fund: (userId, amount, fundOptions) => running().fund(userId, amount, fundOptions),
    close: () => running().close(),
  };
}

/** Options of a test client. */
export interface ClientOptions {
  /** The `X-Croupier-Client` value; null sends none. Default `web/test`. */
  marker?: string | null;
  /** The `Origin` header on POSTs; null sends none. Default PUBLIC_ORIGIN (`TestServer.client`). */
  origin?: string | null;
}

/** A response, with its body parsed as JSON when it is JSON. */
export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: Buffer;
}

/** A minimal HTTP client with a cookie jar. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly marker: string | null;
  readonly origin: string | null;

  constructor(
    readonly baseUrl: string,
    options: ClientOptions = {},
  ) {
    this.marker = options.marker === undefined ? 'web/test' : options.marker;
    this.origin = options.origin === undefined ? baseUrl : options.origin;
  }

  /**
   * Sends a request; `form` is sent as application/x-www-form-urlencoded, `json` as JSON (which
   * /api refuses: only plain endpoints such as game frames take it), `raw` byte for byte.
   */
  async request(
    method: string,
    path: string,
    init: {
      query?: Record<string, string>;
      form?: Record<string, string>;
      json?: unknown;
      /** A body sent as is, with its content type (none when omitted). */
      raw?: { body: Uint8Array | string; type?: string };
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...init.headers };
    if (this.marker !== null) headers['x-croupier-client'] = this.marker;
    if (method !== 'GET' && method !== 'HEAD' && this.origin !== null) headers.origin = this.origin;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body: string | Uint8Array | undefined;
    if (init.raw) {
      if (init.raw.type !== undefined) headers['content-type'] = init.raw.type;
      body = init.raw.body;
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const raw = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      headers: res.headers,
      body:
        type.includes('json') && raw.length > 0
          ? JSON.parse(raw.toString('utf8'))
          : raw.toString('utf8'),
      raw,
    };
  }

  /** GET with query parameters (always with v and locale, as the clients send them). */
  get(
    path: string,
    query: Record<string, string> = {},
    headers?: Record<string, string>,
  ): Promise<TestResponse> {
    return this.request('GET', path, { query: { v: '1', locale: 'en', ...query }, headers });
  }

  /** POST with a form body. */
  post(
    path: string,
    form: Record<string, string> = {},
    headers?: Record<string, string>,
  ): Promise<TestResponse> {
    return this.request('POST', path, { query: { v: '1', locale: 'en' }, form, headers });
  }
}

/**
 * A signed token (`base64url(JSON).mac`) with fields of its payload changed and the original
 * MAC kept: what a forger can make without the key.
 */
export function withPayload(token: string, changes: Record<string, unknown>): string {
  const [body = '', mac = ''] = token.split('.');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as object;
  const forged = Buffer.from(JSON.stringify({ ...payload, ...changes })).toString('base64url');
  if (forged === body) throw new Error('The changes leave the token as it was');
  return `${forged}.${mac}`;
}

/** A response read through node:http. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes as sent (still compressed when the answer has a Content-Encoding). */
  raw: Buffer;
}

/**
 * A request through node:http, which (unlike fetch) sends the method, path and Host header
 * verbatim: no dot-segment removal, no re-encoding — what an attacker's client can send.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Uint8Array,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(baseUrl), { method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: raw.toString('utf8'),
          raw,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET through node:http, which (unlike fetch) sends the path and Host header verbatim. */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(baseUrl, 'GET', path, headers);
}

/**
 * Polls `check` until it gives a value other than `undefined` or `false`, and returns it: for
 * outcomes that arrive asynchronously (a change notification, another process). Bounded by
 * the test's timeout, never by a guess at how long the wait should be.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

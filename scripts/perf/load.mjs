/**
 * Server throughput on loopback (issue 15's targets, DESIGN §9), each endpoint beside a
 * static file measured in the same run — this machine is shared, so only ratios compare
 * across runs. Builds nothing: run after `npm start` has built the clients and the server
 * (`pnpm --filter @croupier/server build`).
 *
 * First the start-up targets: the compiled server (`node server/dist/main.js`, production
 * mode) is started on a fresh database seeded with 2,000 games (first start: migrations, seed),
 * stopped, and started again on that database (cold start with an existing database); each is
 * timed from spawn to its "running at" line. Then a fresh database is seeded with `--games`
 * (default 10,000), the demo account signs in, and autocannon runs against each endpoint for
 * `--duration` seconds (default 15) at the given concurrency after 3 s of untimed warm-up,
 * bounded in time, loopback only.
 * The database is PGlite in a temporary directory, or with `--database-url=postgres://…` a
 * fresh database created on that PostgreSQL server (and dropped at the end).
 * Prints Markdown tables; `--write` also puts them in docs/performance.md between the
 * load-test markers (PGlite) or the load-test-postgres markers.
 *
 *   node scripts/perf/load.mjs [--duration=15] [--games=10000] [--database-url=…] [--write]
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { root, startCompiledServer } from './compiled-server.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.split('=')[1] : fallback;
};
const DURATION = Number(arg('duration', '15'));
const GAMES = arg('games', '10000');
const WRITE = process.argv.includes('--write');
const DATABASE_URL = arg('database-url', '');
const START_GAMES = '2000';
/** Seconds of untimed load before each measured run. */
const WARM_UP = 3;
const MARKER = 'x-croupier-client';

/** A fresh database: a PGlite directory, or a new database on the PostgreSQL server. */
async function freshDatabase() {
  if (!DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-load-'));
    return {
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // pg is the server's dependency, not the workspace root's.
  const pg = createRequire(join(root, 'server', 'package.json'))('pg');
  const name = `croupier_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function startServer(dbEnv, games) {
  return startCompiledServer({
    ...dbEnv,
    SEED_GAMES: games,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_FACTOR: '10000',
  });
}

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login?v=1&locale=en`, {
    method: 'POST',
    // No Origin: a script is not a browser, and the guard lets marker-only calls through.
    headers: { [MARKER]: 'web/load', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'demo@croupier.test', password: 'demo1234' }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

/**
 * Every three-letter term a…zzz in a fixed shuffled order: a run that cycles through them asks
 * terms the server's answer memo has not seen (17,576 before the first repeats).
 */
function searchTerms() {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const terms = [];
  for (const a of letters) for (const b of letters) for (const c of letters) terms.push(a + b + c);
  let seed = 15;
  for (let i = terms.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  return terms;
}

/** `path` a string, or a function giving each request's path. */
function run(url, path, connections, headers = {}, duration = DURATION) {
  const varied = typeof path === 'function';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: varied ? url : `${url}${path}`,
        ...(varied
          ? {
              requests: [
                {
                  setupRequest: (req) => ({ ...req, path: path() }),
                },
              ],
            }
          : {}),
        connections,
        duration,
        timeout: 10,
        headers: { [MARKER]: 'web/load', 'accept-encoding': 'br, gzip', ...headers },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const driver = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Start-up: first start on an empty database (migrations + seeding 2,000 games), then again.
const startDb = await freshDatabase();
const starts = [];
try {
  for (const name of ['first start, seeding 2,000 games', 'cold start, existing database']) {
    const s = await startServer(startDb.env, START_GAMES);
    const secs = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
    starts.push(
      `| ${name} | ${secs(s.startMs)} | ${secs(s.startMainThreadCpuMs)} | ${secs(s.startCpuMs)} |`,
    );
    console.log(starts.at(-1));
    await s.stop();
  }
} finally {
  await startDb.drop();
}

const loadDb = await freshDatabase();
const server = await startServer(loadDb.env, GAMES);
const { url } = server;
try {
  const cookie = await signIn(url);
  const page = '/api/games/get?v=1&locale=en&count=18';
  // The first catalogue read loads 10,000 games into memory: a start-up cost, not throughput.
  await fetch(`${url}${page}`, { headers: { [MARKER]: 'web/load' } });
  const terms = searchTerms();
  let termAt = 0;
  const nextSearch = () => `${page}&search=${terms[termAt++ % terms.length]}`;
  const cases = [
    // The yardstick is a static file: `GET /` is server-rendered since issue 14 (it was the
    // static index.html when issue 15 set its ratios).
    ['static file `GET /favicon.svg`', '/favicon.svg', 50, {}],
    ['`games/get` page of 18, c=10', page, 10, {}],
    ['`games/get` page of 18, c=50', page, 50, {}],
    ['`games/get` search "book", c=50', `${page}&search=book`, 50, {}],
    ['`games/get` search, a new term each call, c=50', nextSearch, 50, {}],
    [
      '`account/getBalance` signed in, c=50',
      '/api/account/getBalance?v=1&locale=en',
      50,
      { cookie },
    ],
  ];
  const rows = [];
  let floor = 0;
  for (const [name, path, connections, headers] of cases) {
    // Untimed warm-up: the first calls compile the route's code and fill its caches.
    await run(url, path, connections, headers, WARM_UP);
    const r = await run(url, path, connections, headers);
    const rps = r.requests.average;
    if (!floor) floor = rps;
    const bad = r.non2xx + r.errors + r.timeouts;
    rows.push(
      `| ${name} | ${Math.round(rps)} | ${(rps / floor).toFixed(2)}× | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.timeouts} | ${bad} |`,
    );
    console.log(rows.at(-1));
  }
  const command = `node scripts/perf/load.mjs --duration=${DURATION} --games=${GAMES}${DATABASE_URL ? ' --database-url=…' : ''}`;
  const table = [
    `Load test: \`${command}\` on ${new Date().toISOString().slice(0, 10)}, compiled server, ${driver}, loopback; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end.`,
    '',
    '| start (compiled server, to listening) | wall time | CPU, main thread | CPU, all threads |',
    '| --- | --- | --- | --- |',
    ...starts,
    '',
    '| endpoint | req/s | × static | p50 | p99 | timeouts | non-2xx or errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  if (WRITE) {
    const file = join(root, 'docs', 'performance.md');
    const marker = DATABASE_URL ? 'load-test-postgres' : 'load-test';
    const start = `<!-- ${marker}:start -->`;
    const end = `<!-- ${marker}:end -->`;
    const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
    const block = `${start}\n${table}\n${end}`;
    const next = doc.includes(start)
      ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${doc.trimEnd()}\n\n## Server throughput\n\n${block}\n`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, next);
    console.log(`written to ${file}`);
  }
} finally {
  await server.stop();
  await loadDb.drop();
}

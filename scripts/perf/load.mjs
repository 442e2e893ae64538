/**
 * Server throughput on loopback (issue 15's targets, DESIGN §9), each endpoint beside the
 * static `GET /` measured in the same run — this machine is shared, so only ratios compare
 * across runs. Builds nothing: run after `npm start` has built the clients and the server
 * (`pnpm --filter @croupier/server build`).
 *
 * Starts the compiled server (`node server/dist/main.js`, production mode) on a free port over
 * a fresh PGlite directory seeded with SEED_GAMES (default 10,000), signs the demo account in,
 * then runs autocannon against each endpoint for `--duration` seconds (default 15) at the given
 * concurrency, bounded in time, loopback only. Prints a Markdown table; `--write` also puts it
 * in docs/performance.md between the load-test markers.
 *
 *   node scripts/perf/load.mjs [--duration=15] [--games=10000] [--write]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.split('=')[1] : fallback;
};
const DURATION = Number(arg('duration', '15'));
const GAMES = arg('games', '10000');
const WRITE = process.argv.includes('--write');
const MARKER = 'x-croupier-client';

const bundle = join(root, 'server', 'dist', 'main.js');
if (!existsSync(bundle)) {
  console.error(
    'server/dist/main.js is missing: run `pnpm --filter @croupier/server build` first.',
  );
  process.exit(1);
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, [bundle], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_GAMES: GAMES,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_FACTOR: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, url };
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

function run(url, path, connections, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${path}`,
        connections,
        duration: DURATION,
        timeout: 10,
        headers: { [MARKER]: 'web/load', 'accept-encoding': 'br, gzip', ...headers },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'croupier-load-'));
const { child, url } = await startServer(dataDir);
try {
  const cookie = await signIn(url);
  const page = '/api/games/get?v=1&locale=en&count=18';
  // The first catalogue read loads 10,000 games into memory: a start-up cost, not throughput.
  await fetch(`${url}${page}`, { headers: { [MARKER]: 'web/load' } });
  const cases = [
    ['static `GET /`', '/', 50, {}],
    ['`games/get` page of 18, c=10', page, 10, {}],
    ['`games/get` page of 18, c=50', page, 50, {}],
    ['`games/get` search "book", c=50', `${page}&search=book`, 50, {}],
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
    const r = await run(url, path, connections, headers);
    const rps = r.requests.average;
    if (!floor) floor = rps;
    const bad = r.non2xx + r.errors + r.timeouts;
    rows.push(
      `| ${name} | ${Math.round(rps)} | ${(rps / floor).toFixed(2)}× | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.timeouts} | ${bad} |`,
    );
    console.log(rows.at(-1));
  }
  const table = [
    `Load test: \`node scripts/perf/load.mjs --duration=${DURATION} --games=${GAMES}\` on ${new Date().toISOString().slice(0, 10)}, compiled server, PGlite, loopback.`,
    '',
    '| endpoint | req/s | × `GET /` | p50 | p99 | timeouts | non-2xx or errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  if (WRITE) {
    const file = join(root, 'docs', 'performance.md');
    const start = '<!-- load-test:start -->';
    const end = '<!-- load-test:end -->';
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
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

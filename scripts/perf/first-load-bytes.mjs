/**
 * What a browser really receives on a first load: opens each path in a fresh Chromium profile
 * (empty cache), waits until the network is quiet, and sums the bytes of every response as
 * transferred — CDP's `encodedDataLength`, i.e. after Content-Encoding and with headers — by
 * resource type and by encoding. The start of issue 14's "honest budget": it measures what the
 * server sends, not what a build could weigh if someone compressed it.
 *
 * Against a running server (e.g. `npm start`, or `PORT=3100 pnpm --dir server exec tsx src/main.ts`):
 *   node scripts/perf/first-load-bytes.mjs http://127.0.0.1:3000 / /gamehall /miniapp/ [--floor] [--json]
 * A path under /miniapp is opened as a signed launch of a newly registered Telegram player
 * (scripts/perf/miniapp-launch.mjs). `--floor` measures the floor first (a Vite + React 19 app
 * rendering one `<p>`, scripts/perf/floor, built and served here), the yardstick of DESIGN §9.
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium (never a downloaded browser).
 */
import { createRequire } from 'node:module';
import { startFloor } from './floor/serve-floor.mjs';
import { miniappLaunchUrl } from './miniapp-launch.mjs';

// Playwright is a dependency of the e2e package (tests/); borrow it from there.
const require = createRequire(new URL('../../tests/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const withFloor = args.includes('--floor');
const positional = args.filter((a) => !a.startsWith('--'));
const origin = (positional[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const paths = positional.length > 1 ? positional.slice(1) : ['/'];

/** Loads `path` in a fresh context and returns every response with its transferred bytes. */
async function measure(browser, path, base = origin) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: headers['content-encoding'] ?? 'identity',
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = responses.get(requestId);
    if (r) r.bytes = encodedDataLength;
  });
  const url =
    base === origin && path.startsWith('/miniapp')
      ? await miniappLaunchUrl(origin, path)
      : `${base}${path}`;
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await context.close();
  return [...responses.values()].filter((r) => !r.url.startsWith('data:'));
}

const kb = (n) => Math.round((n / 1024) * 10) / 10;

function summarise(path, responses, base = origin) {
  const byType = {};
  const byEncoding = {};
  for (const r of responses) {
    byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
    byEncoding[r.encoding] = (byEncoding[r.encoding] ?? 0) + r.bytes;
  }
  const total = responses.reduce((sum, r) => sum + r.bytes, 0);
  const url = `${base}${path}`;
  return {
    path,
    url,
    requests: responses.length,
    totalBytes: total,
    byType,
    byEncoding,
    responses,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  const reports = [];
  if (withFloor) {
    const floor = await startFloor();
    try {
      const report = summarise('/', await measure(browser, '/', floor.url), floor.url);
      reports.push({ ...report, floor: true });
    } finally {
      await floor.stop();
    }
  }
  for (const path of paths) reports.push(summarise(path, await measure(browser, path)));
  if (asJson) {
    console.log(JSON.stringify(reports, null, 2));
  } else {
    for (const r of reports) {
      const name = r.floor ? `floor (React 19, one <p>) ${r.url}` : r.url;
      console.log(`${name}: ${r.requests} responses, ${kb(r.totalBytes)} KB transferred`);
      for (const [type, bytes] of Object.entries(r.byType).sort((a, b) => b[1] - a[1]))
        console.log(`  ${type.padEnd(12)} ${String(kb(bytes)).padStart(8)} KB`);
      const encodings = Object.entries(r.byEncoding)
        .map(([e, bytes]) => `${e} ${kb(bytes)} KB`)
        .join(', ');
      console.log(`  by encoding: ${encodings}`);
    }
  }
} finally {
  await browser.close();
}

/**
 * Lighthouse 12, mobile preset, performance only (DESIGN §9), against a running server (e.g.
 * `npm start`) and, in the same run, the floor: a Vite + React 19 app rendering one `<p>`
 * (scripts/perf/floor), built and served here. Runs are interleaved — floor, then each path —
 * so a busy machine slows all of them alike; each figure is the median of `--runs` (default 3).
 * Prints a Markdown table; `--write` puts it in docs/performance.md between the lighthouse
 * markers. Never part of CI (timings are not tests). A path under /miniapp is measured as the
 * Mini App's launch: a signed launch URL of a newly registered Telegram player
 * (scripts/perf/miniapp-launch.mjs), loaded unframed, each run a first launch (a fresh profile).
 *
 *   node scripts/perf/lighthouse.mjs [origin] [paths…] [--runs=3] [--write]
 *
 * Lighthouse comes through `npx --yes lighthouse@12` (no project dependency); Chromium is
 * CHROME_PATH, else /usr/bin/chromium (never a downloaded browser).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startFloor } from './floor/serve-floor.mjs';
import { miniappLaunchUrl } from './miniapp-launch.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.split('=')[1]) : 3;
const positional = args.filter((a) => !a.startsWith('--'));
const origin = (positional[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const paths = positional.length > 1 ? positional.slice(1) : ['/', '/gamehall'];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/**
 * One Lighthouse run of `url`, tried up to three times when Lighthouse's own trace recording
 * fails (NO_NAVSTART, NO_FCP on a busy machine: Lighthouse asks to run it again). Any other
 * failure stops the measurement.
 */
async function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (err) {
      const retryable = /NO_NAVSTART|NO_FCP|run Lighthouse again/.test(String(err.message));
      if (!retryable || attempt === 3) throw err;
      console.log(`(${url}: ${/NO_\w+/.exec(err.message)?.[0] ?? 'trace failed'}, run again)`);
    }
  }
}

async function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-lh-'));
  const out = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, timeout: 240_000 },
    );
  } catch (err) {
    throw new Error(`lighthouse failed for ${url}: ${err.stderr?.slice(-500) ?? err.message}`);
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    phases: lcpPhases(a['largest-contentful-paint-element']),
  };
}

/**
 * Where the LCP went, in Lighthouse's words: time to first byte, the LCP image's load delay
 * (until it was asked for) and load time, and the render delay after it; a text LCP has no
 * load phases. Milliseconds by phase name; empty when Lighthouse gives none.
 */
function lcpPhases(audit) {
  const table = audit?.details?.items?.find((item) =>
    item.items?.some((row) => row.phase !== undefined),
  );
  return Object.fromEntries((table?.items ?? []).map((row) => [row.phase, row.timing]));
}

/** "TTFB 480 · delay 310 · load 90 · render 620" (ms) for a run's LCP phases. */
const phaseText = (phases) =>
  [
    ['TTFB', 'TTFB'],
    ['Load Delay', 'delay'],
    ['Load Time', 'load'],
    ['Render Delay', 'render'],
  ]
    .filter(([name]) => phases[name] !== undefined)
    .map(([name, short]) => `${short} ${Math.round(phases[name])}`)
    .join(' · ');

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

const floor = await startFloor();
const targets = [['floor', floor.url]];
for (const p of paths) {
  targets.push(
    p.startsWith('/miniapp')
      ? [`${p} (signed-in launch)`, await miniappLaunchUrl(origin, p)]
      : [p, `${origin}${p}`],
  );
}
const results = new Map(targets.map(([name]) => [name, []]));
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, url] of targets) {
      const r = await lighthouse(url);
      results.get(name).push(r);
      console.log(
        `run ${run} ${name}: ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s (${phaseText(r.phases)}), TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await floor.stop();
}

const floorLcp = median(results.get('floor').map((r) => r.lcp));
const rows = targets.map(([name]) => {
  const rs = results.get(name);
  const lcp = median(rs.map((r) => r.lcp));
  // The phases of the run whose LCP is the median, so they add up to the LCP shown.
  const phases = rs.find((r) => r.lcp === lcp)?.phases ?? {};
  const label = name === 'floor' ? 'floor (React 19, one `<p>`)' : name.replace(/^(\S+)/, '`$1`');
  return `| ${label} | ${median(rs.map((r) => r.score))} | ${(lcp / 1000).toFixed(2)} s | ${(lcp / floorLcp).toFixed(1)}× | ${Math.round(median(rs.map((r) => r.tbt)))} ms | ${median(rs.map((r) => r.cls)).toFixed(3)} | ${phaseText(phases)} |`;
});
const table = [
  `Lighthouse 12 mobile, median of ${RUNS}: \`node scripts/perf/lighthouse.mjs ${origin} ${paths.join(' ')}\` on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| page | performance | LCP | LCP ÷ floor | TBT | CLS | LCP phases, ms (the median run) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
console.log(`\n${table}`);
if (WRITE) {
  const file = join(root, 'docs', 'performance.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${start}\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${doc.trimEnd()}\n\n## Lighthouse\n\n${block}\n`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, next);
  console.log(`written to ${file}`);
}

// `npm test`: installs what is missing, then runs every suite — unit and server (Vitest),
// end to end (Playwright, Debian Chromium) — and prints one closing line of totals.
import { existsSync, readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, installDependencies, root, run } from './lib/bootstrap.mjs';

const started = Date.now();
const pnpm = installDependencies();
const [cmd, ...pre] = pnpm;
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

function suite(name, fn) {
  console.log(`\n=== ${name} ===`);
  const since = Date.now();
  try {
    fn();
  } catch (err) {
    console.error(`[test] ${name} failed: ${err.message}`);
    exitCode = err.exitCode ?? 1;
  }
  console.log(`[test] ${name}: ${minutes(since)}`);
}

suite('unit and server tests (Vitest)', () => {
  const out = join(reports, 'vitest.json');
  try {
    run(cmd, [
      ...pre,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ]);
  } finally {
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    }
  }
});

const e2eDir = join(root, 'tests', 'e2e');
const hasE2e =
  existsSync(e2eDir) &&
  readdirSync(e2eDir, { recursive: true }).some((f) => String(f).endsWith('.spec.ts'));
if (hasE2e) {
  suite('end-to-end tests (Playwright)', () => {
    const chromium = ensureChromium();
    // The server serves the built clients: build them first, as `npm start` does.
    for (const pkg of ['@croupier/web', '@croupier/miniapp']) {
      const dir = join(root, pkg.split('/')[1]);
      if (existsSync(join(dir, 'package.json')))
        run(cmd, [...pre, '--filter', pkg, 'run', 'build']);
    }
    const out = join(reports, 'playwright.json');
    try {
      run(cmd, [...pre, '--filter', '@croupier/tests', 'exec', 'playwright', 'test'], {
        env: {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      });
    } finally {
      if (existsSync(out)) {
        const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
        passed += (s.expected ?? 0) + (s.flaky ?? 0);
        failed += s.unexpected ?? 0;
        skipped += s.skipped ?? 0;
      }
    }
  });
}

console.log(
  `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped in ${minutes(started)}`,
);
if (failed > 0 && exitCode === 0) exitCode = 1;
process.exit(exitCode);

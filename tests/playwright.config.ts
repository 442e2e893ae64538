import { defineConfig } from '@playwright/test';

/**
 * End-to-end suites: Debian's Chromium (never a downloaded browser) against the real
 * reference server on an in-memory database, serving the built clients from one origin.
 */
// A port per run (kept in the environment so worker processes agree), so parallel runs on one
// machine never collide; E2E_PORT pins it. Below Linux's ephemeral range (32768–60999), with
// the specs' own servers above it (E2E_PORT + 10 + worker): there an outgoing connection (the
// browser's, the harness's) may hold the very port as its own end, and a server starting on it
// failed with EADDRINUSE (services-inactivity.spec.ts, once in a CI rehearsal).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
const port = Number(process.env.E2E_PORT);
// The operator endpoints' token, shared with the specs the same way (cashier-payouts).
process.env.E2E_OPERATOR_TOKEN ??= `e2e-operator-${Math.random().toString(36).slice(2)}-token`;

// Workers run spec files side by side, each against a server of its own (E2E_PORT + its
// parallel index): a spec that changes the server's state (maintenance, content, limits) never
// reaches another worker's pages. Two on a two-core machine halve the suite's time.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const originOf = (index: number) => `http://127.0.0.1:${port + index}`;
// This file is loaded again in each worker process, after Playwright has set its index.
const origin = originOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers,
  retries: 0,
  // Budgets for a busy machine, not races: with two workers and a CPU hog per core, a test
  // that takes 9 s alone took 35 (and 60 s, over 150). Every test's budget, and the specs' own
  // longer ones, are three times what one worker on a quiet machine needed; a hang still fails.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: origin,
    // No trace by default: recording one through every test (the page's DOM at each step, kept
    // only for a failure) costs a tenth of the suite's CPU, and its screencast another fifth. A
    // failure still saves its screenshot and error-context.md (the error and the page's
    // accessibility snapshot); to look at every step of a failing spec, run it again with
    // `--trace retain-on-failure` (README).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1440, height: 900 } } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'pnpm --dir ../server exec tsx src/main.ts',
    url: `${originOf(index)}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: originOf(index),
      DATA_DIR: ':memory:',
      SEED_GAMES: '400',
      LOG_LEVEL: 'warn',
      // Every test signs up its own players from 127.0.0.1: lift the per-IP limits only.
      RATE_LIMIT_IP_FACTOR: '100',
      NODE_ENV: 'development',
      // A "Pending" demo payment stays pending for the whole suite too: specs settle it through
      // the provider's console (/operator/demo-payments), never by racing its timer.
      DEMO_PAY_SETTLE_MS: '3600000',
      // Withdrawals stay pending (cancellable) for the whole suite: a spec that wants one paid
      // settles it through the demo payout provider's console, never by waiting for a timer.
      DEMO_PAYOUT_MS: '3600000',
      OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN!,
      // A raised deposit limit cools off for 20 s instead of 24 h (responsible-gaming specs):
      // long enough that a busy machine still sees the refusal before it, short enough to wait
      // out; the specs wait for the end (the page offers "Confirm" by itself), never sleep.
      RG_COOLING_OFF_SECONDS: '20',
    },
  })),
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The browser-side projects' files share a worker's document and loaded modules instead of
 * starting a fresh DOM and importing React again for each file (web: 165 → 22 CPU s); every
 * test leaves the document as it found it (web/src/test-support/fresh-document.ts).
 */
const SHARED_DOCUMENT = {
  isolate: false,
  setupFiles: ['../web/src/test-support/fresh-document.ts'],
};

/**
 * Shared Vitest configuration: one project per package. Unit tests sit beside the code
 * (`x.test.ts`); the server project runs against a real HTTP server and database.
 */
export default defineConfig({
  // valtio is installed twice (core's copy has no React peer): one instance for every project.
  resolve: { conditions: ['source'], dedupe: ['valtio'] },
  test: {
    // Time for a test's own work on a busy machine, not a race: Vitest's 5 s default failed a
    // run beside a CPU hog on Prettier formatting PROTOCOL.md (7.8 s; well under 1 s idle), and
    // the property tests take ~4 s there. A test that hangs still fails. The server's are longer.
    testTimeout: 30_000,
    // A worker per core: Vitest's default leaves one core to itself, and on two cores ran the
    // files one at a time while most of a server test's time waits on its database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'miniapp',
          root: './miniapp',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          ...SHARED_DOCUMENT,
        },
      },
      {
        extends: true,
        test: {
          name: 'webview-bridge',
          root: './webview-bridge',
          environment: 'happy-dom',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          ...SHARED_DOCUMENT,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // A migrated database dumped once per run, for each test server to start from.
          globalSetup: ['./test/migrated-database.ts'],
          // The files share a worker's loaded modules instead of importing the whole server
          // again for each of its 100 files (3.2 of the project's 7.2 minutes on two cores).
          // Safe because every server a test starts is its own: its database, config, caches
          // and jobs hang off the app, and the few process-wide lists (session caches, balance
          // relays) are registered per app and dropped when it closes.
          isolate: false,
          // Many tests start a server of their own (a database, migrations, seed): on a busy
          // machine that alone has taken 20–30 s. Generous limits cost a passing test nothing.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
          // Pure functions and per-test stores: no file leaves state another could see.
          isolate: false,
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

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
    projects: [
      {
        extends: true,
        test: {
          name: 'miniapp',
          root: './miniapp',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});

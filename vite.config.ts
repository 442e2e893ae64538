import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest configuration: one project per package. Unit tests sit beside the code
 * (`x.test.ts`); the server project runs against a real HTTP server and database.
 */
export default defineConfig({
  // valtio is installed twice (core's copy has no React peer): one instance for every project.
  resolve: { conditions: ['source'], dedupe: ['valtio'] },
  test: {
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

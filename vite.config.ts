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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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

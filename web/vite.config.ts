import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../scripts/lib/precompress-assets.ts';

/** The reference server the dev server forwards to (`cd server && npx tsx src/main.ts`). */
const SERVER = process.env.CROUPIER_SERVER ?? 'http://127.0.0.1:3000';

const forwarded = [
  '/api',
  '/nfx',
  '/img',
  '/media',
  '/platform',
  '/oauth',
  '/demo-pay',
  '/hit',
  '/sw.js',
  '/robots.txt',
];

/** Screens players reach first, whose dependencies preload in parallel with them. */
const HOT_SCREENS =
  /\/(HomeScreen|GamehallScreen|GameScreen|DepositScreen|BettingScreen|AuthPopup)-[\w-]+\.js$/;

/**
 * What every first load runs right after the entry — the data layer, the platform services,
 * the dialog view — in one `start-up` chunk with everything they import (Rollup moves a manual
 * chunk's static dependencies into it, some of the entry's own modules among them, so the entry
 * imports it and the two load side by side). Left to Rollup they were fourteen chunks of
 * 0.1–6 KB, each paying ~0.4 KB of response headers and a compression window of its own on
 * every first load: home's scripts 121.9 → 116.8 KB, the hall's 140.5 → 133.0 KB (DESIGN §9).
 * The cost: ~4 KB (brotli) of the kit's modules (tabs, checkbox …) that home did not load.
 */
const START_UP = [
  '/web/src/app/data-layer.ts',
  '/web/src/services/start-services.ts',
  '/web/src/shell/DialogView.tsx',
];

/**
 * The web app: React, every screen a chunk of its own, one style sheet, hashed assets.
 * `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (part of `build`) makes the server
 * entry the reference server renders public pages with (server/src/routes/server-render.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle is read by Node from disk: nothing to pre-compress.
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  resolve: {
    // core and web must share one valtio: stores made by core's `proxy` are read by web's
    // `useSnapshot`, and valtio keeps its proxy registry per module instance.
    dedupe: ['valtio'],
  },
  ssr: {
    // Workspace packages are TypeScript sources: the server bundle compiles them in.
    noExternal: [/^@croupier\//],
  },
  server: {
    proxy: {
      ...Object.fromEntries(forwarded.map((path) => [path, { target: SERVER }])),
      '/live': { target: SERVER, ws: true },
    },
  },
  build: {
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: (id: string) =>
              START_UP.some((part) => id.endsWith(part)) ? 'start-up' : undefined,
          },
        },
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    manifest: true,
    // One style sheet for the whole app, linked from the page's head: a server-rendered page
    // is drawn with its final styles before any script runs. Split per chunk, a screen's styles
    // arrived with its script, after the first paint, and everything on it moved (CLS 0.47 on
    // home). The cost: ~16 KB (brotli) of styles of other screens in the first load.
    cssCodeSplit: false,
    modulePreload: {
      polyfill: false,
      // Preload a lazy chunk's JS dependencies only on the hot paths; elsewhere its CSS only
      // (the JS follows through the chunk's own imports). Every listed file costs the entry's
      // preload map bytes on every first load (DESIGN §9 budget).
      resolveDependencies: (file, deps) =>
        HOT_SCREENS.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
}));

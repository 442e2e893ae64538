import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CLIENT_MINIFY } from '../scripts/lib/client-minify.ts';
import { precompressAssets } from '../scripts/lib/precompress-assets.ts';
import { deferEntryScript } from './src/ssr/app-start.ts';

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
 * What every page's start runs right after the entry, whatever the route — the data layer, the
 * platform services, the dialog view, the first pageview's analytics, the screens' SWR hook —
 * in one `start-up` chunk with what they import. Left to Rollup they were eighteen chunks of
 * 0.1–6 KB on a first load, each paying ~0.4 KB of response headers and a compression window
 * of its own: home's scripts 122.0 → 117.5 KB transferred. Rollup moves a manual chunk's static
 * dependencies into it (React among them), so the entry imports it: it loads right after the
 * entry, which is where the data layer's own request went before. The miniapp groups its
 * start the same way (miniapp/vite.config.ts).
 */
const START_UP = [
  '/web/src/app/data-layer.ts',
  '/web/src/services/start-services.ts',
  '/web/src/shell/DialogView.tsx',
  '/web/src/services/events-analytics.ts',
  '/web/src/app/use-api.ts',
];

function startUpChunk(id: string): string | undefined {
  return START_UP.some((part) => id.endsWith(part)) ? 'start-up' : undefined;
}

/** The built page starts the app once its content is on screen (src/ssr/app-start.ts). */
function startAfterPaint(): Plugin {
  return {
    name: 'croupier:start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferEntryScript },
  };
}

/**
 * The web app: React, every screen a chunk of its own, one style sheet, hashed assets.
 * `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (part of `build`) makes the server
 * entry the reference server renders public pages with (server/src/routes/server-render.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle is read by Node from disk: nothing to pre-compress.
  plugins: isSsrBuild ? [react()] : [react(), startAfterPaint(), precompressAssets()],
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
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    ...(isSsrBuild ? {} : CLIENT_MINIFY),
    manifest: true,
    // One style sheet for the whole app, linked from the page's head: a server-rendered page
    // is drawn with its final styles before any script runs. Split per chunk, a screen's styles
    // arrived with its script, after the first paint, and everything on it moved (CLS 0.47 on
    // home). The cost: ~16 KB (brotli) of styles of other screens in the first load.
    cssCodeSplit: false,
    // The server bundle is read from disk by Node: its chunks cost no request.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: startUpChunk } },
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

import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CLIENT_MINIFY } from '../scripts/lib/client-minify.ts';
import { precompressAssets } from '../scripts/lib/precompress-assets.ts';
// A relative import: the config bundles it (a workspace package's TypeScript would not load).
import { auth } from '../core/src/contract/refs.gen.ts';
import {
  API_VERSION,
  CLIENT_MARKER_HEADER,
  LOCALES_PATH,
  cmsConfigPath,
  messagesPath,
} from '../web/src/app/endpoints.ts';
import { MINIAPP_VERSION } from './src/version.ts';

/** The reference server the dev server forwards to (`cd server && npx tsx src/main.ts`). */
const SERVER = process.env.CROUPIER_SERVER ?? 'http://127.0.0.1:3000';

const forwarded = ['/api', '/nfx', '/img', '/media', '/platform', '/demo-pay', '/hit', '/icons'];

/**
 * What every launch runs right after the entry — the data layer, the platform services, the
 * dialog view, the first pageview's analytics, the screens' SWR hook — and what a signed-in
 * player's home draws at once (the home screen, its own rows, the hints, the session clock), in
 * one `start-up` chunk with everything they import (Rollup moves a manual chunk's static
 * dependencies into it, some of the entry's own modules among them, so the entry imports it and
 * both load side by side). Left to Rollup they were twenty-two chunks of 0.1–6 KB, each paying
 * ~0.4 KB of response headers and a compression window of its own, and the home screen's ten
 * came a round trip after the app started: a signed-in launch's scripts 148 → 136.9 KB. The
 * cost: ~4 KB (brotli) of kit modules (tabs, checkbox …) and their styles that the launch does
 * not use, and ~5 KB of home a launch into a game does not draw.
 * Not in web: there the boot finishes sooner with the data layer in the entry's graph, the page
 * is hydrated before its screen's chunk is in, and the hall's server-rendered tiles were drawn
 * again (tests/e2e/hall-tiles-kept-on-hydration.spec.ts) — the miniapp hydrates nothing.
 */
const START_UP = [
  '/web/src/app/data-layer.ts',
  '/web/src/services/start-services.ts',
  '/web/src/shell/DialogView.tsx',
  '/web/src/services/events-analytics.ts',
  '/web/src/app/use-api.ts',
  '/web/src/home/HomeScreen.tsx',
  '/web/src/home/MyGamesRows.tsx',
  '/web/src/hints/HintBanners.tsx',
  '/web/src/responsible-gaming/SessionWatch.tsx',
];

/**
 * The page's inline script signs in before the app's code arrives (src/launch/early-requests.ts):
 * it asks as the app would — the app's paths, API version and client marker, written in here.
 */
const LAUNCH_CONSTANTS: Record<string, string> = {
  __SIGN_IN_URL__: `${auth.login.path}?v=${API_VERSION}`,
  __LOCALES_PATH__: LOCALES_PATH,
  // The locale's files: the script adds the locale.
  __MESSAGES_PATH__: messagesPath(''),
  __CMS_CONFIG_PATH__: cmsConfigPath(''),
  __CLIENT_MARKER_HEADER__: CLIENT_MARKER_HEADER,
  __CLIENT_MARKER__: `miniapp/${MINIAPP_VERSION}`,
};

function launchConstants(): Plugin {
  return {
    name: 'croupier:launch-constants',
    transformIndexHtml: (html) =>
      html.replace(/__[A-Z_]+__/g, (name) => LAUNCH_CONSTANTS[name] ?? name),
  };
}

/** The page script asking for home's first screen (src/launch/first-screen-page.ts). */
const FIRST_SCREEN_SCRIPT = fileURLToPath(
  new URL('./src/launch/first-screen-page.ts', import.meta.url),
);

/**
 * Bundles the first-screen script into the page, in place of `__FIRST_SCREEN_SCRIPT__`: inline,
 * it runs as the launch script's answers come in, with no request of its own to wait for; from
 * TypeScript, it asks with the app's own calls and addresses (web's home calls, core's params).
 * The server's CSP allows it by its hash like the launch script (inline-script-hashes.ts).
 */
function firstScreenScript(): Plugin {
  return {
    name: 'croupier:first-screen-script',
    async transformIndexHtml(html) {
      const bundled = await build({
        entryPoints: [FIRST_SCREEN_SCRIPT],
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        write: false,
      });
      const code = bundled.outputFiles[0]!.text.trim();
      if (/<\/script/i.test(code)) throw new Error('The first-screen script would end its tag');
      return html.replace('__FIRST_SCREEN_SCRIPT__', () => code);
    },
  };
}

/**
 * The Telegram Mini App: web's <App/> in a Telegram shell, served by the reference server
 * under /miniapp/ (frame-ancestors allow Telegram's web clients). A manifest for the budget.
 */
export default defineConfig({
  base: '/miniapp/',
  plugins: [react(), firstScreenScript(), launchConstants(), precompressAssets()],
  resolve: {
    // core, web and the miniapp share one valtio: stores made by core are read by web's hooks.
    dedupe: ['valtio', 'react', 'react-dom'],
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
    ...CLIENT_MINIFY,
    // The budget script reads the entry and its static imports from here (DESIGN §9).
    manifest: true,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks: (id) => (START_UP.some((part) => id.endsWith(part)) ? 'start-up' : undefined),
      },
    },
  },
});

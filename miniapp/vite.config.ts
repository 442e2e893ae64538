import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../scripts/lib/precompress-assets.ts';
import { startUpChunk } from '../scripts/lib/start-up-chunk.ts';

/** The reference server the dev server forwards to (`cd server && npx tsx src/main.ts`). */
const SERVER = process.env.CROUPIER_SERVER ?? 'http://127.0.0.1:3000';

const forwarded = ['/api', '/nfx', '/img', '/media', '/platform', '/demo-pay', '/hit', '/icons'];

/**
 * The Telegram Mini App: web's <App/> in a Telegram shell, served by the reference server
 * under /miniapp/ (frame-ancestors allow Telegram's web clients). A manifest for the budget.
 */
export default defineConfig({
  base: '/miniapp/',
  plugins: [react(), precompressAssets()],
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
    // The budget script reads the entry and its static imports from here (DESIGN §9).
    manifest: true,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rollupOptions: { output: { manualChunks: startUpChunk } },
  },
});

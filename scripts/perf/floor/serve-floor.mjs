/**
 * The floor (DESIGN §9's yardstick): a Vite + React 19 app rendering one `<p>` (this folder),
 * built into a temporary folder with the web package's Vite and React and served by Vite's
 * preview server (which compresses with gzip; the reference server sends brotli, so the floor's
 * bytes are if anything a little high). Used by lighthouse.mjs and first-load-bytes.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Vite and React are the web package's; build the floor with the same versions.
const requireWeb = createRequire(join(root, 'web', 'package.json'));

/** Builds the floor app and serves it; returns its URL and a stop. */
export async function startFloor() {
  const { build, preview } = await import(requireWeb.resolve('vite'));
  const outDir = mkdtempSync(join(tmpdir(), 'croupier-floor-'));
  const floorRoot = fileURLToPath(new URL('.', import.meta.url));
  const resolve = {
    alias: {
      react: requireWeb.resolve('react'),
      'react-dom/client': requireWeb.resolve('react-dom/client'),
    },
  };
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    resolve,
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls.local[0].replace(/\/+$/, '');
  return {
    url,
    stop: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

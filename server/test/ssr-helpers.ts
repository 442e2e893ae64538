/**
 * Server rendering under test: the web's server entry loaded from source through Vite (what
 * `vite build --ssr` bundles for production), and a test server that renders with it over a
 * web "build" holding the source index.html as its template (its entry script deferred as the
 * build defers it).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { WebRenderer } from '../src/routes/server-render.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './helpers.ts';

const WEB_ROOT = resolve(import.meta.dirname, '..', '..', 'web');

/** The web's `render` from web/src/entry-server.tsx, compiled on demand by Vite. */
async function loadWebSource(): Promise<{
  renderer: WebRenderer;
  vite: ViteDevServer;
  deferEntryScript(html: string): string;
}> {
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer;
  const { deferEntryScript } = (await vite.ssrLoadModule('/src/ssr/app-start.ts')) as {
    deferEntryScript(html: string): string;
  };
  return { renderer, vite, deferEntryScript };
}

/** A test server that renders the web's pages from source; `close` stops both. */
export async function startSsrServer(
  options: TestServerOptions = {},
): Promise<TestServer & { closeAll(): Promise<void> }> {
  const { renderer, vite, deferEntryScript } = await loadWebSource();
  const dist = await mkdtemp(join(tmpdir(), 'croupier-ssr-'));
  await mkdir(dist, { recursive: true });
  // The source page with its entry script where the build puts it (web/src/ssr/app-start.ts).
  const page = await readFile(join(WEB_ROOT, 'index.html'), 'utf8');
  await writeFile(join(dist, 'index.html'), deferEntryScript(page));
  const server = await startTestServer({
    ...options,
    webRenderer: renderer,
    env: { WEB_DIST: dist, ...options.env },
  });
  return {
    ...server,
    async closeAll() {
      await server.close();
      await vite.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

/** The browser entry: one platform, one root; a server-rendered page is hydrated. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { boot } from './app/boot.ts';
import { createWebPlatform, type Platform } from './app/platform.ts';
import { detectKind } from './app/platform-kind.ts';
import { clientSsrCache } from './app/ssr-cache.ts';
import { SSR_DATA_ID, type SsrPayload } from './ssr/ssr-payload.ts';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render(platform: Platform, children?: ReactNode): void {
  createRoot(root!).render(
    <StrictMode>
      <App platform={platform}>{children}</App>
    </StrictMode>,
  );
}

/**
 * Hydrates the server's HTML: the start-up runs over the answers the page carries (no request
 * for them), then React adopts the markup; who the player is is asked afterwards, as the
 * server rendered the guest-safe frame.
 */
function hydrate(payload: SsrPayload, kind: ReturnType<typeof detectKind>): void {
  const recorded = new Map(Object.entries(payload.boot));
  const platform = createWebPlatform({
    kind,
    ssr: clientSsrCache(payload.answers),
    fetch: (input, init) => {
      const text = typeof input === 'string' ? recorded.get(input) : undefined;
      if (text === undefined || (init?.method && init.method !== 'GET'))
        return globalThis.fetch(input, init);
      recorded.delete(input as string);
      return Promise.resolve(
        new Response(text, { headers: { 'content-type': 'application/json' } }),
      );
    },
  });
  boot(platform, {}, { session: false }).then(
    (i18n) => {
      hydrateRoot(
        root!,
        <StrictMode>
          <App platform={platform} booted={i18n} />
        </StrictMode>,
      );
      void platform.stores.session.refresh();
    },
    (error: unknown) => {
      console.error(error);
      render(platform);
    },
  );
}

// The one place the platform kind is decided. Inside a native host the bridge loads as a chunk
// of its own, so the plain site never downloads it.
const kind = detectKind();
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
if (kind === 'webview') {
  import('./webview/start-webview.tsx').then(
    (m) => {
      const started = m.startWebview();
      render(started.platform, started.children);
    },
    (error: unknown) => {
      console.error(error);
      render(createWebPlatform({ kind }));
    },
  );
} else if (ssrData) {
  hydrate(JSON.parse(ssrData) as SsrPayload, kind);
} else {
  render(createWebPlatform({ kind }));
}

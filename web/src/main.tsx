/** The browser entry: one platform, one root; a server-rendered page is hydrated. */
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { afterNextPaint } from './app/after-paint.ts';
import { boot } from './app/boot.ts';
import { preloadFirstScreen } from './app/use-boot.ts';
import { createWebPlatform, type Platform } from './app/platform.ts';
import { detectKind, type PlatformKind } from './app/platform-kind.ts';
import { releaseEarlyTaps } from './app/early-taps.ts';
import type { AppI18n } from './i18n/app-i18n.ts';
import { SSR_DATA_ID, type SsrPayload } from './ssr/ssr-payload.ts';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render(platform: Platform, children?: ReactNode, booted?: AppI18n): void {
  const app = (
    <StrictMode>
      <App platform={platform} booted={booted}>
        {children}
      </App>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of adopting the whole page in one long task (Lighthouse counted it as blocking time);
  // nothing is committed until the whole page is adopted, and a tap meanwhile hydrates at once.
  if (booted) startTransition(() => void hydrateRoot(root!, app));
  else createRoot(root!).render(app);
}

/**
 * Hydrates the server's HTML: the start-up runs over the answers the page carries (no request
 * for them), then React adopts the markup; who the player is is asked afterwards, as the
 * server rendered the guest-safe frame.
 */
function hydrate({ boot: recorded, answers }: SsrPayload, kind: PlatformKind): void {
  const platform = createWebPlatform({
    kind,
    ssr: { answers, taken: new Set() },
    fetch: (input, init) => {
      const text = recorded[input as string];
      if (text === undefined || init?.method === 'POST') return fetch(input, init);
      delete recorded[input as string];
      return Promise.resolve(new Response(text));
    },
  });
  // React adopts the page once the start-up is done and the first screen's chunk is in. A
  // screen still loading when React hydrates stays dehydrated server markup only until the
  // first update from above (a store a parent reads, e.g. the locale's sync, the session):
  // React then drops that markup and draws the screen again through its skeleton — a layout
  // shift and a second LCP (a content page moved its footer out of view and back, CLS 0.12).
  // Taps on the server's buttons meanwhile stay held (the page's inline script holds them) and
  // are given again once React listens.
  let screen: Promise<unknown> = Promise.resolve();
  const booted = boot(
    platform,
    { onLocaleConfig: (config) => (screen = preloadFirstScreen(platform, config)) },
    { session: false },
  );
  // A failed start-up leaves the server's page as it is (nothing goes blank).
  // A tap on a server-rendered button during the start-up is given again once React listens.
  booted.then(
    async (i18n) => {
      await screen.catch(() => undefined);
      render(platform, null, i18n);
      releaseEarlyTaps(true);
      void platform.stores.session.refresh();
    },
    (error: unknown) => {
      releaseEarlyTaps(false);
      console.error(error);
    },
  );
}

// The one place the platform kind is decided. Inside a native host the bridge loads as a chunk
// of its own, so the plain site never downloads it.
const kind = detectKind();
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
// A page React draws itself holds nothing: its buttons must reach React.
if (kind === 'webview' || !ssrData) releaseEarlyTaps(false);
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
  // The server's page is painted first: the start-up and hydration wait for the frame after
  // this script (a callback before the frame, then a task after it). Run at once, they held
  // the first paint of a page that needs no script to be seen, and its LCP counted them all.
  // Taps stay held meanwhile. A tab opened in the background draws no frames: the timeout
  // starts it there.
  afterNextPaint(() => hydrate(JSON.parse(ssrData) as SsrPayload, kind));
} else {
  render(createWebPlatform({ kind }));
}

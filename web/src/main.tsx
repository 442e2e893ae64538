/** The browser entry: one platform, one root. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createWebPlatform, type Platform } from './app/platform.ts';
import { detectKind } from './app/platform-kind.ts';
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

// The one place the platform kind is decided. Inside a native host the bridge loads as a chunk
// of its own, so the plain site never downloads it.
const kind = detectKind();
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
} else {
  render(createWebPlatform({ kind }));
}

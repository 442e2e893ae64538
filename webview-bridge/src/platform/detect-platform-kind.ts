import type { BridgeWindow } from '../transport/bridge-window.ts';
import { detectHost } from '../transport/detect-host.ts';

/** Platform kinds of spec §9: the plain site, the installed PWA, the native web view app. */
export type PlatformKind = 'default' | 'pwa' | 'webview';

/**
 * Which §9 platform kind the page runs as: `webview` inside a native host, `pwa` when launched
 * from the home screen (display-mode standalone, or iOS Safari's `navigator.standalone`),
 * `default` otherwise. A native host wins: web views may report standalone too.
 */
export function detectPlatformKind(win: BridgeWindow): PlatformKind {
  if (detectHost(win)) return 'webview';
  if (win.matchMedia?.('(display-mode: standalone)').matches) return 'pwa';
  if (win.navigator && Reflect.get(win.navigator, 'standalone') === true) return 'pwa';
  return 'default';
}

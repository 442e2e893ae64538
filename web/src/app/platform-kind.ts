/**
 * The §9 platform kind (default, PWA, web view app), decided once at start-up by the entry and
 * carried by `platform.kind`; nothing else looks at the host's globals. Only the tiny detector
 * of @croupier/webview-bridge is imported here: the bridge itself (protocol schemas, requests,
 * events) loads in the web view start-up chunk, so the plain site's first load does not carry it.
 */
import type { PlatformKind } from '@croupier/core/constants';
// web/package.json does not list @croupier/webview-bridge yet: the package is reached by path.
import { detectPlatformKind } from '@croupier/webview-bridge/platform';

export type { PlatformKind };

/** Which platform kind this page runs as: `webview` inside a native host, `pwa`, `default`. */
export function detectKind(win: Window = window): PlatformKind {
  try {
    return detectPlatformKind(win);
  } catch {
    // A hostile or half-built host object must not stop the site from starting.
    return 'default';
  }
}

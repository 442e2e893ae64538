/**
 * Starting the site inside a native web view (§9 "web view app"): the bridge to the host, web's
 * platform with the web view pieces (client marker `webview`, history with depths for the back
 * event, outside links and payments through the host), the host's events wired in, then what
 * `<App/>` renders beside its screens. A chunk of its own: the plain site never loads it.
 */
import type { ReactNode } from 'react';
import { WEB_VERSION, createWebPlatform, type Platform } from '../app/platform.ts';
import { createBridge, type BridgeLogger } from '@croupier/webview-bridge';
import { connectHost } from './connect-host.ts';
import { createHostActions } from './host-actions.ts';
import { createNetworkStatus } from '../app/network-status.ts';
import { webviewNavigation } from './webview-navigation.ts';

/** What the entry renders: the platform, and the web view's parts inside `<App/>`. */
export interface WebviewStart {
  platform: Platform;
  children: ReactNode;
}

/** Starts the web view app in `win` (a native host was detected there). */
export function startWebview(win: Window = window): WebviewStart {
  // Dropped and malformed host messages are logged (warn), other libraries' noise at debug.
  const logger: BridgeLogger = console;
  const bridge = createBridge({ window: win, logger });
  const actions = createHostActions(bridge, {
    fallback: (url) => win.location.assign(url),
    logger,
  });
  const navigation = webviewNavigation({ openExternal: actions.openExternal, win });
  // The host's `network` events and the browser's own both set it; App's offline banner shows it.
  const network = createNetworkStatus(win.navigator.onLine !== false);
  const platform = createWebPlatform({
    network,
    kind: 'webview',
    client: { kind: 'webview', version: WEB_VERSION },
    navigation,
    shell: {
      kind: 'webview',
      layout: { condensed: false },
      useMainButton: () => false,
      haptic: actions.haptic,
      openExternal: actions.openExternal,
    },
  });
  win.document.documentElement.dataset.shell = 'webview';
  connectHost({ bridge, platform, navigation, actions, network, logger, win });
  return { platform, children: null };
}

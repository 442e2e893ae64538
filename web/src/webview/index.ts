/** The web view app (§9): the site inside a native iOS/Android host, over @croupier/webview-bridge. */
export { startWebview, type WebviewStart } from './start-webview.tsx';
export { connectHost, type ConnectHostOptions } from './connect-host.ts';
export { createHostActions, hostCannot, type HostActions } from './host-actions.ts';
export { backAction, type BackAction, type BackContext } from './back-action.ts';
export { deepLinkAction, type DeepLinkAction } from './deep-link.ts';
export {
  interceptHostLinks,
  downloadFile,
  type HostFile,
  type HostLinkDeps,
} from './host-links.ts';
export { createNetworkStatus, type NetworkStatus } from '../app/network-status.ts';
export { applySafeArea, SAFE_AREA_VARIABLES, type SafeAreaInsets } from './safe-area.ts';
export {
  webviewNavigation,
  type WebviewNavigation,
  type WebviewNavigationOptions,
} from './webview-navigation.ts';

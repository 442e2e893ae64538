/**
 * What the web view app does with its native host (§9 "web view app", PROTOCOL.md): the host's
 * events drive the platform — back (dialog, history, home, close), resume (session and
 * balances), deep links and opened pushes (through the navigation rule), safe-area insets,
 * connectivity — and the site keeps the host's chrome in its theme, sends outside links and
 * downloads to the host, and keeps browser install prompts away. Starts before the app renders,
 * so events sent during start-up are not lost.
 */
import { localizePath, stripLocale } from '@croupier/core/routing';
import { subscribe } from 'valtio/vanilla';
import type { Platform } from '../app/platform.ts';
import { backAction } from './back-action.ts';
import type { Bridge, BridgeLogger } from '@croupier/webview-bridge';
import { deepLinkAction } from './deep-link.ts';
import type { HostActions } from './host-actions.ts';
import { interceptHostLinks } from './host-links.ts';
import type { NetworkStatus } from '../app/network-status.ts';
import { applySafeArea } from './safe-area.ts';
import type { WebviewNavigation } from './webview-navigation.ts';

/** What {@link connectHost} wires together. */
export interface ConnectHostOptions {
  bridge: Pick<Bridge, 'on' | 'send'>;
  platform: Platform;
  navigation: WebviewNavigation;
  actions: HostActions;
  network: NetworkStatus;
  logger: BridgeLogger;
  win?: Window;
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** Connects the host to the platform; returns the function that disconnects. */
export function connectHost(options: ConnectHostOptions): () => void {
  const { bridge, platform, navigation, actions, network, logger } = options;
  const win = options.win ?? window;
  const doc = win.document;
  const { stores } = platform;
  const allowedHosts = () => stores.settings.state.cms?.externalNavigation?.allowedHosts ?? [];
  const stops: (() => void)[] = [];

  const home = () => localizePath('/', stores.locale.state.current, stores.locale.state.config);
  stops.push(
    bridge.on('backPressed', () => {
      const path = stripLocale(navigation.current().pathname, stores.locale.state.config.locales);
      const action = backAction({
        dialogOpen: stores.dialogs.state.queue.length > 0,
        authOpen: stores.auth.state.open,
        depth: navigation.depth(),
        atHome: path.path === '/',
      });
      if (action === 'dismiss-dialog') stores.dialogs.dismiss('escape');
      else if (action === 'close-auth') stores.auth.close();
      else if (action === 'back') navigation.back();
      else if (action === 'home') navigation.navigate(home(), { replace: true });
      else actions.close();
    }),
  );

  const refresh = () => {
    void stores.session.refresh().then(() => stores.balance.refresh());
  };
  stops.push(bridge.on('appResumed', refresh));

  const follow = (event: string, url: string) => {
    const action = deepLinkAction(url, { origin: platform.origin, allowedHosts: allowedHosts() });
    if (action.kind === 'navigate') navigation.navigate(action.path);
    else if (action.kind === 'external') actions.openExternal(action.url);
    else logger.warn(`webview: refused a ${event} (${action.reason})`, { url });
  };
  stops.push(bridge.on('deepLink', ({ url }) => follow('deepLink', url)));
  stops.push(
    bridge.on('pushOpened', ({ url }) => {
      if (url) follow('pushOpened', url);
    }),
  );

  stops.push(
    bridge.on('safeAreaInsets', (insets) => applySafeArea(doc.documentElement.style, insets)),
  );

  // Back online: what changed meanwhile (a deposit settled, the session ended) shows.
  stops.push(
    network.subscribe(() => {
      if (network.online()) refresh();
    }),
  );
  stops.push(bridge.on('network', ({ online }) => network.set(online)));
  const onOnline = () => network.set(true);
  const onOffline = () => network.set(false);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  stops.push(() => {
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', onOffline);
  });

  // The host paints its chrome (status bar, splash, overscroll) in the site's theme.
  const sendTheme = () => {
    const style = win.getComputedStyle(doc.documentElement);
    const background = style.getPropertyValue('--color-bg').trim();
    const accent = style.getPropertyValue('--color-accent').trim();
    if (!HEX_COLOR.test(background) || !HEX_COLOR.test(accent)) return;
    const theme = stores.theme.state.theme;
    const quiet = (error: unknown) => logger.debug?.('webview: theme not sent', error);
    bridge.send('setTheme', { theme, background, accent }).catch(quiet);
    bridge
      .send('setStatusBar', { color: background, style: theme === 'dark' ? 'light' : 'dark' })
      .catch(quiet);
  };
  sendTheme();
  stops.push(subscribe(stores.theme.state, sendTheme));

  stops.push(
    interceptHostLinks(doc, {
      origin: platform.origin,
      allowedHosts,
      openExternal: (url) => actions.openExternal(url),
      saveFile: (file) => actions.saveFile(file),
      navigate: (path) => navigation.navigate(path),
      log: platform.log,
    }),
  );

  // Install prompts belong to the browser, not to an app that is already installed.
  const noInstall = (event: Event) => event.preventDefault();
  win.addEventListener('beforeinstallprompt', noInstall);
  stops.push(() => win.removeEventListener('beforeinstallprompt', noInstall));

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}

/**
 * The platform services, started once the app has booted, in a chunk of their own (the entry
 * only holds `ServicesHost`): hit tracking and the fraud-check hit, custom code snippets, the
 * service worker, the live balance socket, forced logout after inactivity, the support chat,
 * analytics (pageviews, identify/anonymize), SEO tags and window messages from frames.
 * Long on purpose: the services start in one order, in one lazy chunk kept out of the entry.
 */
import type { contract } from '@croupier/core';
import { account, metadata } from '@croupier/core/refs';
import { matchRoute } from '@croupier/core/routing';
import {
  createActivityHub,
  createMemoryStorage,
  isAuthenticated,
  type ChatScheduler,
  type KeyValueStorage,
} from '@croupier/core/state';
import { subscribe } from 'valtio/vanilla';
import { setDocumentTitle } from '../app/document-title.ts';
import type { Platform } from '../app/platform.ts';
import { watchUnseenCashback } from '../cashback/unseen-cashback-on-sign-in.ts';
import { startChat, type ChatService } from '../chat/chat-service.ts';
import { loadScript } from '../chat/load-script.ts';
import { startInactivity } from '../inactivity/inactivity-service.ts';
import { preloadDialog } from '../shell/DialogHost.tsx';
import type { Translate } from '../i18n/translate.ts';
import { injectCustomCode } from './custom-code.ts';
import { CHAT_ACTIVITY_EVENTS, INACTIVITY_EVENTS, domActivity } from './dom-activity.ts';
import { listenForFrameMessages } from './frame-message-listener.ts';
import { startHitTracking } from './hit-tracking.ts';
import { createLiveBalance, liveBalanceUrl, type SocketLike } from './live-balance.ts';
import { SEO_SETTINGS_PATH, applySeoHead, barePath, seoHead } from './seo-head.ts';
import { registerServiceWorker } from './service-worker.ts';
import { fraudSessionPayload, visitorSessionId } from './visitor-session.ts';

type PageMetadata = contract.metadata.PageMetadata;
type SeoSettings = contract.cms.SeoSettings;

/** What the app drives the services with. */
export interface PlatformServices {
  /** The address path changed (a navigation). */
  setPath(pathname: string): void;
  stop(): void;
}

/** Session storage, or memory where the browser refuses it. */
function sessionStore(): KeyValueStorage {
  try {
    const storage = window.sessionStorage;
    const probe = '__croupier_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

// Page-lifetime work runs once per platform even when React mounts the host twice.
const started = new WeakSet<Platform>();
const lastPageview = new WeakMap<Platform, string>();

function startOnce(platform: Platform, session: KeyValueStorage, sessionId: () => string): void {
  if (started.has(platform)) return;
  started.add(platform);
  const { settings } = platform.stores;

  startHitTracking({
    send: (url) => {
      const image = new Image();
      image.src = url;
    },
    timers: platform.timers,
    origin: platform.origin,
    referrer: document.referrer,
    search: platform.navigation.current().search ?? '',
    sessionStorage: session,
    fraudCheckEnabled: () => settings.state.generalInfo?.is_seon_enabled === true,
    fraudSession: () =>
      fraudSessionPayload({
        sessionId: sessionId(),
        userAgent: platform.userAgent(),
        language: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        screen: `${window.screen.width}x${window.screen.height}`,
      }),
  });

  const inject = () => {
    const cms = settings.state.cms;
    if (!cms) return false;
    injectCustomCode(document, cms.site?.customCode, platform.log);
    return true;
  };
  if (!inject()) {
    const stop = subscribe(settings.state, () => {
      if (inject()) stop();
    });
  }

  // The web site only: shells (miniapp, webview) have their own update and offline story.
  if (import.meta.env.PROD && platform.client.kind === 'web') {
    registerServiceWorker({
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      onLoaded: (callback) => {
        if (document.readyState === 'complete') callback();
        else window.addEventListener('load', callback, { once: true });
      },
      reload: () => window.location.reload(),
      sessionStorage: session,
      now: platform.now,
      log: platform.log,
    });
  }
}

/** Starts every service for `platform`; `t` gives the texts shown outside React. */
export function startPlatformServices(platform: Platform, t: Translate): PlatformServices {
  const { stores } = platform;
  const session = sessionStore();
  const sessionId = () => visitorSessionId(session);
  const stops: (() => void)[] = [];
  startOnce(platform, session, sessionId);

  let path = platform.navigation.current().pathname;
  const uidOf = () => {
    const user = stores.session.state.user;
    return user && isAuthenticated(user) ? user.uid : 0;
  };

  // Live balance: a socket while signed in, game pages included — §9 turns off only the
  // polling there (core's balance store), and the header must follow every spin.
  const socketUrl = liveBalanceUrl(platform.origin);
  // The miniapp signs in with a bearer token, which a browser socket cannot send as a header.
  const bearer = platform.client.kind === 'miniapp';
  const live = createLiveBalance({
    url: bearer
      ? async () => {
          const { token } = await platform.api.call(account.getToken, {});
          return `${socketUrl}?token=${encodeURIComponent(token)}`;
        }
      : socketUrl,
    connect: (url) => new WebSocket(url) as unknown as SocketLike,
    timers: platform.timers,
    onBalances: (balances) => stores.balance.setFromPush(balances),
    log: platform.log,
  });
  const syncLive = () => live.setActive(uidOf() > 0);
  syncLive();
  stops.push(() => live.dispose());
  stops.push(
    platform.network.subscribe(() => {
      if (platform.network.online()) live.reconnectNow();
    }),
  );

  // Inactivity: key, click, scroll and navigation reset it.
  const navigated = createActivityHub();
  stops.push(
    startInactivity(platform, domActivity(window, INACTIVITY_EVENTS, navigated), {
      loggedOut: () =>
        t('inactivity.loggedOut', 'You were logged out after a period of inactivity.'),
      preloadWarning: () => preloadDialog('interactivityWarning'),
    }),
  );

  // Support chat (not inside frames: an embedded form is not a place for a chat).
  let chat: ChatService | null = null;
  if (!platform.isFramed()) {
    const scheduler: ChatScheduler = {
      setTimeout: platform.timers.setTimeout,
      clearTimeout: platform.timers.clearTimeout,
      ...(typeof window.requestIdleCallback === 'function'
        ? {
            requestIdleCallback: (callback: () => void) =>
              window.requestIdleCallback(() => callback(), { timeout: 3000 }),
            cancelIdleCallback: (handle: unknown) => window.cancelIdleCallback(handle as number),
          }
        : {}),
    };
    chat = startChat(platform, {
      activity: domActivity(window, CHAT_ACTIVITY_EVENTS),
      scheduler,
      env: {
        document,
        window: window as unknown as Window & Record<string, unknown>,
        loadScript: (src, attributes) => loadScript(document, src, attributes),
      },
      sessionId,
    });
    const service = chat;
    stops.push(() => service.stop());
  }

  // Login, registration, logout: analytics identity, the chat's visitor, the socket.
  let uid = uidOf();
  stops.push(
    subscribe(stores.session.state, () => {
      syncLive();
      const next = uidOf();
      if (next === uid) return;
      uid = next;
      if (next > 0) platform.analytics.identify(next);
      else platform.analytics.anonymize();
      chat?.identityChanged();
    }),
  );

  // The unseen-cashback popup for a returning player (§4).
  stops.push(watchUnseenCashback(platform));

  // SEO tags per page and locale.
  const seoSettings: Promise<SeoSettings | null> = platform
    .fetchJson<SeoSettings>(`${SEO_SETTINGS_PATH}?host=${encodeURIComponent(window.location.host)}`)
    .catch((error: unknown) => {
      platform.log(error);
      return null;
    });
  const metaCache = new Map<string, Promise<PageMetadata | null>>();
  let seoRun = 0;
  const updateSeo = async () => {
    const mine = ++seoRun;
    const { config, current: locale } = stores.locale.state;
    if (!locale) return;
    const bare = barePath(path, config);
    const key = `${locale} ${bare}`;
    let meta = metaCache.get(key);
    if (!meta) {
      meta = platform.api.call(metadata.get, { path: bare }).catch((error: unknown) => {
        platform.log(error);
        metaCache.delete(key);
        return null;
      });
      metaCache.set(key, meta);
    }
    const [page, hostSettings] = await Promise.all([meta, seoSettings]);
    if (mine !== seoRun) return;
    applySeoHead(
      document,
      seoHead({
        pathname: path,
        locale,
        config,
        origin: platform.origin,
        meta: page,
        fallbackTitle: t('common.appName', 'Croupier'),
        robotsRules: [
          ...(hostSettings?.robotsDisallow ?? []),
          ...(stores.settings.state.cms?.site?.robots.disallow ?? []),
        ],
        manifestUrl: hostSettings?.manifestUrl ?? null,
      }),
    );
  };
  let seoLocale = stores.locale.state.current;
  stops.push(
    subscribe(stores.locale.state, () => {
      if (stores.locale.state.current === seoLocale) return;
      seoLocale = stores.locale.state.current;
      void updateSeo();
    }),
  );

  stops.push(
    listenForFrameMessages(window, {
      origin: platform.origin,
      navigate: (to) => platform.navigation.navigate(to),
      refreshUser: () => void stores.session.refresh(),
    }),
  );

  const routeName = () => {
    try {
      return matchRoute(path, stores.locale.state.config)?.route.name ?? null;
    } catch {
      return null;
    }
  };

  const onPath = () => {
    navigated.emit();
    chat?.setRoute(routeName());
    if (lastPageview.get(platform) !== path) {
      lastPageview.set(platform, path);
      platform.analytics.track('pageview', { path });
    }
    // The previous page's SEO title must not outrank the new screen's while its own loads.
    setDocumentTitle(document, 'seo', null);
    void updateSeo();
  };
  onPath();

  return {
    setPath(next) {
      if (next === path) return;
      path = next;
      onPath();
    },
    stop() {
      seoRun += 1;
      for (const stop of stops.splice(0)) stop();
    },
  };
}

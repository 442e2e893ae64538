/**
 * The ONE place browser effects are wired into core (DESIGN §1): the API client, storage,
 * cookies, timers, clock, location — and the core stores, created once. Shells (miniapp,
 * webview) build a Platform differently, e.g. with bearer auth or a memory location.
 * Long on purpose: DESIGN §1 wants browser effects wired in one place.
 */
import type { ApiAuth, ApiCallError, ApiClient, ClientMarker } from '@croupier/core/api';
import {
  createAuthFlowStore,
  createBalanceStore,
  createDialogStore,
  createSessionStore,
  createSettingsStore,
  createToastStore,
  globalClock,
  globalTimers,
  type AuthFlowStore,
  type BalanceStore,
  type Clock,
  type DialogStore,
  type KeyValueStorage,
  type Logger,
  type SessionStore,
  type SettingsStore,
  type Timers,
  type ToastStore,
} from '@croupier/core/state';
import { HttpError } from '../errors.ts';
import { deferredAnalytics, type Analytics } from '../services/analytics.ts';
import { browserCookies, type CookieJar } from './browser-cookies.ts';
import { browserStorage } from './browser-storage.ts';
import { createLocaleStore, type LocaleStore } from './locale-store.ts';
import { API_VERSION, CLIENT_MARKER_HEADER } from './endpoints.ts';
import { loadDataLayer } from './load-data-layer.ts';
import { browserNavigation, type Navigation } from './navigation.ts';
import { createPageErrorStore, type PageErrorStore } from './page-error-store.ts';
import { browserNetworkStatus, type NetworkStatus } from './network-status.ts';
import type { PlatformKind } from './platform-kind.ts';
import type { SsrCache } from './ssr-cache.ts';
import { createThemeStore, type ThemeStore } from './theme-store.ts';

/** The version in the client marker (`X-Croupier-Client: web/<version>`). */
export const WEB_VERSION = '0.1.0';

export { API_VERSION };

/** The long-lived state the app reads, created once per platform (DESIGN §4). */
export interface PlatformStores {
  session: SessionStore;
  settings: SettingsStore;
  dialogs: DialogStore;
  toasts: ToastStore;
  balance: BalanceStore;
  /** The authentication popup (opened by the header, built by its own feature). */
  auth: AuthFlowStore;
  locale: LocaleStore;
  theme: ThemeStore;
  pageError: PageErrorStore;
}

/** Everything the app needs from its host. */
export interface Platform {
  client: ClientMarker;
  /** The §9 platform kind (default, PWA, web view app), decided once at start-up. */
  kind: PlatformKind;
  /** Our origin: in-app addresses resolve against it (DESIGN §5). */
  origin: string;
  api: ApiClient;
  /** GETs a JSON document outside /api (`/nfx/...`); throws on a non-2xx answer. */
  fetchJson<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  storage: KeyValueStorage;
  cookies: CookieJar;
  timers: Timers;
  now: Clock;
  navigation: Navigation;
  /** The visitor's user agent (bots get no error pages, spec §4). */
  userAgent(): string;
  /** Whether the page runs inside another page's frame (embedded forms, §2.2). */
  isFramed(): boolean;
  /** Where "logged only" failures go (§8). */
  log: Logger;
  /** Analytics (§3, §4): events.handle by default; identify/anonymize follow the session. */
  analytics: Analytics;
  stores: PlatformStores;
  /** What the host shell offers (Telegram Mini App, web view); inert in a plain browser. */
  shell: ShellBridge;
  /** Whether the device is online (offline banner, money actions, reconnects). */
  network: NetworkStatus;
  /** The page's server-rendered data: on the server, and in a browser hydrating its HTML. */
  ssr?: SsrCache;
}

/** Layout flags a shell sets and the web's layouts read. */
export interface ShellLayout {
  /**
   * Inside a host frame with its own top bar (Telegram): condensed header and navigation,
   * kept clear of the host's insets, which the shell gives as CSS variables on the page:
   * `--shell-inset-top`, `--shell-inset-bottom` and `--shell-bottom-gap` (default 0).
   */
  condensed: boolean;
}

/** A screen's primary action, for a host that has a native button for it. */
export interface MainButtonSpec {
  text: string;
  onClick(): void;
  /** The request runs: the button shows progress and ignores presses. */
  loading?: boolean;
  disabled?: boolean;
}

/** Outcomes a host can make felt (Telegram haptic feedback). */
export type HapticKind = 'success' | 'error' | 'warning' | 'selection';

/** The host shell's services; `NO_SHELL` in a plain browser. */
export interface ShellBridge {
  /** e.g. 'telegram'; null in a plain browser. */
  kind: string | null;
  layout: ShellLayout;
  /**
   * A hook: hands the screen's primary action to the host's native main button while the
   * screen is mounted (null: the screen has none now). Returns true when the host shows it,
   * so the screen can hide its own button. Call it unconditionally, like any hook.
   */
  useMainButton(spec: MainButtonSpec | null): boolean;
  /** Feedback on success or error; does nothing where the host has none. */
  haptic(kind: HapticKind): void;
  /**
   * Opens an absolute URL that already passed the navigation rule outside the app (the system
   * browser): payment and verification pages, allowlisted external links. True when the host
   * took it; absent or false where the page should navigate itself (a plain browser).
   */
  openExternal?(url: string): boolean;
  /**
   * Path prefix of the game frames this shell launches (the miniapp's `/miniapp`): the server
   * lets Telegram's web clients frame a game only under it. Absent in a plain browser.
   */
  gameFramePrefix?: string;
}

/** The plain browser: no native buttons, the full layout. */
export const NO_SHELL: ShellBridge = {
  kind: null,
  layout: { condensed: false },
  useMainButton: () => false,
  haptic: () => {},
};

/** What a shell may override when it builds a web platform; everything has a browser default. */
export interface WebPlatformOptions {
  client?: ClientMarker;
  /** The platform kind, as the entry detected it (`detectKind()`); `default` when not given. */
  kind?: PlatformKind;
  origin?: string;
  /** API origin and prefix; '' (same origin) by default. */
  baseUrl?: string;
  auth?: ApiAuth;
  fetch?: typeof globalThis.fetch;
  storage?: KeyValueStorage;
  cookies?: CookieJar;
  timers?: Timers;
  now?: Clock;
  navigation?: Navigation;
  isFramed?: () => boolean;
  userAgent?: () => string;
  log?: Logger;
  /** Puts the theme on the page; sets `data-theme` on `<html>` by default. */
  applyTheme?: (theme: string) => void;
  /** Where analytics go; events.handle by default. */
  analytics?: Analytics;
  /** The host shell's services (Telegram Mini App, web view); `NO_SHELL` by default. */
  shell?: ShellBridge;
  /** The connection's status; the browser's `online`/`offline` events by default. */
  network?: NetworkStatus;
  /** The page's server-rendered data (`app/ssr-cache.ts`). */
  ssr?: SsrCache;
}

function isFramedWindow(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent denies access to `top`: we are framed.
    return true;
  }
}

/** Builds the browser platform; shells pass overrides (bearer auth, memory location …). */
export function createWebPlatform(options: WebPlatformOptions = {}): Platform {
  const client = options.client ?? { kind: 'web', version: WEB_VERSION };
  const origin = options.origin ?? window.location.origin;
  const storage = options.storage ?? browserStorage();
  const cookies = options.cookies ?? browserCookies();
  const timers = options.timers ?? globalTimers;
  const now = options.now ?? globalClock;
  const navigation = options.navigation ?? browserNavigation();
  const userAgent = options.userAgent ?? (() => navigator.userAgent);
  const isFramed = options.isFramed ?? isFramedWindow;
  const log: Logger = options.log ?? ((error) => console.error(error));
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const apiAuth = options.auth ?? { mode: 'cookie' };

  const locale = createLocaleStore();
  const pageError = createPageErrorStore(userAgent);
  // The client lives in the data-layer chunk; calls made before it loads simply wait for it.
  let pendingClient: Promise<ApiClient> | null = null;
  const realClient = () =>
    (pendingClient ??= loadDataLayer().then((data) =>
      data.createApiClient({
        baseUrl: options.baseUrl ?? '',
        client,
        apiVersion: API_VERSION,
        fetch: doFetch,
        auth: apiAuth,
        getLocale: () => locale.state.current || null,
        isFramed,
        onError: (error: ApiCallError) => {
          // A banned player's session ended on the server with that answer (§8): forget it
          // here too, so nothing goes on acting as them behind the user blocked page.
          if (pageError.report(error)?.page === 'userBlocked') session.destroy();
        },
      }),
    ));
  const api: ApiClient = {
    call: async (def, params, opts) => (await realClient()).call(def, params, opts),
  };

  const fetchJson = async <T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [CLIENT_MARKER_HEADER]: `${client.kind}/${client.version}`,
    };
    if (apiAuth.mode === 'bearer') {
      const token = apiAuth.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
      headers,
      credentials: apiAuth.mode === 'cookie' ? 'include' : 'omit',
      signal: init.signal,
    });
    if (!response.ok) throw new HttpError(response.status, path);
    return (await response.json()) as T;
  };

  const settings = createSettingsStore();
  const dialogs = createDialogStore();
  const toasts = createToastStore({ timers });
  const balance = createBalanceStore({
    getBalance: async () => api.call((await loadDataLayer()).account.getBalance, {}),
    timers,
    now,
    log,
  });
  const session = createSessionStore({
    getInfo: async () => api.call((await loadDataLayer()).account.getInfo, {}),
    logout: async () => api.call((await loadDataLayer()).auth.logout, {}),
    navigate: (path) => navigation.navigate(path),
    onLoggedOut: () => {
      balance.setAuthenticated(false);
      dialogs.closeAll();
    },
    log,
  });
  // A sign-in shows the campaign popup due for the player, if any: popups.get serves one per
  // call, so a new player sees one at registration and the others at later sign-ins (issue 19).
  const openDueCampaignPopup = async () => {
    try {
      const [due] = await api.call((await loadDataLayer()).popups.get, {});
      if (due) dialogs.open({ name: 'campaign', props: { campaignId: due.id } });
    } catch (error) {
      log(error);
    }
  };
  const authFlow = createAuthFlowStore({
    login: async (params) => api.call((await loadDataLayer()).auth.login, params),
    timers,
    now,
    onLoggedIn: async () => {
      await session.refresh();
      void openDueCampaignPopup();
    },
  });
  const theme = createThemeStore({
    cookies,
    apply:
      options.applyTheme ?? ((value) => document.documentElement.setAttribute('data-theme', value)),
  });

  const analytics =
    options.analytics ??
    deferredAnalytics(
      () =>
        import('../services/events-analytics.ts').then((m) =>
          m.createEventsAnalytics({
            api,
            now,
            origin,
            sitegroup: () => settings.state.cms?.analytics?.sitegroup ?? null,
            log,
          }),
        ),
      log,
    );

  return {
    client,
    kind: options.kind ?? 'default',
    origin,
    api,
    fetchJson,
    storage,
    cookies,
    timers,
    now,
    navigation,
    userAgent,
    isFramed,
    log,
    analytics,
    shell: options.shell ?? NO_SHELL,
    network: options.network ?? browserNetworkStatus(),
    ssr: options.ssr,
    stores: {
      session,
      settings,
      dialogs,
      toasts,
      balance,
      auth: authFlow,
      locale,
      theme,
      pageError,
    },
  };
}

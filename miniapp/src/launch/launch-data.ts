/**
 * Telegram launch parameters (`tgWebAppData`, `tgWebAppVersion`, …) read from the launch URL —
 * hash and query together, in whatever order the client wrote them (newer clients put
 * `tgWebAppData` first) — and kept in sessionStorage so a reload or an in-app navigation, which
 * drop the hash, still has them.
 */

/** The Telegram user the (signed) init data speaks for. */
export interface LaunchUser {
  id: number;
  firstName: string;
  username: string | null;
  languageCode: string | null;
}

/** What the miniapp needs from the launch. */
export interface LaunchData {
  /** Init data exactly as Telegram gave it: the server checks its signature. */
  rawInitData: string;
  /** Mini Apps version the client supports, e.g. '8.0'. */
  version: string;
  /** Client platform: 'tdesktop', 'ios', 'android', 'weba', … */
  platform: string;
  /** Theme params (`bg_color` → '#rrggbb'); empty when the client sent none. */
  themeParams: Record<string, string>;
  /** `start_param` of the SIGNED init data (the unsigned `tgWebAppStartParam` is ignored). */
  startParam: string | null;
  user: LaunchUser | null;
  /** The init data's `hash`. */
  hash: string | null;
  /** True when the client launched in fullscreen. */
  fullscreen: boolean;
  /** The launch parameters as one query string (`tgWebApp…` keys only). */
  query: string;
}

/** Where the launch query is kept for reloads (the SDK keeps its own copy too). */
export const LAUNCH_STORAGE_KEY = 'croupier/tg-launch';

const LAUNCH_KEY = /^tgWebApp/;

/** The `key=value` pairs of a URL's query and hash, in order (hash params may follow `?`). */
function urlParams(href: string): URLSearchParams {
  const start = href.search(/[?#]/);
  if (start === -1) return new URLSearchParams();
  return new URLSearchParams(href.slice(start + 1).replace(/[?#]/g, '&'));
}

/** The launch parameters in a URL as one query string; null when it has no `tgWebAppData`. */
export function launchQueryOf(href: string): string | null {
  const all = urlParams(href);
  if (!all.get('tgWebAppData')) return null;
  const launch = new URLSearchParams();
  for (const [key, value] of all) if (LAUNCH_KEY.test(key)) launch.append(key, value);
  return launch.toString();
}

function readUser(json: string | null): LaunchUser | null {
  if (!json) return null;
  try {
    const u = JSON.parse(json) as Record<string, unknown>;
    if (typeof u.id !== 'number') return null;
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return {
      id: u.id,
      firstName: text(u.first_name) ?? '',
      username: text(u.username),
      languageCode: text(u.language_code),
    };
  } catch {
    return null;
  }
}

function readThemeParams(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object') return {};
    const params: Record<string, string> = {};
    for (const [key, color] of Object.entries(value)) {
      if (typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color)) params[key] = color;
    }
    return params;
  } catch {
    return {};
  }
}

/** Reads a launch query; null unless it carries init data, a version and a platform. */
export function parseLaunchQuery(query: string): LaunchData | null {
  const params = new URLSearchParams(query);
  const rawInitData = params.get('tgWebAppData');
  const version = params.get('tgWebAppVersion');
  const platform = params.get('tgWebAppPlatform');
  if (!rawInitData || !version || !platform) return null;
  const initData = new URLSearchParams(rawInitData);
  return {
    rawInitData,
    version,
    platform,
    themeParams: readThemeParams(params.get('tgWebAppThemeParams')),
    startParam: initData.get('start_param') || null,
    user: readUser(initData.get('user')),
    hash: initData.get('hash'),
    fullscreen: params.get('tgWebAppFullscreen') === '1',
    query,
  };
}

/** Session storage as far as launch data needs it. */
export type LaunchStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The launch data of this page: from the URL when it carries them (and then saved), else
 * the copy saved at launch. Null outside Telegram.
 */
export function readLaunchData(href: string, storage: LaunchStorage | null): LaunchData | null {
  const fromUrl = launchQueryOf(href);
  const fresh = fromUrl ? parseLaunchQuery(fromUrl) : null;
  if (fresh) {
    try {
      storage?.setItem(LAUNCH_STORAGE_KEY, fresh.query);
    } catch {
      // Storage may be denied in a third-party frame; the URL still has the data this time.
    }
    return fresh;
  }
  try {
    const saved = storage?.getItem(LAUNCH_STORAGE_KEY);
    return saved ? parseLaunchQuery(saved) : null;
  } catch {
    return null;
  }
}

/**
 * The launch query as the SDK (tma.js 3) accepts it. Its parser insists on a `signature` in
 * init data, which clients before Bot API 8.0 do not send: the SDK's copy gets a placeholder.
 * The server only ever receives `rawInitData`, untouched.
 */
export function sdkLaunchQuery(data: LaunchData): string {
  const initData = new URLSearchParams(data.rawInitData);
  if (initData.has('signature')) return data.query;
  initData.set('signature', 'unsigned');
  const params = new URLSearchParams(data.query);
  params.set('tgWebAppData', initData.toString());
  return params.toString();
}

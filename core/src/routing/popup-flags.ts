/**
 * Popups and entry points driven by the address (§2.1): query flags for the auth popups,
 * hash markers for real-money play, campaign popup preview and the messenger mini-app, and
 * the targets after registration, login and logout (§4).
 */
import type { LocaleConfig } from './locale-prefix.ts';
import { localeOfPath, localizePath, stripLocale } from './locale-prefix.ts';
import type { RouteDef } from './route-table.ts';
import { routePath } from './route-table.ts';
import { returnUrlFromQuery, safeInAppPath } from './safe-url.ts';
import type { LocationParts, UserLike } from './guards.ts';
import { isAuthenticated } from '../state/session/account-info.ts';
import { fullAddress } from './guards.ts';
import {
  bareHash,
  bareQuery,
  joinUrl,
  mergeQueries,
  queryPair,
  queryValue,
  splitUrl,
  withoutKeys,
} from './url-parts.ts';

/** The storage slice popup flags need (localStorage in the browser, injected). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Query flag that opens the registration popup. */
export const SHOW_POPUP_REG = 'show_popup_reg';
/** Query flag that opens the authorization popup; its value is also kept in storage. */
export const SHOW_POPUP_AUTH = 'show_popup_auth';
/** `prevent_close=1` makes the popup non-closable. */
export const PREVENT_CLOSE = 'prevent_close';
/** Storage key holding the last `show_popup_auth` value. */
export const AUTH_POPUP_STORAGE_KEY = 'show_popup_auth';
/** Hash marker of the real-money game mode. */
const REAL_HASH = 'real';
/** Hash marker of campaign popup preview. */
const POPUP_PREVIEW_HASH = 'popup-preview';
/** Hash parameter Telegram puts in a Mini App's launch URL. */
const TG_WEB_APP_DATA = 'tgWebAppData';

/** What the query asks of the auth popup. */
export interface PopupFlags {
  popup: 'registration' | 'authorization' | null;
  preventClose: boolean;
  /** The raw `show_popup_auth` value when present. */
  authValue: string | null;
}

const POPUP_QUERY_KEYS = [SHOW_POPUP_REG, SHOW_POPUP_AUTH, PREVENT_CLOSE] as const;

function flagOn(value: string | null): boolean {
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * Reads the popup flags of a query (§2.1). Registration wins when both flags are set,
 * since a registration popup can always lead to login, not the other way round.
 */
export function popupFlagsFromQuery(search: string): PopupFlags {
  const reg = queryValue(search, SHOW_POPUP_REG);
  const auth = queryValue(search, SHOW_POPUP_AUTH);
  const popup = flagOn(reg) ? 'registration' : flagOn(auth) ? 'authorization' : null;
  return { popup, preventClose: queryValue(search, PREVENT_CLOSE) === '1', authValue: auth };
}

/** Reads the flags and keeps the `show_popup_auth` value in storage (§2.1). */
export function readPopupFlags(search: string, storage: FlagStorage): PopupFlags {
  const flags = popupFlagsFromQuery(search);
  if (flags.authValue !== null) storage.setItem(AUTH_POPUP_STORAGE_KEY, flags.authValue);
  return flags;
}

/** The `show_popup_auth` value kept in storage, or null. */
export function storedAuthPopupFlag(storage: FlagStorage): string | null {
  return storage.getItem(AUTH_POPUP_STORAGE_KEY);
}

/** The query without the popup flags, for when the popup closes (§2.1); `?…` or ``. */
export function queryWithoutPopupFlags(search: string): string {
  const rest = withoutKeys(bareQuery(search), POPUP_QUERY_KEYS);
  return rest ? `?${rest}` : '';
}

/** The hash parameters as `[key, value]`, whether written `#a=1&b=2`, `#/path?a=1` or `#marker`. */
function hashParams(hash: string): [string, string][] {
  return bareHash(hash)
    .split(/[&?]/)
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    });
}

/** Whether a hash carries the marker (`#real`, `#popup-preview`), alone or among params. */
export function hasHashMarker(hash: string, marker: string): boolean {
  return hashParams(hash).some(([key]) => key === marker);
}

/** What `#real` asks for on a page (§2.1). */
export interface RealModeAction {
  popup: 'registration';
  /** Where closing the popup goes: the index page in the page's locale. */
  closeTo: string;
}

/**
 * `#real` on the game page opens the registration popup for guests, and closing it returns
 * to the index (§2.1). Null when it does not apply (other page, no marker, authenticated).
 */
export function realModeAction(
  route: RouteDef,
  location: LocationParts,
  user: UserLike | null | undefined,
  config: LocaleConfig,
): RealModeAction | null {
  if (!route.flags.gamePage || isAuthenticated(user)) return null;
  if (!hasHashMarker(location.hash ?? '', REAL_HASH)) return null;
  return {
    popup: 'registration',
    closeTo: localizePath('/', localeOfPath(location.pathname, config), config),
  };
}

/** The campaign popup to preview: `#popup-preview` with query `popup` (§2.1), else null. */
export function popupPreviewId(search: string, hash: string): string | null {
  if (!hasHashMarker(hash, POPUP_PREVIEW_HASH)) return null;
  const popup = queryValue(search, 'popup');
  return popup ? popup : null;
}

/** Whether the hash carries Telegram's `tgWebAppData`, wherever it sits among the params (§2.1). */
export function isMiniAppEntry(hash: string): boolean {
  return hashParams(hash).some(([key]) => key === TG_WEB_APP_DATA);
}

/**
 * The mini-app entry URL for a location opened by the messenger: `entryPath` with the
 * current query and hash kept (the hash carries the launch data). Null when the location
 * is not a mini-app entry or already is the entry path.
 */
export function miniAppEntryUrl(location: LocationParts, entryPath: string): string | null {
  if (!isMiniAppEntry(location.hash ?? '')) return null;
  if (splitUrl(location.pathname).path === entryPath) return null;
  return joinUrl({
    path: entryPath,
    query: bareQuery(location.search),
    hash: bareHash(location.hash),
  });
}

/** Query keys the auth flow consumes; the page reached afterwards does not carry them. */
const AUTH_FLOW_KEYS = [...POPUP_QUERY_KEYS, 'redirectUrl', 'backUrl'];

/**
 * Where to go after the auth flow, in `locale`: the safe `redirectUrl`, else the safe
 * `backUrl`, else null. Checked again once localised: taking a locale prefix off a safe path
 * can leave a protocol-relative one (`/ru//evil.com` → `//evil.com`).
 */
function returnTarget(
  location: LocationParts,
  locale: string,
  config: LocaleConfig,
  origin: string,
): string | null {
  const search = bareQuery(location.search);
  const back =
    returnUrlFromQuery(search, 'redirectUrl', origin) ??
    returnUrlFromQuery(search, 'backUrl', origin);
  return back === null ? null : safeInAppPath(localizePath(back, locale, config), origin);
}

/**
 * After registration (§4): the safe `redirectUrl` (or `backUrl`) if the query has one,
 * else the cashier deposit page; either way with `register=success` in the query (§2.1).
 * The page keeps the current locale.
 */
export function afterRegistrationTarget(
  location: LocationParts,
  config: LocaleConfig,
  origin: string,
): string {
  const locale = localeOfPath(location.pathname, config);
  const target =
    returnTarget(location, locale, config, origin) ??
    localizePath(routePath('cashier-index-deposit'), locale, config);
  const parts = splitUrl(target);
  return joinUrl({ ...parts, query: mergeQueries(queryPair('register', 'success'), parts.query) });
}

/**
 * After login (§2.1): the page for the user's locale — the safe `redirectUrl`/`backUrl` if
 * given, else the current page — with the popup and return keys taken off the query. A
 * current page that is no safe in-app path (`//evil.com` typed into the address bar, or
 * `/ru//evil.com` losing its prefix) gives way to the index.
 */
export function afterLoginTarget(
  location: LocationParts,
  userLocale: string,
  config: LocaleConfig,
  origin: string,
): string {
  const back = returnTarget(location, userLocale, config, origin);
  if (back !== null) return back;
  const path = stripLocale(location.pathname, config.locales).path;
  const query = withoutKeys(bareQuery(location.search), AUTH_FLOW_KEYS);
  const here = localizePath(
    joinUrl({ path, query, hash: bareHash(location.hash) }),
    userLocale,
    config,
  );
  return safeInAppPath(here, origin) ?? localizePath('/', userLocale, config);
}

/** After logout: the index page in the current locale (§4). */
export function afterLogoutTarget(pathname: string, config: LocaleConfig): string {
  return localizePath('/', localeOfPath(pathname, config), config);
}

/**
 * The address of a location with the popup flags (or only `keys`) taken off: all of them when
 * the popup closes, `show_popup_auth` alone when login switches to registration.
 */
export function addressWithoutPopupFlags(
  location: LocationParts,
  keys: readonly string[] = POPUP_QUERY_KEYS,
): string {
  const parts = splitUrl(fullAddress(location));
  return joinUrl({ ...parts, query: withoutKeys(bareQuery(parts.query), keys) });
}

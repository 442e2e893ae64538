/**
 * Social sign-in (§7 "Social login opens a popup to /oauth/init with query service,
 * redirect_url, type_auth; the back address is saved in local storage first"): the addresses
 * involved and how a return is recognised. The OAuth callback sends the browser to
 * `redirect_url`, which carries a marker so the app knows a sign-in just came back (and
 * `oauth_error` when it failed). Entry-safe: no contract, no React.
 */

/** Local storage key of the address to come back to after social sign-in (§9). */
export const SOCIAL_LOGIN_RETURN_KEY = 'social_login_return';

/** Query key marking the address the OAuth callback returned to. */
export const OAUTH_RETURN_MARKER = 'social_auth';

/** Query key the server adds when the sign-in failed (access_denied, invalid_grant …). */
const OAUTH_ERROR_KEY = 'oauth_error';

/** Name of the window social sign-in runs in. */
export const OAUTH_WINDOW_NAME = 'croupier_oauth';

/** The `postMessage` type a returning sign-in window sends its opener. */
export const OAUTH_MESSAGE_TYPE = 'croupier:oauth-return';

/** Whether the sign-in is a login or a registration (`type_auth`). */
export type OAuthIntent = 'login' | 'registration';

/** What came back from the provider. */
export interface OAuthReturn {
  /** `oauth_error` (e.g. access_denied), or null when the player is signed in. */
  error: string | null;
}

/** The message a returning sign-in window posts to its opener. */
export interface OAuthReturnMessage extends OAuthReturn {
  type: typeof OAUTH_MESSAGE_TYPE;
}

/** `/oauth/init?service=…&redirect_url=…&type_auth=…&locale=…` */
export function oauthInitUrl(options: {
  service: string;
  redirectUrl: string;
  intent: OAuthIntent;
  locale: string;
}): string {
  const query = new URLSearchParams({
    service: options.service,
    redirect_url: options.redirectUrl,
    type_auth: options.intent,
  });
  if (options.locale) query.set('locale', options.locale);
  return `/oauth/init?${query.toString()}`;
}

function splitAddress(address: string): { path: string; query: URLSearchParams; hash: string } {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const rest = hashAt === -1 ? address : address.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return {
    path: queryAt === -1 ? rest : rest.slice(0, queryAt),
    query: new URLSearchParams(queryAt === -1 ? '' : rest.slice(queryAt + 1)),
    hash,
  };
}

function joinAddress(path: string, query: URLSearchParams, hash: string): string {
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash}`;
}

/** The address the provider returns to: the back address with the return marker. */
export function withReturnMarker(address: string): string {
  const { path, query, hash } = splitAddress(address);
  query.set(OAUTH_RETURN_MARKER, '1');
  return joinAddress(path, query, hash);
}

/** The address without the marker and the error, once the return has been handled. */
export function withoutReturnMarker(address: string): string {
  const { path, query, hash } = splitAddress(address);
  query.delete(OAUTH_RETURN_MARKER);
  query.delete(OAUTH_ERROR_KEY);
  return joinAddress(path, query, hash);
}

/** The sign-in result an address carries, or null when it is not an OAuth return. */
export function oauthReturnOf(search: string): OAuthReturn | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!query.has(OAUTH_RETURN_MARKER)) return null;
  const error = query.get(OAUTH_ERROR_KEY);
  return { error: error ? error : null };
}

/** Reads a message posted by a returning sign-in window; null for anything else. */
export function oauthReturnMessage(data: unknown): OAuthReturn | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<OAuthReturnMessage>;
  if (message.type !== OAUTH_MESSAGE_TYPE) return null;
  return { error: typeof message.error === 'string' && message.error ? message.error : null };
}

const notices = new WeakMap<object, string>();

/** Keeps a failed sign-in's error for the popup of `owner` (the auth store) to show once. */
export function leaveOAuthNotice(owner: object, error: string): void {
  notices.set(owner, error);
}

/** The failed sign-in's error left for `owner`, taken (shown once); null when there is none. */
export function takeOAuthNotice(owner: object): string | null {
  const error = notices.get(owner) ?? null;
  notices.delete(owner);
  return error;
}

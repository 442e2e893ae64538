/** Cookies as the app reads and writes them (locale and theme, spec §9). */

/** Attributes of a written cookie. */
export interface CookieOptions {
  /** Seconds until the cookie expires. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** A cookie jar; the web reads `document.cookie`, tests and shells pass their own. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
}

/** The cookie named `name` in a `document.cookie` style header, or null. */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A `Set-Cookie` style string for `document.cookie`. */
function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.floor(options.maxAge)}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** The cookie jar over `document.cookie`. */
export function browserCookies(doc: Document = document): CookieJar {
  return {
    get: (name) => readCookie(doc.cookie, name),
    set: (name, value, options) => {
      doc.cookie = cookieString(name, value, options);
    },
  };
}

/** An in-memory cookie jar (tests, hosts without cookies). */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar & {
  written: Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  const written: Record<string, string> = {};
  return {
    written,
    get: (name) => values.get(name) ?? null,
    set: (name, value, options) => {
      values.set(name, value);
      written[name] = cookieString(name, value, options);
    },
  };
}

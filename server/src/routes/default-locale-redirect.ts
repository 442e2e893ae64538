/**
 * The default locale is never prefixed (§2.1): `/en/...` is the same page as `/...`, so a page
 * GET for it answers 301 to the unprefixed address, query kept (a browser keeps the hash).
 */
import { DEFAULT_LOCALE } from '../content/locales.ts';

/**
 * The address `/{default}/…` stands for, or null when `url` (path and query) has no default
 * locale prefix. The result is always a path on this site: `/en//evil.test` → `/evil.test`.
 */
export function defaultLocaleRedirect(url: string, locale: string = DEFAULT_LOCALE): string | null {
  const at = url.search(/[?#]/);
  const path = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? '' : url.slice(at);
  const prefix = `/${locale}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  // Slashes and backslashes after the prefix would make a protocol-relative URL: one slash.
  const tail = path.slice(prefix.length).replace(/^[/\\]+/, '');
  return `/${tail}${rest}`;
}

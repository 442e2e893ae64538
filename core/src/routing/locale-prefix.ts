/**
 * The `{rootLocale}` prefix (§2.1, DESIGN §5): every route exists with and without it, and
 * the default locale is never prefixed.
 */
import { MissingLocaleConfigError } from '../errors.ts';
import { joinUrl, splitUrl } from './url-parts.ts';

/** The site's locales as loaded from `/nfx/i18n/locales`. */
export interface LocaleConfig {
  defaultLocale: string;
  locales: readonly string[];
}

/** A path with its locale prefix taken off; `locale` is null when there was none. */
export interface StrippedPath {
  path: string;
  locale: string | null;
}

/** A route name without its `___{locale}` suffix: `cashier-index-deposit___ru` → `cashier-index-deposit`. */
export function baseRouteName(name: string): string {
  const at = name.indexOf('___');
  return at === -1 ? name : name.slice(0, at);
}

/** Removes a leading known-locale segment; query and hash are kept. `/ru/offers?x=1` → `/offers?x=1`. */
export function stripLocale(path: string, locales: readonly string[]): StrippedPath {
  const parts = splitUrl(path);
  if (!parts.path.startsWith('/')) return { path, locale: null };
  const first = parts.path.split('/')[1] ?? '';
  if (!locales.includes(first)) return { path, locale: null };
  const rest = parts.path.slice(first.length + 1);
  return { path: joinUrl({ ...parts, path: rest === '' ? '/' : rest }), locale: first };
}

/**
 * The address a path in the default locale *with* its prefix stands for (`/en/offers?x=1#a` →
 * `/offers?x=1#a`), or null for any other path: the default locale is never prefixed (§2.1).
 * Slashes after the prefix collapse to one, so the result never names another host.
 */
export function unprefixedDefaultLocale(url: string, config: LocaleConfig): string | null {
  const parts = splitUrl(url);
  const prefix = `/${config.defaultLocale}`;
  if (parts.path !== prefix && !parts.path.startsWith(`${prefix}/`)) return null;
  const tail = parts.path.slice(prefix.length).replace(/^[/\\]+/, '');
  return joinUrl({ ...parts, path: `/${tail}` });
}

/** The locale a path is shown in: its prefix, or the default locale when unprefixed. */
export function localeOfPath(path: string, config: LocaleConfig): string {
  return stripLocale(path, config.locales).locale ?? config.defaultLocale;
}

/**
 * The in-app `path` (query and hash allowed) in `locale`: an existing prefix is replaced,
 * the default locale gets none. An unknown locale falls back to the default (unprefixed),
 * so a user whose locale the site no longer offers still lands on a real page.
 * Anything that is not an in-app path (`//host`, `https://…`) is returned unchanged.
 */
export function localizePath(path: string, locale: string, config: LocaleConfig): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const stripped = stripLocale(path, config.locales).path;
  if (locale === config.defaultLocale || !config.locales.includes(locale)) return stripped;
  const parts = splitUrl(stripped);
  return joinUrl({ ...parts, path: parts.path === '/' ? `/${locale}` : `/${locale}${parts.path}` });
}

/** The same page in every locale, for the alternate links each page carries (§2.2). */
export function alternatePaths(
  path: string,
  config: LocaleConfig,
): { locale: string; path: string }[] {
  const bare = splitUrl(path).path;
  return config.locales.map((locale) => ({ locale, path: localizePath(bare, locale, config) }));
}

/**
 * The locale configuration routing needs, or MissingLocaleConfigError (a fatal 500, §2.1)
 * when it is absent, empty, or offers neither its default nor the `locale` asked for.
 */
export function requireLocaleConfig(
  config: Partial<LocaleConfig> | null | undefined,
  locale: string,
): LocaleConfig {
  const locales = config?.locales;
  const defaultLocale = config?.defaultLocale;
  if (
    !Array.isArray(locales) ||
    typeof defaultLocale !== 'string' ||
    !locales.includes(defaultLocale)
  ) {
    throw new MissingLocaleConfigError(locale);
  }
  if (!locales.includes(locale)) throw new MissingLocaleConfigError(locale);
  return { defaultLocale, locales };
}

/**
 * `GET /sitemap.xml` (a sitemap index) and `GET /sitemap-{locale}.xml` (one per locale): the
 * pages of routes/sitemap-pages.ts at their localized addresses, each with its language
 * alternates (`xhtml:link hreflang`, x-default the default locale's) as Google reads them.
 * Addresses are on the host's canonical host, else PUBLIC_ORIGIN (the pages' canonical links),
 * never the request's Host header. The XML is built once and kept until the catalogue is
 * invalidated (this instance's change or another's NOTIFY, db/notifications.ts), the content
 * files are reloaded, or it is older than CATALOGUE_MAX_AGE (promotions and tournaments
 * start and end by the clock).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localizePath, type LocaleConfig } from '@croupier/core/routing';
import type { CmsContent } from '../cms/cms-content.ts';
import { seoSettingsFor } from '../cms/seo-settings-for.ts';
import { DEFAULT_LOCALE, LOCALES } from '../content/locales.ts';
import { escapeHtml } from '../html/escape-html.ts';
import '../http/server-context.ts';
import { sitemapPages, type SitemapPage } from './sitemap-pages.ts';

/** The sitemap index's address. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** The address of one locale's sitemap. */
const localeSitemapPath = (locale: string) => `/sitemap-${locale}.xml`;

const LOCALE_CONFIG: LocaleConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: LOCALES.map((l) => l.code),
};

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index naming every locale's sitemap on `base`. */
function sitemapIndexXml(base: string): string {
  const entries = LOCALE_CONFIG.locales.map(
    (locale) =>
      `<sitemap><loc>${escapeHtml(`${base}${localeSitemapPath(locale)}`)}</loc></sitemap>`,
  );
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap of `locale`: its pages, each with the addresses of its other locales. */
function localeSitemapXml(base: string, locale: string, pages: readonly SitemapPage[]): string {
  const href = (path: string, code: string) =>
    escapeHtml(`${base}${localizePath(path, code, LOCALE_CONFIG)}`);
  const link = (hreflang: string, url: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}"/>`;
  const urls = pages
    .filter((page) => page.locales.includes(locale))
    .map((page) => {
      const alternates = page.locales.map((code) => link(code, href(page.path, code)));
      if (page.locales.includes(LOCALE_CONFIG.defaultLocale))
        alternates.push(link('x-default', href(page.path, LOCALE_CONFIG.defaultLocale)));
      return `<url><loc>${href(page.path, locale)}</loc>${alternates.join('')}</url>`;
    });
  return `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Where a request's sitemap points: the host's canonical host, else the public origin. */
export function sitemapBase(app: FastifyInstance, host: string): string {
  const canonical = seoSettingsFor(app.cms.seo, host).canonicalHost;
  return canonical ? `https://${canonical}` : app.config.publicOrigin.replace(/\/$/, '');
}

/** Mounts the sitemaps. */
export function registerSitemap(app: FastifyInstance, now: () => number = Date.now): void {
  // Built XML by base, locale and robots rules: a few entries, one per configured host (an
  // unknown Host header gets the main host's rules and PUBLIC_ORIGIN).
  let built = new Map<string, { at: number; xml: Promise<string> }>();
  let builtFrom: CmsContent | null = null;
  app.catalogue.onInvalidate(() => {
    built = new Map();
  });
  const maxAgeMs = app.config.catalogueMaxAgeSeconds * 1000;

  const cached = (key: string, build: () => Promise<string>): Promise<string> => {
    if (builtFrom !== app.cms) {
      built = new Map();
      builtFrom = app.cms;
    }
    const hit = built.get(key);
    if (hit && now() - hit.at < maxAgeMs) return hit.xml;
    const entries = built;
    const xml = build();
    entries.set(key, { at: now(), xml });
    // A failed build is not kept: the next request tries again.
    xml.catch(() => {
      if (entries.get(key)?.xml === xml) entries.delete(key);
    });
    return xml;
  };

  const send = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);

  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const base = sitemapBase(app, request.host);
    return send(reply, await cached(`${base} index`, async () => sitemapIndexXml(base)));
  });

  for (const { code } of LOCALES) {
    app.get(localeSitemapPath(code), async (request, reply) => {
      const settings = seoSettingsFor(app.cms.seo, request.host);
      const base = sitemapBase(app, request.host);
      // Hosts differ in their robots rules as well as their base.
      const key = `${base} ${code} ${JSON.stringify(settings.robotsDisallow)}`;
      const xml = await cached(key, async () => {
        const pages = await sitemapPages({
          db: app.db,
          cms: app.cms,
          catalogue: await app.catalogue.get(),
          locales: LOCALE_CONFIG.locales,
          hostDisallow: settings.robotsDisallow,
          now: new Date(now()),
        });
        return localeSitemapXml(base, code, pages);
      });
      return send(reply, xml);
    });
  }
}

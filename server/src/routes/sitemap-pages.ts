/**
 * The pages a sitemap lists (§2.2): the public routes of core's route table without params,
 * then the pages made from content — content pages `/{slug}` per locale, games, running
 * promotions, tournaments and active jackpots. Each page carries the locales it is indexable
 * in: a robots rule of the host or of the locale's CMS config (the same rules that give the
 * page `noindex, follow`, groups/metadata/page-metadata.ts) leaves that locale out.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { ROUTES, routePath } from '@croupier/core/routing';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.ts';
import type { CmsContent } from '../cms/cms-content.ts';
import type { Db } from '../db/client.ts';
import { campaignOffers, jackpots, tournaments } from '../db/schema/index.ts';
import { matchesPathPattern } from '../groups/metadata/page-metadata.ts';

/** One page: its path without locale prefix, and the locales it is listed in. */
export interface SitemapPage {
  path: string;
  locales: readonly string[];
}

/**
 * Routes of the table that are no page to find in a search engine: a host's frame (the
 * sportsbook), the support chat, and the links of mails.
 */
const NOT_LISTED: ReadonlySet<string> = new Set([
  'betting',
  'support',
  'unsubscribe',
  'confirmation',
  'confirmation-success',
]);

/** The table's public pages without params (no guard, no redirect, a page of its own). */
const STATIC_SITEMAP_ROUTES: readonly string[] = ROUTES.filter(
  (r) =>
    !r.guard &&
    !r.redirect &&
    !r.placeholder &&
    r.layout === 'default' &&
    !/[:*]/.test(r.path) &&
    !NOT_LISTED.has(r.name),
).map((r) => r.name);

/** What the pages are read from. */
export interface SitemapSource {
  db: Db;
  cms: CmsContent;
  catalogue: CatalogueSnapshot;
  /** Every locale of the site, default first. */
  locales: readonly string[];
  /** The host's robots rules (SEO settings `robotsDisallow`). */
  hostDisallow: readonly string[];
  now: Date;
}

/** Every listed page of the site. */
export async function sitemapPages(source: SitemapSource): Promise<SitemapPage[]> {
  const { db, cms, locales, now } = source;
  const disallowIn = new Map(
    locales.map((locale) => [
      locale,
      [...source.hostDisallow, ...(cms.configs.get(locale)?.site?.robots.disallow ?? [])],
    ]),
  );
  const indexable = (path: string, locale: string) =>
    !disallowIn.get(locale)!.some((rule) => matchesPathPattern(rule, path));
  const page = (path: string, offered: readonly string[] = locales): SitemapPage => ({
    path,
    locales: offered.filter((locale) => indexable(path, locale)),
  });

  const [promotions, running, pools] = await Promise.all([
    // Listed offers that are running: the public promotion pages.
    db
      .select({ id: campaignOffers.id })
      .from(campaignOffers)
      .where(
        and(
          eq(campaignOffers.listed, true),
          lte(campaignOffers.startsAt, now),
          or(isNull(campaignOffers.finishedAt), gt(campaignOffers.finishedAt, now)),
        ),
      )
      .orderBy(campaignOffers.id),
    // Tournaments not over yet: a finished one's page stays, but is no longer worth a visit.
    db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(gt(tournaments.endsAt, now))
      .orderBy(tournaments.id),
    db
      .select({ id: jackpots.id })
      .from(jackpots)
      .where(eq(jackpots.isActive, true))
      .orderBy(jackpots.id),
  ]);

  // A content page is listed in the locales that have it.
  const slugs = new Map<string, string[]>();
  for (const locale of locales) {
    for (const slug of cms.pages.get(locale)?.keys() ?? []) {
      slugs.set(slug, [...(slugs.get(slug) ?? []), locale]);
    }
  }

  return [
    ...STATIC_SITEMAP_ROUTES.map((name) => page(routePath(name))),
    ...[...slugs].map(([slug, offered]) => page(routePath('slug', { slug }), offered)),
    ...source.catalogue.games.map((game) =>
      page(routePath('game-sysname', { sysname: game.sysname })),
    ),
    ...promotions.map(({ id }) => page(routePath('promotions-id', { id: String(id) }))),
    ...running.map(({ id }) => page(routePath('tournaments-id', { id: String(id) }))),
    ...pools.map(({ id }) => page(routePath('jackpots-id', { id: String(id) }))),
  ].filter((p) => p.locales.length > 0);
}

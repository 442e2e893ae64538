/**
 * metadata.get: title, description, canonical and language alternates of a page path (§2.2
 * "each page carries language alternate links and a canonical link"; robots rules add
 * noindex). Titles come from the SEO content of the request's locale: a page's own entry,
 * a content page's title, a search-engine template (§2.2: deposit, offers, jackpots, game,
 * tournaments, tournament game hall) filled with the entity's name, else the defaults.
 */
import { eq } from 'drizzle-orm';
import type { cms, metadata } from '@croupier/core/contract';
import type { CmsContent } from '../../cms/cms-content.ts';
import { seoSettingsFor } from '../../cms/seo-settings-for.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../content/locales.ts';
import { methodName } from '../../content/payment-methods.ts';
import type { Db } from '../../db/client.ts';
import {
  campaignOffers,
  games,
  jackpots,
  paymentMethods,
  tournaments,
} from '../../db/schema/index.ts';
import { localized } from '../../campaigns/localized.ts';

/** What a lookup needs. */
interface PageMetadataInput {
  db: Db;
  cms: CmsContent;
  /** The request's host (picks the SEO settings). */
  host: string;
  /** The request's origin, used for links when the host names no canonical host. */
  origin: string;
  locale: string;
  path: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** `*` wildcard patterns (§2.1, robots rules) as a test over a path. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The path without query, hash, trailing slash or a locale prefix. */
function normalisePagePath(raw: string): string {
  let path = raw.split(/[?#]/)[0] || '/';
  const [, first, rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
  if (first && first !== DEFAULT_LOCALE && LOCALES.some((l) => l.code === first))
    path = rest || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}

const humanise = (segment: string) => {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Tables whose rows a template names by their localized title. */
type TitledTable = typeof tournaments | typeof jackpots | typeof campaignOffers;

/** A page with a search-engine URL template (§2.2). */
type TemplatePage = (typeof cms.SEO_TEMPLATE_PAGES)[number];

async function templated(
  db: Db,
  path: string,
  locale: string,
): Promise<{ page: TemplatePage; name: string } | null> {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const [a, b, c, d] = parts;
  if (a === 'game' && b && parts.length === 2) {
    const [row] = await db.select({ name: games.name }).from(games).where(eq(games.sysname, b));
    return { page: 'game', name: row?.name ?? humanise(b) };
  }
  // Tournaments, jackpots and offers by id: the entity's own title in the page's locale; an id
  // that names none keeps `#id`.
  const titled = async (table: TitledTable, id: string) => {
    if (!/^\d{1,9}$/.test(id)) return `#${id}`;
    const [row] = await db
      .select({ title: table.title })
      .from(table)
      .where(eq(table.id, Number(id)));
    return localized(row?.title, locale) || `#${id}`;
  };
  if (a === 'tournaments' && b && c === 'gamehall' && parts.length === 3) {
    return { page: 'tournamentGamehall', name: await titled(tournaments, b) };
  }
  if (a === 'tournaments' && b && parts.length === 2) {
    return { page: 'tournaments', name: await titled(tournaments, b) };
  }
  if (a === 'jackpots' && b && parts.length === 2) {
    return { page: 'jackpots', name: await titled(jackpots, b) };
  }
  if (a === 'offers' && b && parts.length === 2) {
    return { page: 'offers', name: await titled(campaignOffers, b) };
  }
  if (a === 'cashier' && b === 'deposit' && c && d === undefined) {
    const [row] = await db
      .select({ name: paymentMethods.name })
      .from(paymentMethods)
      .where(eq(paymentMethods.sysname, c))
      .limit(1);
    return { page: 'deposit', name: row ? methodName(c, row.name, locale) : humanise(c) };
  }
  return null;
}

/** The metadata of a page. */
export async function pageMetadata(input: PageMetadataInput): Promise<metadata.PageMetadata> {
  const { cms } = input;
  const path = normalisePagePath(input.path);
  const locale = cms.seo.meta[input.locale] ? input.locale : DEFAULT_LOCALE;
  const meta = cms.seo.meta[locale]!;
  const settings = seoSettingsFor(cms.seo, input.host);
  const base = settings.canonicalHost ? `https://${settings.canonicalHost}` : input.origin;

  let title: string;
  let description: string;
  const own = meta.pages[path];
  const slug = /^\/([a-z0-9-]+)$/.exec(path)?.[1];
  const page = slug ? cms.pages.get(locale)?.get(slug) : undefined;
  const template = own || page ? null : await templated(input.db, path, locale);
  const home = meta.pages['/'];
  if (own) {
    title = own.title;
    description = own.description ?? home?.description ?? '';
  } else if (page) {
    title = fill(meta.defaults.title, { title: page.title });
    description = page.description;
  } else if (template && meta.templates[template.page]) {
    const t = meta.templates[template.page]!;
    title = fill(t.title, { name: template.name });
    description = fill(t.description ?? meta.defaults.description ?? '', { name: template.name });
  } else {
    const first = path.split('/').filter(Boolean)[0];
    // A title made from the path is English: in another locale there is none, and the
    // screen's own (translated) title names the tab (issue 17: "Cashier | Croupier" on /ru/).
    const fromPath = first && locale === DEFAULT_LOCALE ? humanise(first) : null;
    title = fromPath
      ? fill(meta.defaults.title, { title: fromPath })
      : first
        ? ''
        : (home?.title ?? '');
    description = meta.defaults.description ?? '';
  }

  const href = (code: string) =>
    `${base}${code === DEFAULT_LOCALE ? '' : `/${code}`}${path === '/' && code !== DEFAULT_LOCALE ? '' : path}`;
  const disallow = [
    ...settings.robotsDisallow,
    ...(cms.configs.get(locale)?.site?.robots.disallow ?? []),
  ];
  return {
    title,
    description,
    canonical: href(locale),
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: l.code, href: href(l.code) })),
      { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
    ],
    noindex: disallow.some((p) => matchesPathPattern(p, path)),
  };
}

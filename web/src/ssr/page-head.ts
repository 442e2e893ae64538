/**
 * The head of a server-rendered page (§2.2): title, description, canonical, language
 * alternates, robots, the manifest, Open Graph and Twitter card tags, JSON-LD
 * (ssr/structured-data.ts), and the preload of the first banner. The tags are those the
 * browser's SEO service manages (`services/seo-head.ts`), marked the same way, so it updates
 * them in place after navigation; the JSON-LD, read by crawlers on a page's first load, stays.
 */
import type { contract } from '@croupier/core';
import { metadata } from '@croupier/core/refs';
import type { Platform } from '../app/platform.ts';
import type { ImagePreload, PageThing, ShareCard } from '../app/ssr-cache.ts';
import { NOINDEX, SEO_SETTINGS_PATH, barePath, seoHead } from '../services/seo-head.ts';
import { escapeHtml } from './escape-html.ts';
import { scriptJson } from '@croupier/core/format';
import { structuredData } from './structured-data.ts';

type PageMetadata = contract.metadata.PageMetadata;
type SeoSettings = contract.cms.SeoSettings;

/** What the head is built from. */
export interface HeadInput {
  platform: Platform;
  pathname: string;
  host: string;
  /** The screen's title ("Title — Site"), if it set one. */
  title: string | null;
  card: ShareCard | null;
  /** What the page shows, for its JSON-LD. */
  thing: PageThing | null;
  /** The page's HTTP status: a system page (404, 403, 503) carries no JSON-LD. */
  status: number;
  preload: readonly ImagePreload[];
}

async function orNull<T>(platform: Platform, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    platform.log(error);
    return null;
  }
}

const tag = (name: string, attrs: Record<string, string | undefined>) =>
  `<${name}${Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value!)}"`))
    .join('')}>`;

/** The head's tags as HTML. */
export async function pageHead(
  input: HeadInput,
  t: (key: string, fallback: string) => string,
): Promise<string> {
  const { platform } = input;
  const { config, current: locale } = platform.stores.locale.state;
  const [meta, settings] = await Promise.all([
    orNull<PageMetadata>(platform, () =>
      platform.api.call(metadata.get, { path: barePath(input.pathname, config) }),
    ),
    orNull<SeoSettings>(platform, () =>
      platform.fetchJson(`${SEO_SETTINGS_PATH}?host=${encodeURIComponent(input.host)}`),
    ),
  ]);
  const site = t('common.appName', 'Croupier');
  const head = seoHead({
    pathname: input.pathname,
    locale,
    config,
    origin: platform.origin,
    meta,
    fallbackTitle: site,
    robotsRules: [
      ...(settings?.robotsDisallow ?? []),
      ...(platform.stores.settings.state.cms?.site?.robots.disallow ?? []),
    ],
    manifestUrl: settings?.manifestUrl ?? null,
  });
  // The same precedence as the browser's title (app/document-title.ts): SEO, screen, site.
  const title = head.titleFromMeta ? head.title : (input.title ?? head.title);
  const absolute = (href: string) => new URL(href, platform.origin).href;
  const card = input.card;
  const description = head.description || card?.description || '';
  const image = card?.image ? absolute(card.image) : undefined;
  const ownTitle = input.title?.endsWith(` — ${site}`)
    ? input.title.slice(0, -` — ${site}`.length)
    : null;
  const structured =
    input.status === 200
      ? structuredData({
          origin: platform.origin,
          path: barePath(input.pathname, config),
          locale,
          config,
          canonical: head.canonical,
          site,
          name: card?.title ?? ownTitle ?? title,
          card,
          thing: input.thing,
          sectionName: (segment) =>
            t(`common.${segment}`, segment.charAt(0).toUpperCase() + segment.slice(1)),
        })
      : [];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    tag('link', { rel: 'canonical', href: head.canonical }),
    ...head.alternates.map((a) =>
      tag('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href, 'data-seo': '' }),
    ),
    head.noindex ? tag('meta', { name: 'robots', content: NOINDEX }) : '',
    tag('meta', { property: 'og:type', content: card ? 'article' : 'website' }),
    tag('meta', { property: 'og:site_name', content: site }),
    tag('meta', { property: 'og:title', content: card?.title ?? title }),
    description ? tag('meta', { property: 'og:description', content: description }) : '',
    tag('meta', { property: 'og:url', content: head.canonical }),
    tag('meta', { property: 'og:locale', content: locale }),
    image ? tag('meta', { property: 'og:image', content: image }) : '',
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: card?.title ?? title }),
    image ? tag('meta', { name: 'twitter:image', content: image }) : '',
    ...structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    ...input.preload.map((image) =>
      tag('link', {
        rel: 'preload',
        as: 'image',
        href: image.href,
        imagesrcset: image.srcset,
        media: image.media,
        fetchpriority: 'high',
      }),
    ),
  ];
  return tags.filter(Boolean).join('');
}

/**
 * Preloads of start-up answers the page leaves to the browser (the locale's messages), as the
 * start-up's own fetch asks for them — with credentials — so the browser takes the preload. They
 * go into the app's start template beside the entry script (not the head): fetched when the
 * app starts, after the page's main content is on screen.
 */
export function fetchPreloads(paths: readonly string[]): string {
  return paths
    .map((href) =>
      tag('link', { rel: 'preload', as: 'fetch', href, crossorigin: 'use-credentials' }),
    )
    .join('');
}

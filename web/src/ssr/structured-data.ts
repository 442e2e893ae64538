/**
 * The JSON-LD of a server-rendered page (schema.org): the operator and the site with its game
 * search on the home page, the trail to every other page, a game as a VideoGame by its studio,
 * a tournament as an online Event with its dates. Only what the page itself shows: a promotion
 * has no dates, so it is no Event. Built on the server from what the screens reported; the
 * browser's code does not grow.
 */
import { localizePath, type LocaleConfig } from '@croupier/core/routing';
import type { PageThing, ShareCard } from '../app/ssr-cache.ts';

type Json = Record<string, unknown>;

/** What the JSON-LD is built from. */
export interface StructuredInput {
  origin: string;
  /** The page's path without locale prefix (`/`, `/game/x`). */
  path: string;
  locale: string;
  config: LocaleConfig;
  /** The canonical address of the page. */
  canonical: string;
  site: string;
  /** The page's own name (its card's, else its title). */
  name: string;
  card: ShareCard | null;
  thing: PageThing | null;
  /** A list page's name in the page's language (`promotions` → "Promotions"). */
  sectionName: (segment: string) => string;
}

const CONTEXT = 'https://schema.org';

/** Where a section's page is: `/game/x` belongs to the game hall. */
const SECTION_PATH: Readonly<Record<string, string>> = { game: '/gamehall' };

/** The JSON-LD objects of the page (none for a page that is not found). */
export function structuredData(input: StructuredInput): Json[] {
  const { origin, locale, config } = input;
  const url = (path: string) => new URL(localizePath(path, locale, config), origin).href;
  const absolute = (href: string) => new URL(href, origin).href;
  const organization: Json = {
    '@type': 'Organization',
    name: input.site,
    url: url('/'),
    logo: absolute('/icons/icon-512.png'),
  };

  if (input.path === '/') {
    return [
      { '@context': CONTEXT, ...organization },
      {
        '@context': CONTEXT,
        '@type': 'WebSite',
        name: input.site,
        url: url('/'),
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${url('/gamehall')}?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ];
  }

  const segments = input.path.split('/').filter(Boolean);
  const trail = [{ name: input.site, item: url('/') }];
  if (segments.length > 1) {
    const section = segments[0]!;
    trail.push({
      name: input.sectionName(section === 'game' ? 'gamehall' : section),
      item: url(SECTION_PATH[section] ?? `/${section}`),
    });
  }
  trail.push({ name: input.name, item: input.canonical });
  const out: Json[] = [
    {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        ...step,
      })),
    },
  ];

  const image = input.card?.image ? absolute(input.card.image) : undefined;
  const thing = input.thing;
  if (thing?.kind === 'game') {
    out.push({
      '@context': CONTEXT,
      '@type': 'VideoGame',
      name: input.name,
      url: input.canonical,
      ...(image && { image }),
      ...(thing.provider && { author: { '@type': 'Organization', name: thing.provider } }),
      gamePlatform: 'Web browser',
      applicationCategory: 'Game',
      inLanguage: locale,
    });
  } else if (thing?.kind === 'event') {
    out.push({
      '@context': CONTEXT,
      '@type': 'Event',
      name: input.name,
      url: input.canonical,
      ...(image && { image }),
      startDate: thing.startDate,
      endDate: thing.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: input.canonical },
      organizer: organization,
    });
  }
  return out;
}

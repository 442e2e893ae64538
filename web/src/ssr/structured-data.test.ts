import { describe, expect, it } from 'vitest';
import { structuredData, type StructuredInput } from './structured-data.ts';

const base: StructuredInput = {
  origin: 'https://casino.test',
  path: '/',
  locale: 'ru',
  config: { defaultLocale: 'en', locales: ['en', 'ru'] },
  canonical: 'https://casino.test/ru',
  site: 'Croupier',
  name: 'Croupier',
  card: null,
  thing: null,
  sectionName: (segment) => `«${segment}»`,
};

describe('structuredData', () => {
  it('home: the operator and the site with its game search, in the page’s locale', () => {
    const [organization, site] = structuredData(base);
    expect(organization).toMatchObject({ '@type': 'Organization', url: 'https://casino.test/ru' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'ru',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://casino.test/ru/gamehall?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('a game: the trail through the game hall, and a VideoGame by its studio', () => {
    const [trail, game] = structuredData({
      ...base,
      path: '/game/book_of_x',
      canonical: 'https://casino.test/ru/game/book_of_x',
      name: 'Book of X',
      card: { title: 'Book of X', image: '/img/x.png' },
      thing: { kind: 'game', provider: 'Studio' },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Croupier', item: 'https://casino.test/ru' },
        { position: 2, name: '«gamehall»', item: 'https://casino.test/ru/gamehall' },
        { position: 3, name: 'Book of X', item: 'https://casino.test/ru/game/book_of_x' },
      ],
    });
    expect(game).toMatchObject({
      '@type': 'VideoGame',
      name: 'Book of X',
      image: 'https://casino.test/img/x.png',
      author: { '@type': 'Organization', name: 'Studio' },
    });
  });

  it('a tournament is an online Event with its dates; a page without any is none', () => {
    const event = structuredData({
      ...base,
      path: '/tournaments/7',
      name: 'Spring race',
      thing: { kind: 'event', startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-08T00:00:00Z' },
    })[1];
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-03-01T00:00:00Z',
      endDate: '2026-03-08T00:00:00Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
    const promotion = structuredData({ ...base, path: '/promotions/3', name: 'Bonus' });
    expect(promotion.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });
});

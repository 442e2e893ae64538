/**
 * The sitemaps (§2.2): an index at /sitemap.xml naming one sitemap per locale, robots.txt
 * pointing at it, each locale's pages at their localized addresses with hreflang alternates,
 * the CMS robots rules honoured, and the cached XML dropped when the catalogue or the content
 * changes.
 */
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, tournaments } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  // A cache that never expires by age here: only invalidation may drop it.
  server = await startTestServer({ seedGames: 6, env: { CATALOGUE_MAX_AGE: '86400' } });
  origin = server.config.publicOrigin.replace(/\/$/, '');
}, 60_000);
afterAll(async () => server?.close());

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The `<url>` entries of a sitemap: each address with its alternates by hreflang. */
function urlsOf(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
    const alternates: Record<string, string> = {};
    for (const [, lang, href] of body!.matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
    ))
      alternates[lang!] = href!;
    urls.set(loc, alternates);
  }
  return urls;
}

describe('sitemaps', () => {
  it('/sitemap.xml is an index of one sitemap per locale, and robots.txt points at it', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(index.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['en', 'ru', 'pt'].map((l) => `${origin}/sitemap-${l}.xml`));
    for (const loc of locs) expect((await get(new URL(loc!).pathname)).status).toBe(200);

    const robots = await get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists the public routes and the content: pages, games, promotions, tournaments, jackpots', async () => {
    const en = urlsOf((await get('/sitemap-en.xml')).text);
    for (const path of ['', '/gamehall', '/providers', '/promotions', '/tournaments', '/jackpots'])
      expect(en.has(`${origin}${path || '/'}`), path).toBe(true);
    expect(en.has(`${origin}/about`)).toBe(true); // a content page
    const [game] = await server.db.select({ sysname: games.sysname }).from(games).limit(1);
    expect(en.has(`${origin}/game/${game!.sysname}`)).toBe(true);
    const locs = [...en.keys()];
    expect(locs.some((l) => /\/promotions\/\d+$/.test(l))).toBe(true);
    expect(locs.some((l) => /\/tournaments\/\d+$/.test(l))).toBe(true);
    expect(locs.some((l) => /\/jackpots\/\d+$/.test(l))).toBe(true);
    // Nothing of a player's own or a guarded route.
    expect(locs.filter((l) => /\/(cashier|profile|bets|forms|unsubscribe)/.test(l))).toEqual([]);
  });

  it('each locale lists its localized addresses with every language as an alternate', async () => {
    const ru = urlsOf((await get('/sitemap-ru.xml')).text);
    expect([...ru.keys()].every((loc) => loc.startsWith(`${origin}/ru`))).toBe(true);
    expect(ru.get(`${origin}/ru/gamehall`)).toEqual({
      en: `${origin}/gamehall`,
      ru: `${origin}/ru/gamehall`,
      pt: `${origin}/pt/gamehall`,
      'x-default': `${origin}/gamehall`,
    });
    expect(ru.get(`${origin}/ru`)).toMatchObject({ en: `${origin}/`, ru: `${origin}/ru` });
  });

  it('leaves out what the CMS robots rules disallow, in that locale only', async () => {
    const before = server.app.cms;
    const ruConfig = before.configs.get('ru')!;
    // A content reload swaps app.cms: the cached sitemaps are built again from the new rules.
    server.app.cms = {
      ...before,
      configs: new Map([
        ...before.configs,
        [
          'ru',
          { ...ruConfig, site: { ...ruConfig.site!, robots: { disallow: ['/promotions*'] } } },
        ],
      ]),
    };
    try {
      const ru = [...urlsOf((await get('/sitemap-ru.xml')).text)];
      expect(ru.filter(([loc]) => loc.includes('/promotions'))).toEqual([]);
      const en = urlsOf((await get('/sitemap-en.xml')).text);
      // In English the page stays, without the Russian address among its alternates.
      expect(en.get(`${origin}/promotions`)).toEqual({
        en: `${origin}/promotions`,
        pt: `${origin}/pt/promotions`,
        'x-default': `${origin}/promotions`,
      });
    } finally {
      server.app.cms = before;
    }
    expect(urlsOf((await get('/sitemap-ru.xml')).text).has(`${origin}/ru/promotions`)).toBe(true);
  });

  it('is cached, and a catalogue change (its NOTIFY) drops the cache', async () => {
    const [game] = await server.db.select({ sysname: games.sysname }).from(games).limit(1);
    const [tournament] = await server.db
      .select({ id: tournaments.id, endsAt: tournaments.endsAt })
      .from(tournaments)
      .where(gt(tournaments.endsAt, new Date()))
      .limit(1);
    const gameAt = `${origin}/game/${game!.sysname}`;
    const tournamentAt = `${origin}/tournaments/${tournament!.id}`;
    let en = urlsOf((await get('/sitemap-en.xml')).text);
    expect(en.has(gameAt) && en.has(tournamentAt)).toBe(true);

    // Tournaments publish no change: until the cache is dropped the sitemap stays as built.
    await server.db
      .update(tournaments)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tournaments.id, tournament!.id));
    expect(urlsOf((await get('/sitemap-en.xml')).text).has(tournamentAt)).toBe(true);

    // A game switched off publishes on the catalogue channel: both changes show. On PostgreSQL
    // the notification arrives on its own connection, after the update has answered: the
    // sitemap is asked again until it is in.
    await server.db.update(games).set({ isActive: false }).where(eq(games.sysname, game!.sysname));
    const enNow = async () => urlsOf((await get('/sitemap-en.xml')).text);
    await expect.poll(async () => (await enNow()).has(gameAt), { timeout: 15_000 }).toBe(false);
    en = await enNow();
    expect(en.has(gameAt)).toBe(false);
    expect(en.has(tournamentAt)).toBe(false);

    await server.db.update(games).set({ isActive: true }).where(eq(games.sysname, game!.sysname));
    await server.db
      .update(tournaments)
      .set({ endsAt: tournament!.endsAt })
      .where(eq(tournaments.id, tournament!.id));
    await expect.poll(async () => (await enNow()).has(gameAt), { timeout: 15_000 }).toBe(true);
  });
});

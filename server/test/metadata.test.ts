/** metadata over real HTTP: page SEO data (get) and the general info (getgeneralinfo). */
import { describe, expect, it } from 'vitest';
import { metadata } from '@croupier/core/contract';
import { eq } from 'drizzle-orm';
import { campaignOffers, jackpots, tournaments, games } from '../src/db/schema/index.ts';
import { rawGet, startTestServer, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 5 });

describe('metadata.getgeneralinfo', () => {
  it('answers every §3 field with the demo operator values', async () => {
    const res = await server.client().get('/api/metadata/getgeneralinfo');
    expect(res.status).toBe(200);
    expect(metadata.generalInfo.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toEqual({
      analytic: { gtm_id: null, ga_measurement_id: null, meta_pixel_id: null },
      available_currencies: ['USD', 'EUR', 'BRL'],
      available_locales: ['en', 'ru', 'pt'],
      default_currency: 'USD',
      is_seon_enabled: false,
      is_bonus_isolation_enabled: true,
      domain_state: 'active',
      domain_type: 'main',
      time_to_force_logout: 1800,
      is_game_history_export_enabled: true,
      user_inactivity_cashier_time: 600,
      user_inactivity_pp_time: 900,
    });
  });

  it('answers time_to_force_logout from FORCE_LOGOUT_SECONDS (0 turns the rule off)', async () => {
    const short = await startTestServer({ seedGames: 1, env: { FORCE_LOGOUT_SECONDS: '15' } });
    const off = await startTestServer({ seedGames: 1, env: { FORCE_LOGOUT_SECONDS: '0' } });
    try {
      const a = await short.client().get('/api/metadata/getgeneralinfo');
      const b = await off.client().get('/api/metadata/getgeneralinfo');
      expect(a.body.data.time_to_force_logout).toBe(15);
      expect(b.body.data.time_to_force_logout).toBeNull();
      expect(metadata.generalInfo.safeParse(b.body.data).success).toBe(true);
    } finally {
      await short.close();
      await off.close();
    }
  });

  it('calls a configured mirror host a mirror', async () => {
    const res = await rawGet(server.url, '/api/metadata/getgeneralinfo?v=1&locale=en', {
      host: 'mirror.croupier.test',
      'x-croupier-client': 'web/test',
    });
    expect(JSON.parse(res.body).data.domain_type).toBe('mirror');
  });
});

describe('metadata.get', () => {
  it('answers the home page with one alternate per locale and x-default', async () => {
    const res = await server.client().get('/api/metadata/get', { path: '/' });
    expect(res.status).toBe(200);
    expect(metadata.pageMetadata.safeParse(res.body.data).success).toBe(true);
    const origin = server.url;
    expect(res.body.data).toEqual({
      title: 'Croupier — online casino and sports betting',
      description: expect.stringContaining('Play slots, live casino'),
      canonical: `${origin}/`,
      alternates: [
        { hreflang: 'en', href: `${origin}/` },
        { hreflang: 'ru', href: `${origin}/ru` },
        { hreflang: 'pt', href: `${origin}/pt` },
        { hreflang: 'x-default', href: `${origin}/` },
      ],
      noindex: false,
    });
  });

  it('translates titles and prefixes the canonical link for a non-default locale', async () => {
    const res = await server.client().get('/api/metadata/get', { path: '/gamehall', locale: 'ru' });
    expect(res.body.data.title).toBe('Игровой зал — слоты, live-казино и быстрые игры | Croupier');
    expect(res.body.data.canonical).toBe(`${server.url}/ru/gamehall`);
  });

  it("fills a game's template with its name from the catalogue", async () => {
    const [game] = await server.db
      .select({ sysname: games.sysname, name: games.name })
      .from(games)
      .limit(1);
    const res = await server
      .client()
      .get('/api/metadata/get', { path: `/game/${game!.sysname}`, locale: 'pt' });
    expect(res.body.data.title).toBe(`Jogue ${game!.name} online | Croupier`);
    expect(res.body.data.alternates[0].href).toBe(`${server.url}/game/${game!.sysname}`);
  });

  it("fills the offers template with the offer's title in the page's locale", async () => {
    const [offer] = await server.db
      .select({ id: campaignOffers.id })
      .from(campaignOffers)
      .where(eq(campaignOffers.slug, 'welcome-deposit'));
    const en = await server.client().get('/api/metadata/get', { path: `/offers/${offer!.id}` });
    expect(en.body.data.title).toBe('Welcome bonus | Offers | Croupier');
    const pt = await server
      .client()
      .get('/api/metadata/get', { path: `/offers/${offer!.id}`, locale: 'pt' });
    expect(pt.body.data.title).toContain('Bônus de boas-vindas');
    const unknown = await server.client().get('/api/metadata/get', { path: '/offers/999999' });
    expect(unknown.body.data.title).toBe('#999999 | Offers | Croupier');
  });

  it('fills the tournament, tournament game hall and jackpot templates with their titles', async () => {
    const [tournament] = await server.db
      .select({ id: tournaments.id, title: tournaments.title })
      .from(tournaments)
      .limit(1);
    const [jackpot] = await server.db
      .select({ id: jackpots.id, title: jackpots.title })
      .from(jackpots)
      .limit(1);
    const title = async (path: string) =>
      (await server.client().get('/api/metadata/get', { path })).body.data.title as string;
    expect(await title(`/tournaments/${tournament!.id}`)).toBe(
      `${tournament!.title.en} tournament | Croupier`,
    );
    expect(await title(`/tournaments/${tournament!.id}/gamehall`)).toBe(
      `Games of the ${tournament!.title.en} tournament | Croupier`,
    );
    expect(await title(`/jackpots/${jackpot!.id}`)).toBe(`${jackpot!.title.en} jackpot | Croupier`);
    expect(await title('/tournaments/999999')).toBe('#999999 tournament | Croupier');
    expect(await title('/jackpots/mega')).toBe('#mega jackpot | Croupier');
  });

  it('uses a content page title, and marks disallowed pages noindex', async () => {
    const about = await server.client().get('/api/metadata/get', { path: '/about' });
    expect(about.body.data.title).toBe('About Croupier | Croupier');
    expect(about.body.data.noindex).toBe(false);
    const cashier = await server
      .client()
      .get('/api/metadata/get', { path: '/cashier/deposit/card' });
    expect(cashier.body.data.title).toBe('Deposit with Bank card | Croupier');
    expect(cashier.body.data.noindex).toBe(true);
  });

  it('names a deposit method in the locale, and leaves a path-made title to the screen outside en', async () => {
    const get = async (path: string, locale: string) =>
      (await server.client().get('/api/metadata/get', { path, locale })).body.data.title;
    expect(await get('/cashier/deposit/card', 'ru')).toContain('Банковская карта');
    expect(await get('/cashier/history', 'en')).toBe('Cashier | Croupier');
    expect(await get('/cashier/history', 'ru')).toBe('');
    expect(await get('/profile/settings', 'pt')).toBe('');
  });

  it('points canonical links of a mirror at the main domain', async () => {
    const res = await rawGet(server.url, '/api/metadata/get?v=1&locale=en&path=%2Fpromotions', {
      host: 'mirror.croupier.test',
      'x-croupier-client': 'web/test',
    });
    expect(JSON.parse(res.body).data.canonical).toBe('https://croupier.test/promotions');
  });

  it('refuses a path that is not absolute', async () => {
    const res = await server.client().get('/api/metadata/get', { path: 'gamehall' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toHaveProperty('path');
  });
});

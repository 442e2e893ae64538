/**
 * banners and popups over real HTTP: banners showing now (finished and future ones never
 * served), paging, fields, locales and the two §9 image sizes rendered by the image proxy;
 * campaign popups per trigger, shown once or again after their period, preview by id,
 * sanitised HTML. The seeded content is campaigns/seed-campaigns.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners, campaignPopups, popupImpressions, users } from '../src/db/schema/index.ts';
import { settleDeposit } from '../src/cashier/index.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 1 });

type BannerJson = {
  id: number;
  finished_at: string | null;
  label?: string;
  value?: string;
  description?: { title: string; position?: string };
  images?: { wide: { x1: string; x2: string }; tall: { x1: string; x2: string } };
  link: string | null;
  banner_type: string;
};

async function bannerPage(client: TestClient, query: Record<string, string> = {}) {
  const res = await client.get('/api/banners/get', query);
  expect(res.status).toBe(200);
  return res.body.data as { items: BannerJson[]; total: number; offset: number; count: number };
}

async function bannerId(slug: string): Promise<number> {
  const [row] = await server.db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.slug, slug));
  return row!.id;
}

describe('banners.get', () => {
  it('serves the banners showing now, newest first, ten by default, with both §9 image sizes', async () => {
    const page = await bannerPage(server.client());
    expect(page).toMatchObject({ offset: 0, count: 10 });
    expect(page.items[0]).toMatchObject({
      id: await bannerId('home-welcome'),
      finished_at: null,
      label: 'Welcome bonus',
      value: '100% up to $100',
      link: '/cashier/deposit',
      banner_type: 'normal',
      description: { title: 'Welcome bonus', position: 'home' },
    });
    const images = page.items[0]!.images!;
    expect(images.wide.x1).toContain('w_735,h_240');
    expect(images.wide.x2).toContain('w_1470,h_480');
    expect(images.tall.x1).toContain('w_360,h_520');
    expect(images.tall.x2).toContain('w_720,h_1040');
    const positions = new Set(page.items.map((b) => b.description?.position));
    expect([...positions].sort()).toEqual(['auth', 'cashier', 'home', 'promotions']);
    // The tournament banner runs for a limited time: its end is shown.
    const tournament = page.items.find((b) => b.link === '/tournaments');
    expect(tournament?.finished_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('never serves a finished banner, nor one that has not started', async () => {
    const client = server.client();
    const seededFinished = await bannerId('gamehall-summer-festival');
    const before = await bannerPage(client, { count: '100' });
    expect(before.items.some((b) => b.id === seededFinished)).toBe(false);

    const base = {
      position: 'home',
      title: { en: 'Test' },
      imageWide: 'media/banners/welcome-wide.svg',
      imageTall: 'media/banners/welcome-tall.svg',
    };
    const now = Date.now();
    const inserted = await server.db
      .insert(banners)
      .values([
        {
          ...base,
          slug: `ended-${randomUUID()}`,
          startsAt: new Date(now - 3_600_000),
          finishedAt: new Date(now - 1000),
        },
        { ...base, slug: `later-${randomUUID()}`, startsAt: new Date(now + 3_600_000) },
        {
          ...base,
          slug: `ending-${randomUUID()}`,
          startsAt: new Date(now - 1000),
          finishedAt: new Date(now + 3_600_000),
        },
      ])
      .returning({ id: banners.id });
    const after = await bannerPage(client, { count: '100' });
    const ids = after.items.map((b) => b.id);
    expect(ids).not.toContain(inserted[0]!.id);
    expect(ids).not.toContain(inserted[1]!.id);
    expect(ids[0]).toBe(inserted[2]!.id);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]!.finished_at).toBe(new Date(now + 3_600_000).toISOString());
    await server.db.delete(banners).where(eq(banners.id, inserted[2]!.id));
  });

  it('pages with offset and count; total counts every banner showing', async () => {
    const client = server.client();
    const all = await bannerPage(client, { count: '100' });
    const first = await bannerPage(client, { count: '3' });
    const second = await bannerPage(client, { count: '3', offset: '3' });
    expect(first.items.map((b) => b.id)).toEqual(all.items.slice(0, 3).map((b) => b.id));
    expect(second.items.map((b) => b.id)).toEqual(all.items.slice(3, 6).map((b) => b.id));
    expect(second).toMatchObject({ offset: 3, count: 3, total: all.total });
    const beyond = await bannerPage(client, { offset: String(all.total) });
    expect(beyond.items).toEqual([]);
    for (const bad of [{ count: '0' }, { offset: '-1' }, { fields: 'nope' }] as Record<
      string,
      string
    >[]) {
      const res = await client.get('/api/banners/get', bad);
      expect(res.status).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
  });

  it('answers only the blocks asked for, in the requested locale', async () => {
    const client = server.client();
    const imagesOnly = await bannerPage(client, { fields: 'images' });
    expect(imagesOnly.items[0]!.images).toBeDefined();
    expect(imagesOnly.items[0]!.description).toBeUndefined();
    const ru = await bannerPage(client, { fields: 'description', locale: 'ru' });
    expect(ru.items[0]!.images).toBeUndefined();
    expect(ru.items[0]).toMatchObject({
      label: 'Приветственный бонус',
      description: { title: 'Приветственный бонус' },
    });
  });

  it("the banner's images render through the image proxy as webp", async () => {
    const page = await bannerPage(server.client());
    const res = await server.client().request('GET', page.items[0]!.images!.tall.x1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const missing = await server
      .client()
      .request('GET', '/img/f_webp,q_95/%2Fmedia%2Fbanners%2Fnope-wide.svg');
    expect(missing.status).not.toBe(200);
  });
});

type PopupJson = {
  id: number;
  title: string;
  html: string;
  trigger: string;
  button: { label: string; url: string } | null;
  image: { x1: string; x2: string } | null;
};

async function popupsFor(client: TestClient, query: Record<string, string> = {}) {
  const res = await client.get('/api/popups/get', query);
  expect(res.status).toBe(200);
  return res.body.data as PopupJson[];
}

async function popupId(slug: string): Promise<number> {
  const [row] = await server.db
    .select({ id: campaignPopups.id })
    .from(campaignPopups)
    .where(eq(campaignPopups.slug, slug));
  return row!.id;
}

describe('popups.get', () => {
  it('guests get the visit popups, every time (they have no impressions)', async () => {
    const guest = server.client();
    const first = await popupsFor(guest);
    expect(first.map((p) => p.id)).toEqual([await popupId('play-responsibly')]);
    expect(first[0]).toMatchObject({
      trigger: 'visit',
      title: 'Play responsibly',
      button: { label: 'Set limits', url: '/profile/responsible-game' },
      image: null,
    });
    expect((await popupsFor(guest)).map((p) => p.id)).toEqual(first.map((p) => p.id));
  });

  it('a new player gets registration, login and visit popups by priority, one per call, once; login ones again after 24 hours', async () => {
    const { uid, client } = await server.player();
    // One popup a visit (issue 19: never three stacked); the rest stay due for later calls.
    const first = await popupsFor(client);
    expect(first.map((p) => p.id)).toEqual([await popupId('welcome-after-registration')]);
    expect(first[0]).toMatchObject({
      trigger: 'registration',
      title: 'Welcome to Croupier!',
      button: { label: 'Deposit now', url: '/cashier/deposit' },
    });
    expect(first[0]!.image?.x1).toContain('w_735,h_240');
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([
      await popupId('tournament-on-login'),
    ]);
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([await popupId('play-responsibly')]);
    expect(await popupsFor(client)).toEqual([]);

    // 25 hours later: only the popup with a 24-hour period is due again.
    await server.db
      .update(popupImpressions)
      .set({ shownAt: sql`${popupImpressions.shownAt} - interval '25 hours'` })
      .where(eq(popupImpressions.userId, uid));
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([
      await popupId('tournament-on-login'),
    ]);
    const [impression] = await server.db
      .select()
      .from(popupImpressions)
      .where(
        and(
          eq(popupImpressions.userId, uid),
          eq(popupImpressions.popupId, await popupId('tournament-on-login')),
        ),
      );
    expect(impression?.timesShown).toBe(2);
  });

  it('a player past the first week gets no registration popup', async () => {
    const { uid, client } = await server.player();
    await server.db
      .update(users)
      .set({ regTime: sql`now() - interval '30 days'` })
      .where(eq(users.id, uid));
    const ids = (await popupsFor(client)).map((p) => p.id);
    expect(ids).toEqual([await popupId('tournament-on-login')]);
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([await popupId('play-responsibly')]);
    expect(await popupsFor(client)).toEqual([]);
  });

  it('the deposit popup is due after each successful deposit, once per deposit', async () => {
    const { client } = await server.player({ confirmed: true });
    const depositPopup = await popupId('reload-after-deposit');
    // The popups due before any deposit, one per call: none of them the deposit one.
    for (let shown = await popupsFor(client); shown.length > 0; shown = await popupsFor(client))
      expect(shown.map((p) => p.id)).not.toContain(depositPopup);
    const settled = async () => {
      const settings = await client.get('/api/cashier/getdepositsettings');
      const card = (settings.body.data.methods as { sysname: string; id: number }[]).find(
        (m) => m.sysname === 'card',
      )!;
      const res = await client.request('POST', '/api/cashier/makedeposit', {
        query: { v: '1', locale: 'en' },
        form: {
          method: 'card',
          methodId: String(card.id),
          amount: '20',
          requisites: JSON.stringify({
            card_number: '4111111111111111',
            card_holder: 'Alex Morgan',
          }),
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      await settleDeposit(server.db, res.body.data.transaction_id, 'success');
    };
    await settled();
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([depositPopup]);
    expect(await popupsFor(client)).toEqual([]);
    await settled();
    expect((await popupsFor(client)).map((p) => p.id)).toEqual([depositPopup]);
  });

  it('preview by id answers that popup whatever its trigger and records nothing; an unknown id answers none', async () => {
    const welcome = await popupId('welcome-after-registration');
    const preview = await popupsFor(server.client(), { id: String(welcome), locale: 'pt' });
    expect(preview).toEqual([
      expect.objectContaining({
        id: welcome,
        trigger: 'registration',
        title: 'Bem-vindo ao Croupier!',
      }),
    ]);
    const { client } = await server.player();
    await popupsFor(client, { id: String(welcome) });
    expect((await popupsFor(client)).map((p) => p.id)).toContain(welcome);
    expect(await popupsFor(server.client(), { id: '999999' })).toEqual([]);
    const bad = await server.client().get('/api/popups/get', { id: 'abc' });
    expect(bad.status).toBe(422);
  });

  it('serves sanitised HTML: no scripts, handlers or frames', async () => {
    const [row] = await server.db
      .insert(campaignPopups)
      .values({
        slug: `unsafe-${randomUUID()}`,
        trigger: 'visit',
        title: { en: 'Unsafe' },
        html: {
          en: '<p onclick="steal()">Hi <strong>there</strong></p><script>steal()</script><iframe src="https://evil.test"></iframe><a href="javascript:steal()">x</a>',
        },
        finishedAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: campaignPopups.id });
    const [popup] = await popupsFor(server.client(), { id: String(row!.id) });
    expect(popup!.html).toContain('<strong>there</strong>');
    expect(popup!.html).not.toMatch(/script|onclick|iframe|javascript:/i);
    await server.db.delete(campaignPopups).where(eq(campaignPopups.id, row!.id));
  });
});

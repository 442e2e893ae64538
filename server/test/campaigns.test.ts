/**
 * campaigns over real HTTP: getoffers (guests and players, user_satisfies_params, unlisted
 * offers unlocked by code, fields and paging), checkPromocode, activateOffer with every §8 promo
 * code error, takepromotions, deposit offers granted once when the deposit settles, and
 * registration with a promo code under the same rules. Amounts are the seeded ones
 * (campaigns/README.md).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  campaignOffers,
  freespinPacks,
  offerGrants,
  playerBonuses,
  promoCodeRedemptions,
  promoCodes,
  users,
} from '../src/db/schema/index.ts';
import { settleDeposit } from '../src/cashier/index.ts';
import { type TestClient, type TestResponse, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 40 });

/** How many players redeemed `code` (as stored, in capitals). */
async function redemptionCount(code: string): Promise<number> {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodeRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.codeId))
    .where(eq(promoCodes.code, code));
  return row?.n ?? 0;
}

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

async function offerId(slug: string): Promise<number> {
  const [row] = await server.db
    .select({ id: campaignOffers.id })
    .from(campaignOffers)
    .where(eq(campaignOffers.slug, slug));
  if (!row) throw new Error(`no offer ${slug}`);
  return row.id;
}

async function player(currency = 'USD') {
  return server.player({ currency, confirmed: true });
}

async function bonusesOf(userId: number) {
  return server.db
    .select({
      type: playerBonuses.type,
      amountMinor: playerBonuses.amountMinor,
      wagerMultiplier: playerBonuses.wagerMultiplier,
      reference: playerBonuses.reference,
    })
    .from(playerBonuses)
    .where(eq(playerBonuses.userId, userId));
}

async function packsOf(userId: number) {
  return server.db
    .select({ count: freespinPacks.totalCount, betMinor: freespinPacks.betMinor })
    .from(freespinPacks)
    .where(eq(freespinPacks.userId, userId));
}

type OfferJson = {
  id: number;
  trigger?: {
    action: string;
    params: { exclude_methods: string[]; min_amount?: string };
    user_satisfies_params: boolean;
  };
  description?: { title: string; text?: string; image?: { x1: string; x2: string } };
  promotions?: Record<string, unknown>[];
};

async function offers(client: TestClient, query: Record<string, string> = {}) {
  const res = await client.get('/api/campaigns/getoffers', { offset: '0', ...query });
  expect(res.status).toBe(200);
  return res.body.data.items as OfferJson[];
}

function activate(client: TestClient, code: string, key: string = randomUUID()) {
  return client.request('POST', '/api/campaigns/activateOffer', {
    query: { v: '1', locale: 'en' },
    form: { promo_code: code },
    headers: { 'idempotency-key': key },
  });
}

function take(client: TestClient, id: number, key: string = randomUUID()) {
  return client.request('POST', '/api/campaigns/takepromotions', {
    query: { v: '1', locale: 'en' },
    form: { offer_id: String(id) },
    headers: { 'idempotency-key': key },
  });
}

async function deposit(
  client: TestClient,
  amount: string,
  options: { method?: 'card' | 'bank_transfer'; offer?: number } = {},
): Promise<string> {
  const method = options.method ?? 'card';
  const settings = await client.get('/api/cashier/getdepositsettings');
  const m = (settings.body.data.methods as { sysname: string; id: number }[]).find(
    (x) => x.sysname === method,
  )!;
  const res = await client.request('POST', '/api/cashier/makedeposit', {
    query: { v: '1', locale: 'en' },
    form: {
      method,
      methodId: String(m.id),
      amount,
      ...(method === 'card' ? { requisites: JSON.stringify(CARD) } : {}),
      campaign_offer_id: String(options.offer ?? -1),
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(200);
  return res.body.data.transaction_id as string;
}

async function settledDeposit(client: TestClient, amount: string, options = {}) {
  const tx = await deposit(client, amount, options);
  expect(await settleDeposit(server.db, tx, 'success')).toBe('success');
  return tx;
}

function expectPromoError(res: TestResponse, code: string) {
  expect(res.status).toBe(422);
  expect(res.body.data.type).toBe('InvalidParameterException');
  expect(res.body.data.error_data).toEqual({ promo_code: [code] });
  expect(typeof res.body.data.invalid_parameters.promo_code).toBe('string');
}

describe('campaigns.getoffers', () => {
  it('shows guests the listed running offers, none satisfied, with triggers and rewards in USD', async () => {
    const items = await offers(server.client());
    const slugs = await Promise.all(
      [
        'welcome-deposit',
        'reload-deposit',
        'sports-deposit',
        'new-player-gift',
        'welcome50-spins',
        'spring-bonus',
      ].map(offerId),
    );
    expect(items.map((o) => o.id)).toEqual(slugs);
    expect(items.every((o) => o.trigger?.user_satisfies_params === false)).toBe(true);
    const welcome = items[0]!;
    expect(welcome.trigger).toEqual({
      action: 'deposit',
      params: { exclude_methods: ['bank_transfer'], min_amount: '10' },
      user_satisfies_params: false,
    });
    expect(welcome.description?.title).toBe('Welcome bonus');
    expect(welcome.description?.image?.x1).toContain('w_735,h_240');
    expect(welcome.promotions?.[0]).toEqual({
      type: 'bonus',
      bonus_type: 'casino',
      amount: null,
      percent: 100,
      max_amount: { amount: '100', currency: 'USD' },
      wager_multiplier: 35,
    });
    expect(welcome.promotions?.[1]).toMatchObject({
      type: 'freespins',
      count: 50,
      bet: { amount: '0.2', currency: 'USD' },
    });
    // Unlisted offers (behind codes) are hidden from guests.
    const hidden = await Promise.all(['winter-bonus', 'vip-gold', 'code-reload'].map(offerId));
    expect(items.some((o) => hidden.includes(o.id))).toBe(false);
  });

  it('answers only the blocks asked for in fields, and pages with offset and count', async () => {
    const client = server.client();
    const all = await offers(client);
    const described = await offers(client, { fields: 'description' });
    expect(Object.keys(described[0]!).sort()).toEqual(['description', 'id']);
    const page = await offers(client, { offset: '2', count: '2' });
    expect(page.map((o) => o.id)).toEqual(all.slice(2, 4).map((o) => o.id));
    const bad = await client.get('/api/campaigns/getoffers', { fields: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.invalid_parameters)[0]).toMatch(/^fields/);
  });

  it('computes user_satisfies_params per player: a new player gets the welcome offer, not the reload one', async () => {
    const { client } = await player();
    const items = await offers(client);
    const byId = new Map(items.map((o) => [o.id, o.trigger?.user_satisfies_params]));
    expect(byId.get(await offerId('welcome-deposit'))).toBe(true);
    expect(byId.get(await offerId('reload-deposit'))).toBe(false);
    expect(byId.get(await offerId('new-player-gift'))).toBe(true);
  });

  it('after a first deposit the welcome offer is no longer satisfied and the reload one is', async () => {
    const { client } = await player();
    await settledDeposit(client, '20');
    const byId = new Map(
      (await offers(client)).map((o) => [o.id, o.trigger?.user_satisfies_params]),
    );
    expect(byId.get(await offerId('welcome-deposit'))).toBe(false);
    expect(byId.get(await offerId('reload-deposit'))).toBe(true);
  });

  it("shows a player's own currency in the rewards", async () => {
    const { client } = await player('BRL');
    const welcome = (await offers(client))[0]!;
    expect(welcome.trigger?.params.min_amount).toBe('50');
    expect(welcome.promotions?.[0]).toMatchObject({
      max_amount: { amount: '500', currency: 'BRL' },
    });
  });
});

describe('campaigns.checkPromocode', () => {
  it('answers 1 for a valid code (trimmed, any case) and 0 for an unknown, expired or unavailable one', async () => {
    const guest = server.client();
    const check = async (code: string, c: TestClient = guest) =>
      (await c.post('/api/campaigns/checkPromocode', { promo_code: code })).body.data;
    expect(await check('SPRING25')).toBe(1);
    expect(await check('  spring25 ')).toBe(1);
    expect(await check('NO-SUCH-CODE')).toBe(0);
    expect(await check('WINTER24')).toBe(0);
    expect(await check('SUMMER-LATE')).toBe(0);
    // RELOAD50 is for players who deposited before: never for someone registering.
    expect(await check('RELOAD50')).toBe(0);
    const { client } = await player();
    await settledDeposit(client, '20');
    expect(await check('RELOAD50', client)).toBe(1);
  });

  it('refuses an empty code as an invalid parameter', async () => {
    const res = await server.client().post('/api/campaigns/checkPromocode', { promo_code: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toHaveProperty('promo_code');
  });
});

describe('campaigns.activateOffer', () => {
  it('redeems SPRING25 once: the $25 bonus is granted, a second use is ALREADY_USED and grants nothing', async () => {
    const { uid, client } = await player();
    const res = await activate(client, ' spring25 ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: await offerId('spring-bonus'),
      trigger: { action: 'promo_code', user_satisfies_params: false },
      description: { title: 'Spring bonus' },
      promotions: [{ type: 'bonus', amount: { amount: '25', currency: 'USD' } }],
    });
    expect(await bonusesOf(uid)).toEqual([
      expect.objectContaining({ type: 'casino', amountMinor: 2500n, wagerMultiplier: 30 }),
    ]);
    expectPromoError(await activate(client, 'SPRING25'), 'ALREADY_USED');
    expect(await bonusesOf(uid)).toHaveLength(1);
  });

  it('a replay with the same Idempotency-Key answers the first result and grants once', async () => {
    const { uid, client } = await player();
    const key = randomUUID();
    const first = await activate(client, 'SPRING25', key);
    const again = await activate(client, 'SPRING25', key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await bonusesOf(uid)).toHaveLength(1);
  });

  it('INVALID for an unknown code', async () => {
    const { client } = await player();
    expectPromoError(await activate(client, 'NO-SUCH-CODE'), 'INVALID');
  });

  it('EXPIRED for a code past its end', async () => {
    const { uid, client } = await player();
    expectPromoError(await activate(client, 'WINTER24'), 'EXPIRED');
    expect(await bonusesOf(uid)).toEqual([]);
  });

  it('NOT_AVAILABLE for a code not started yet, or one the player is not eligible for', async () => {
    const { client } = await player();
    expectPromoError(await activate(client, 'SUMMER-LATE'), 'NOT_AVAILABLE');
    expectPromoError(await activate(client, 'RELOAD50'), 'NOT_AVAILABLE');
  });

  it('a single-use code works for the first player only', async () => {
    const a = await player();
    const b = await player();
    expect((await activate(a.client, 'VIP-GOLD-7Q2X')).status).toBe(200);
    expectPromoError(await activate(b.client, 'VIP-GOLD-7Q2X'), 'NOT_AVAILABLE');
    expect(await redemptionCount('VIP-GOLD-7Q2X')).toBe(1);
    expect(await bonusesOf(a.uid)).toEqual([expect.objectContaining({ amountMinor: 5000n })]);
    expect(await bonusesOf(b.uid)).toEqual([]);
  });

  it('two concurrent activations of one code by one player grant once', async () => {
    const { uid, client } = await player();
    const [x, y] = await Promise.all([activate(client, 'SPRING25'), activate(client, 'SPRING25')]);
    expect([x.status, y.status].sort()).toEqual([200, 422]);
    expect(await bonusesOf(uid)).toHaveLength(1);
  });

  it('needs a signed-in player and an Idempotency-Key', async () => {
    const guest = await activate(server.client(), 'SPRING25');
    expect(guest.status).toBe(401);
    expect(guest.body.data.type).toBe('AuthorizationException');
    const { client } = await player();
    const noKey = await client.post('/api/campaigns/activateOffer', { promo_code: 'SPRING25' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.type).toBe('InvalidRequestException');
  });
});

describe('deposit offers', () => {
  it('the welcome offer pays 100% of the first deposit plus 50 free spins when it settles, once', async () => {
    const { uid, client } = await player();
    const tx = await deposit(client, '40', { offer: await offerId('welcome-deposit') });
    expect(await bonusesOf(uid)).toEqual([]);
    expect(await settleDeposit(server.db, tx, 'success')).toBe('success');
    expect(await settleDeposit(server.db, tx, 'success')).toBe('success');
    expect(await bonusesOf(uid)).toEqual([
      expect.objectContaining({ type: 'casino', amountMinor: 4000n, wagerMultiplier: 35 }),
    ]);
    expect(await packsOf(uid)).toEqual([{ count: 50, betMinor: 20n }]);
    const grants = await server.db.select().from(offerGrants).where(eq(offerGrants.userId, uid));
    expect(grants.map((g) => g.reference)).toEqual([`deposit:${tx}`]);
    // Taken once: the offer is no longer satisfied, and a second deposit with it pays nothing.
    const byId = new Map(
      (await offers(client)).map((o) => [o.id, o.trigger?.user_satisfies_params]),
    );
    expect(byId.get(await offerId('welcome-deposit'))).toBe(false);
    await settledDeposit(client, '40', { offer: await offerId('welcome-deposit') });
    expect(await bonusesOf(uid)).toHaveLength(1);
  });

  it('caps a percent bonus at its maximum', async () => {
    const { uid, client } = await player();
    await settledDeposit(client, '300', { offer: await offerId('welcome-deposit') });
    expect((await bonusesOf(uid))[0]?.amountMinor).toBe(10000n);
  });

  it('pays nothing for an excluded method, a deposit under the minimum, a failed deposit or an offer the player does not satisfy', async () => {
    const { uid, client } = await player();
    await settledDeposit(client, '100', {
      method: 'bank_transfer',
      offer: await offerId('welcome-deposit'),
    });
    expect(await bonusesOf(uid)).toEqual([]);

    const other = await player();
    const failed = await deposit(other.client, '40', { offer: await offerId('welcome-deposit') });
    await settleDeposit(server.db, failed, 'fail');
    // The reload offer is for players who deposited before: not on a first deposit.
    await settledDeposit(other.client, '40', { offer: await offerId('reload-deposit') });
    expect(await bonusesOf(other.uid)).toEqual([]);

    const small = await player('BRL');
    await settledDeposit(small.client, '50', { offer: await offerId('reload-deposit') });
    await settledDeposit(small.client, '60', { offer: await offerId('reload-deposit') });
    // The first deposit is not a reload; the second (60 BRL) is under the 100 BRL minimum.
    expect(await bonusesOf(small.uid)).toEqual([]);
  });

  it('the reload offer pays 50% on every later deposit', async () => {
    const { uid, client } = await player();
    await settledDeposit(client, '20');
    await settledDeposit(client, '100', { offer: await offerId('reload-deposit') });
    await settledDeposit(client, '60', { offer: await offerId('reload-deposit') });
    expect((await bonusesOf(uid)).map((b) => b.amountMinor).sort()).toEqual([3000n, 5000n]);
  });

  it('RELOAD50 unlocks a hidden deposit offer for a returning player, paid with the next deposit', async () => {
    const { uid, client } = await player();
    const codeOffer = await offerId('code-reload');
    await settledDeposit(client, '20');
    expect((await offers(client)).some((o) => o.id === codeOffer)).toBe(false);
    // Chosen before the code unlocked it: nothing.
    await settledDeposit(client, '100', { offer: codeOffer });
    expect(await bonusesOf(uid)).toEqual([]);

    const res = await activate(client, 'RELOAD50');
    expect(res.status).toBe(200);
    expect(res.body.data.trigger).toMatchObject({ action: 'deposit', user_satisfies_params: true });
    expect(await bonusesOf(uid)).toEqual([]);
    const listed = (await offers(client)).find((o) => o.id === codeOffer);
    expect(listed?.trigger?.user_satisfies_params).toBe(true);
    await settledDeposit(client, '400', { offer: codeOffer });
    expect(await bonusesOf(uid)).toEqual([
      expect.objectContaining({ amountMinor: 15000n, wagerMultiplier: 25 }),
    ]);
  });

  it('the sports offer grants a betting bonus', async () => {
    const { uid, client } = await player();
    await settledDeposit(client, '100', { offer: await offerId('sports-deposit') });
    expect(await bonusesOf(uid)).toEqual([
      expect.objectContaining({ type: 'betting', amountMinor: 2500n, wagerMultiplier: 5 }),
    ]);
  });
});

describe('campaigns.takepromotions', () => {
  it('a new player takes the new player gift once: $5 bonus, then ALREADY_USED', async () => {
    const { uid, client } = await player();
    const gift = await offerId('new-player-gift');
    const res = await take(client, gift);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 1 });
    expect(await bonusesOf(uid)).toEqual([
      expect.objectContaining({ type: 'casino', amountMinor: 500n, wagerMultiplier: 20 }),
    ]);
    const again = await take(client, gift);
    expect(again.status).toBe(422);
    expect(again.body.data.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    expect(await bonusesOf(uid)).toHaveLength(1);
  });

  it('refuses an unknown offer, a deposit offer, a code offer without its code and a player past the first week', async () => {
    const { uid, client } = await player();
    const codeOf = async (id: number) => (await take(client, id)).body.data.error_data?.offer_id;
    expect(await codeOf(999_999)).toEqual(['INVALID']);
    expect(await codeOf(await offerId('welcome-deposit'))).toEqual(['NOT_AVAILABLE']);
    expect(await codeOf(await offerId('spring-bonus'))).toEqual(['NOT_AVAILABLE']);
    const old = await player();
    await server.db
      .update(users)
      .set({ regTime: sql`now() - interval '30 days'` })
      .where(eq(users.id, old.uid));
    const res = await take(old.client, await offerId('new-player-gift'));
    expect(res.body.data.error_data).toEqual({ offer_id: ['NOT_AVAILABLE'] });
    expect(await bonusesOf(uid)).toEqual([]);
    expect(await bonusesOf(old.uid)).toEqual([]);
  });

  it('EXPIRED for a finished offer; guests are refused', async () => {
    const [ended] = await server.db
      .insert(campaignOffers)
      .values({
        slug: `ended-${randomUUID()}`,
        action: 'registration',
        title: { en: 'Ended gift' },
        promotions: [
          { type: 'bonus', bonusType: 'casino', amount: { USD: '1' }, wagerMultiplier: 1 },
        ],
        startsAt: new Date(Date.now() - 10 * 86_400_000),
        finishedAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: campaignOffers.id });
    const { client } = await player();
    expect((await take(client, ended!.id)).body.data.error_data).toEqual({ offer_id: ['EXPIRED'] });
    // A finished offer is not listed either.
    expect((await offers(client)).some((o) => o.id === ended!.id)).toBe(false);
    const guest = await take(server.client(), ended!.id);
    expect(guest.status).toBe(401);
  });
});

describe('auth.register with a promo code', () => {
  const register = (fields: Record<string, string>) =>
    server.client().post('/api/auth/register', {
      terms: '1',
      password: 'secret12',
      email: `promo.${randomUUID().slice(0, 8)}@croupier.test`,
      ...fields,
    });

  it('redeems a valid code for the new player: WELCOME50 grants its 50 free spins', async () => {
    const res = await register({ promo_code: ' welcome50 ' });
    expect(res.status).toBe(200);
    const uid = res.body.data.uid as number;
    expect(await packsOf(uid)).toEqual([{ count: 50, betMinor: 20n }]);
    const redemptions = await server.db
      .select()
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.userId, uid));
    expect(redemptions).toHaveLength(1);
  });

  it('refuses an unusable code on the promo_code field with error_data.promo_code, creating nobody', async () => {
    for (const [code, problem] of [
      ['NO-SUCH-CODE', 'INVALID'],
      ['WINTER24', 'EXPIRED'],
      ['RELOAD50', 'NOT_AVAILABLE'],
    ] as const) {
      const email = `refused.${randomUUID().slice(0, 8)}@croupier.test`;
      const res = await register({ email, promo_code: code });
      expectPromoError(res, problem);
      const rows = await server.db.select().from(users).where(eq(users.login, email));
      expect(rows).toEqual([]);
    }
  });

  it('the bonus references of a registration are the offer grant ones', async () => {
    const res = await register({ promo_code: 'SPRING25' });
    const uid = res.body.data.uid as number;
    const rows = await server.db
      .select({ reference: playerBonuses.reference })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, uid), like(playerBonuses.reference, 'offer:%')));
    expect(rows).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import * as banners from './banners.ts';
import * as BettingBonuses from './betting-bonuses.ts';
import * as bonuses from './bonuses.ts';
import * as campaigns from './campaigns.ts';
import * as cashbacks from './cashbacks.ts';
import type { MethodDef } from './define.ts';
import { errorEnvelope } from './envelope.ts';
import * as freespins from './freespins.ts';
import * as Jackpots from './jackpots.ts';
import * as leaderboard from './leaderboard.ts';
import * as loyalty from './loyalty.ts';
import * as popups from './popups.ts';
import * as tournaments from './tournaments.ts';

type Expected = [
  name: string,
  verb: 'GET' | 'POST',
  access: MethodDef['access'],
  idempotent: boolean,
];

/** Spec §7 rows of part 2, with who may call each method and which ones move money. */
const TABLE: Record<string, { mod: Record<string, unknown>; methods: Expected[] }> = {
  banners: { mod: banners, methods: [['get', 'GET', 'any', false]] },
  BettingBonuses: {
    mod: BettingBonuses,
    methods: [
      ['activate', 'POST', 'user', true],
      ['remove', 'POST', 'user', true],
      ['get', 'GET', 'user', false],
    ],
  },
  bonuses: {
    mod: bonuses,
    methods: [
      ['activate', 'POST', 'user', true],
      ['deactivate', 'POST', 'user', true],
      ['remove', 'POST', 'user', true],
      ['get', 'GET', 'user', false],
    ],
  },
  campaigns: {
    mod: campaigns,
    methods: [
      ['activateOffer', 'POST', 'user', true],
      ['checkPromocode', 'POST', 'any', false],
      ['takepromotions', 'POST', 'user', true],
      ['getoffers', 'GET', 'any', false],
    ],
  },
  cashbacks: {
    mod: cashbacks,
    methods: [
      ['get', 'GET', 'user', false],
      ['payout', 'POST', 'user', true],
      ['remove', 'POST', 'user', false],
    ],
  },
  freespins: { mod: freespins, methods: [['get', 'GET', 'user', false]] },
  Jackpots: {
    mod: Jackpots,
    methods: [
      ['get', 'GET', 'any', false],
      ['getWinners', 'GET', 'any', false],
    ],
  },
  leaderboard: {
    mod: leaderboard,
    methods: [
      ['get', 'GET', 'any', false],
      ['live', 'GET', 'any', false],
      ['top', 'GET', 'any', false],
    ],
  },
  loyalty: {
    mod: loyalty,
    methods: [
      ['buyproduct', 'POST', 'user', true],
      ['setcharacter', 'POST', 'user', false],
      ['getcharacters', 'GET', 'any', false],
      ['getinfo', 'GET', 'user', false],
      ['getnotifications', 'GET', 'user', false],
      ['getproducts', 'GET', 'any', false],
      ['getPrograms', 'GET', 'any', false],
      ['getProgram', 'GET', 'any', false],
    ],
  },
  popups: { mod: popups, methods: [['get', 'GET', 'any', false]] },
  tournaments: {
    mod: tournaments,
    methods: [
      ['get', 'GET', 'any', false],
      ['participate', 'POST', 'user', false],
    ],
  },
};

const cases = Object.entries(TABLE).flatMap(([group, { mod, methods }]) =>
  methods.map(([name, verb, access, idempotent]) => ({
    group,
    mod,
    name,
    verb,
    access,
    idempotent,
  })),
);

const isMethod = (v: unknown): v is MethodDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'verb' in v;

describe('part 2 of the contract declares the §7 methods', () => {
  it.each(cases)(
    '$group.$name is $verb /api/$group/$name ($access)',
    ({ group, mod, name, verb, access, idempotent }) => {
      expect(mod[name]).toMatchObject({
        group,
        name,
        verb,
        path: `/api/${group}/${name}`,
        access,
        idempotent,
      });
      expect((mod[name] as MethodDef).doc.length).toBeGreaterThan(0);
    },
  );

  it.each(Object.entries(TABLE))('%s declares no method outside §7', (group, { mod, methods }) => {
    const declared = Object.values(mod)
      .filter(isMethod)
      .map((m) => `${m.group}.${m.name}`)
      .sort();
    expect(declared).toEqual(methods.map(([name]) => `${group}.${name}`).sort());
  });
});

describe('params parse from their wire form', () => {
  it('banners.get: count defaults to 10 (§9), fields is a comma list', () => {
    expect(banners.get.params.parse({})).toEqual({ offset: 0, count: 10 });
    expect(
      banners.get.params.parse({ offset: '10', count: '5', fields: 'description,images' }),
    ).toEqual({ offset: 10, count: 5, fields: ['description', 'images'] });
    expect(banners.get.params.safeParse({ count: '0' }).success).toBe(false);
    expect(banners.get.params.safeParse({ offset: '-1' }).success).toBe(false);
    expect(banners.get.params.safeParse({ fields: 'description,colour' }).success).toBe(false);
  });

  it('bonus ids are integers', () => {
    expect(bonuses.activate.params.parse({ bonus_id: '12' })).toEqual({ bonus_id: 12 });
    expect(BettingBonuses.remove.params.parse({ bonus_id: 3 })).toEqual({ bonus_id: 3 });
    expect(bonuses.remove.params.safeParse({ bonus_id: '1.5' }).success).toBe(false);
    expect(bonuses.deactivate.params.safeParse({}).success).toBe(false);
    expect(bonuses.get.params.parse({ statuses: 'active,wagering' })).toEqual({
      statuses: ['active', 'wagering'],
    });
    expect(bonuses.get.params.safeParse({ type: 'poker' }).success).toBe(false);
  });

  it('campaigns: promo codes are trimmed and must not be empty (§5)', () => {
    expect(
      campaigns.activateOffer.params.parse({
        promo_code: '  WELCOME  ',
        fields: 'trigger,description,promotions',
      }),
    ).toEqual({ promo_code: 'WELCOME', fields: ['trigger', 'description', 'promotions'] });
    expect(campaigns.checkPromocode.params.safeParse({ promo_code: '   ' }).success).toBe(false);
    expect(campaigns.takepromotions.params.parse({ offer_id: '9' })).toEqual({ offer_id: 9 });
    expect(campaigns.getoffers.params.parse({ offset: '0', fields: 'trigger' })).toEqual({
      offset: 0,
      fields: ['trigger'],
    });
  });

  it('cashbacks.get: the popup query (§4) parses; unknown statuses and orders do not', () => {
    expect(
      cashbacks.get.params.parse({
        count: '1',
        sort: 'period_end',
        order: 'desc',
        statuses: 'paid_out,active',
        fields: 'description',
      }),
    ).toEqual({
      offset: 0,
      count: 1,
      sort: 'period_end',
      order: 'desc',
      statuses: ['paid_out', 'active'],
      fields: ['description'],
    });
    expect(cashbacks.get.params.parse({})).toMatchObject({ sort: 'period_end', order: 'desc' });
    expect(cashbacks.get.params.safeParse({ order: 'up' }).success).toBe(false);
    expect(cashbacks.get.params.safeParse({ statuses: 'active,pending' }).success).toBe(false);
    expect(cashbacks.payout.params.parse({ id: '4' })).toEqual({ id: 4 });
  });

  it('freespins.get: fields description, status active, count 99 (§7, §9)', () => {
    expect(
      freespins.get.params.parse({ fields: 'description', status: 'active', count: '99' }),
    ).toEqual({ offset: 0, fields: ['description'], status: 'active', count: 99 });
    expect(freespins.get.params.parse({}).count).toBe(freespins.FREESPINS_COUNT);
    expect(freespins.get.params.safeParse({ status: 'paused' }).success).toBe(false);
    expect(freespins.get.params.safeParse({ count: '301' }).success).toBe(false);
  });

  it('Jackpots: ids are an integer list', () => {
    expect(Jackpots.get.params.parse({ ids: '1,2' })).toEqual({ ids: [1, 2] });
    expect(Jackpots.get.params.safeParse({ ids: '1,two' }).success).toBe(false);
    expect(Jackpots.getWinners.params.parse({ jackpot_id: '3' })).toEqual({
      jackpot_id: 3,
      offset: 0,
      count: 20,
    });
  });

  it('leaderboard: a board is a tournament or a period, not both', () => {
    expect(leaderboard.get.params.parse({ tournament_id: '5', count: '50' })).toEqual({
      tournament_id: 5,
      offset: 0,
      count: 50,
    });
    expect(leaderboard.live.params.parse({ period: 'day' })).toEqual({ period: 'day', count: 10 });
    expect(leaderboard.get.params.safeParse({ tournament_id: '5', period: 'week' }).success).toBe(
      false,
    );
    expect(leaderboard.top.params.parse({})).toEqual({ period: 'week', count: 10 });
    expect(leaderboard.top.params.safeParse({ period: 'year' }).success).toBe(false);
  });

  it('loyalty: getPrograms with limit 2, getProgram by sysname, ids for writes', () => {
    expect(loyalty.getPrograms.params.parse({ limit: '2', offset: '0' })).toEqual({
      limit: 2,
      offset: 0,
    });
    expect(loyalty.getcharacters.params.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(loyalty.getProgram.params.parse({ sysname: 'vip-club' })).toEqual({
      sysname: 'vip-club',
    });
    expect(loyalty.getProgram.params.safeParse({ sysname: '../admin' }).success).toBe(false);
    expect(loyalty.buyproduct.params.parse({ id: '17' })).toEqual({ id: 17 });
    expect(loyalty.setcharacter.params.safeParse({ id: 'wizard' }).success).toBe(false);
  });

  it('popups.get: id is optional (preview)', () => {
    expect(popups.get.params.parse({})).toEqual({});
    expect(popups.get.params.parse({ id: '8' })).toEqual({ id: 8 });
    expect(popups.get.params.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('tournaments: ids list, status, participate by tournament_id', () => {
    expect(
      tournaments.get.params.parse({
        count: '6',
        offset: '12',
        ids: '1,2,3',
        status: 'active',
        fields: 'description,user_info',
      }),
    ).toEqual({
      count: 6,
      offset: 12,
      ids: [1, 2, 3],
      status: 'active',
      fields: ['description', 'user_info'],
    });
    expect(tournaments.get.params.safeParse({ status: 'live' }).success).toBe(false);
    expect(tournaments.participate.params.parse({ tournament_id: '7' })).toEqual({
      tournament_id: 7,
    });
    expect(tournaments.participate.params.safeParse({}).success).toBe(false);
  });
});

const img = { x1: '/img/a.webp', x2: '/img/a@2x.webp' };
const usd = (amount: string) => ({ amount, currency: 'USD' });
const desc = { title: 'Welcome', text: 'Hello' };
const game = { sysname: 'book_of_dead', name: 'Book of Dead' };

describe('example results parse', () => {
  it('banners.get answers a page of banners in the two §9 sizes', () => {
    const page = {
      items: [
        {
          id: 1,
          finished_at: null,
          description: { ...desc, position: 'main' },
          label: 'Welcome bonus',
          value: '100% up to $500',
          addition: '+200 free spins',
          banner_type: 'normal',
          images: { wide: img, tall: img },
          link: '/promotions/1',
        },
      ],
      total: 1,
      offset: 0,
      count: 10,
    };
    expect(banners.get.result.parse(page)).toEqual(page);
    const noPosition = { ...page.items[0], description: desc };
    expect(banners.banner.safeParse(noPosition).success).toBe(false);
    expect(banners.banner.safeParse({ ...page.items[0], banner_type: 'huge' }).success).toBe(false);
  });

  it('bonuses and betting bonuses', () => {
    const b = {
      id: 1,
      type: 'casino',
      status: 'wagering',
      amount: usd('50'),
      wager: { multiplier: 35, required: '1750', progress: '220.5' },
      expires_at: '2026-12-01T00:00:00Z',
      description: desc,
      is_isolated: true,
    };
    expect(bonuses.get.result.parse([b])).toEqual([b]);
    expect(bonuses.bonus.safeParse({ ...b, status: 'pending' }).success).toBe(false);
    const bb = { ...b, type: 'betting', wager: null, min_odds: '1.50' };
    expect(BettingBonuses.get.result.parse([bb])).toEqual([bb]);
    expect(BettingBonuses.bettingBonus.safeParse(b).success).toBe(false);
    expect(bonuses.activate.result.safeParse(0).success).toBe(false);
  });

  it('campaigns: offers with trigger and promotions; promo code errors and checks', () => {
    const offers = {
      items: [
        {
          id: 3,
          trigger: {
            action: 'deposit',
            params: { exclude_methods: ['skrill'], min_amount: '20' },
            user_satisfies_params: true,
          },
          description: desc,
          promotions: [
            {
              type: 'bonus',
              bonus_type: 'casino',
              amount: null,
              percent: 100,
              max_amount: usd('500'),
              wager_multiplier: 35,
            },
            { type: 'freespins', game, count: 50, bet: usd('0.2') },
            { type: 'cashback', percent: 10, max_amount: null },
          ],
        },
        { id: 4 },
      ],
    };
    expect(campaigns.getoffers.result.parse(offers)).toEqual(offers);
    expect(campaigns.promotion.safeParse({ type: 'lottery', percent: 1 }).success).toBe(false);
    expect(campaigns.checkPromocode.result.parse(0)).toBe(0);
    expect(campaigns.checkPromocode.result.safeParse(2).success).toBe(false);

    const failure = errorEnvelope.parse({
      statusCode: 422,
      data: {
        type: 'InvalidParameterException',
        message: 'Promo code is not valid',
        error_data: { promo_code: ['EXPIRED', 'NOT_AVAILABLE'] },
      },
    });
    expect(campaigns.promoCodeErrorData.parse(failure.data.error_data).promo_code[0]).toBe(
      'EXPIRED',
    );
    expect(campaigns.PROMO_CODE_ERRORS).toEqual([
      'INVALID',
      'EXPIRED',
      'ALREADY_USED',
      'NOT_AVAILABLE',
    ]);
  });

  it('cashbacks.get answers a page of cashbacks', () => {
    const page = {
      items: [
        {
          id: 11,
          status: 'paid_out',
          receiving_expired_at: null,
          description: desc,
          amount: '12.5',
          currency: 'USD',
          period_start: '2026-11-01T00:00:00Z',
          period_end: '2026-11-08T00:00:00Z',
        },
      ],
      total: 1,
      offset: 0,
      count: 1,
    };
    expect(cashbacks.get.result.parse(page)).toEqual(page);
    expect(cashbacks.cashback.safeParse({ ...page.items[0], amount: '12.555' }).success).toBe(
      false,
    );
  });

  it('freespins.get answers packs bound to a game', () => {
    const pack = {
      id: 2,
      game,
      remaining_count: 10,
      total_count: 50,
      bet: usd('0.2'),
      status: 'active',
      expires_at: null,
    };
    expect(freespins.freespinPack.parse(pack)).toEqual(pack);
    expect(freespins.freespinPack.safeParse({ ...pack, remaining_count: -1 }).success).toBe(false);
  });

  it('Jackpots: pots and masked winners', () => {
    const j = { id: 1, name: 'Mega', amount: usd('125000.5'), currency: 'EUR', games: [game] };
    expect(Jackpots.get.result.parse([j])).toEqual([j]);
    const w = {
      jackpot_id: 1,
      uid: '12***89',
      fakename: null,
      amount: usd('5000'),
      won_at: '2026-11-20T21:15:00Z',
      game,
    };
    expect(
      Jackpots.getWinners.result.parse({ items: [w], total: 1, offset: 0, count: 20 }),
    ).toEqual({ items: [w], total: 1, offset: 0, count: 20 });
    expect(Jackpots.jackpotWinner.safeParse({ ...w, won_at: '20.11.2026' }).success).toBe(false);
  });

  it('leaderboard rows carry place, fakename, points, prize and the current-user flag', () => {
    const row = {
      place: 1,
      fakename: 'Lucky7',
      points: 1520.5,
      prize: { type: 'money', amount: usd('1000') },
      is_current_user: false,
    };
    const me = { ...row, place: 42, prize: null, is_current_user: true };
    const board = { items: [row], total: 300, offset: 0, count: 10, me };
    expect(leaderboard.top.result.parse(board)).toEqual(board);
    expect(leaderboard.leaderboardEntry.safeParse({ ...row, place: 0 }).success).toBe(false);
    expect(leaderboard.prize.parse({ type: 'item', title: 'A phone', image: img })).toMatchObject({
      type: 'item',
    });
  });

  it('loyalty: info with quests and progress, notices, lists with offset/limit/total', () => {
    const level = {
      id: 1,
      name: 'Bronze',
      points: 0,
      image: null,
      is_reached: true,
      is_current: true,
    };
    const quest = {
      id: 5,
      title: 'Spin 100 times',
      image: null,
      reward_points: 50,
      progress: { current: 40, min: 0 },
      is_completed: false,
      expires_at: null,
    };
    const info = {
      id: 1,
      sysname: 'main',
      is_active: true,
      points: 120,
      character: { id: 3, name: 'Wizard', image: img },
      levels: [level],
      pointsAlias: 'coins',
      uid: 1001,
      quests: [quest],
    };
    expect(loyalty.getinfo.result.parse(info)).toEqual(info);
    expect(loyalty.progress.parse(quest.progress).max).toBeUndefined();
    expect(loyalty.DEFAULT_PROGRESS_MAX).toBe(100);

    const notice = {
      id: 'n1',
      trigger: 'quest',
      amount: 50,
      type: 'credit',
      image: img,
      title: 'Quest complete',
      message: 'You earned 50 coins',
      amountType: 'points',
    };
    expect(loyalty.getnotifications.result.parse([notice])).toEqual([notice]);
    expect(loyalty.loyaltyNotice.safeParse({ ...notice, type: 'debit' }).success).toBe(false);

    const chars = { items: [info.character], offset: 0, limit: 20, total: 1 };
    expect(loyalty.getcharacters.result.parse(chars)).toEqual(chars);
    expect(loyalty.getcharacters.result.safeParse({ items: [], count: 0 }).success).toBe(false);

    const programs = {
      items: [{ sysname: 'main', title: 'VIP', image: null, is_active: true }],
      offset: 0,
      limit: 2,
      total: 1,
    };
    expect(loyalty.getPrograms.result.parse(programs)).toEqual(programs);
    const program = { ...programs.items[0], description: desc, levels: [level], quests: [quest] };
    expect(loyalty.getProgram.result.parse(program)).toEqual(program);

    const product = {
      id: 17,
      title: '20 free spins',
      image: img,
      price: 500,
      type: 'freespins',
      stock: null,
      is_available: true,
    };
    expect(
      loyalty.getproducts.result.parse({ items: [product], offset: 0, limit: 50, total: 1 }),
    ).toMatchObject({ total: 1 });
  });

  it('popups.get answers campaign popups', () => {
    const p = {
      id: 8,
      title: 'Weekend reload',
      html: '<p>50% up to $200</p>',
      image: img,
      button: { label: 'Deposit', url: '/cashier/deposit' },
      trigger: 'login',
    };
    expect(popups.get.result.parse([p])).toEqual([p]);
    expect(popups.campaignPopup.safeParse({ ...p, button: { label: 'Go' } }).success).toBe(false);
  });

  it('tournaments: every §3 field; participation succeeds only with 1 (§4)', () => {
    const t = {
      id: 7,
      status: 'active',
      starts_at: '2026-11-20T00:00:00Z',
      ends_at: '2026-11-27T00:00:00Z',
      description: desc,
      total_prize: usd('10000'),
      prizes: [{ place_from: 1, place_to: 1, prize: { type: 'money', amount: usd('5000') } }],
      user_info: { place: null, points: 0, is_participant: true },
      winners: [],
      restrictions: { min_bet: usd('0.5'), countries: [], currencies: ['USD'], opt_in: true },
      total_participants: 1200,
      total_points: 985000,
      reset_on_cashout: false,
      provider: null,
      tags: ['weekly'],
      extra: { badge: 'hot' },
      games_count: 48,
    };
    expect(tournaments.get.result.parse({ items: [t], total: 1, offset: 0, count: 20 })).toEqual({
      items: [t],
      total: 1,
      offset: 0,
      count: 20,
    });
    expect(tournaments.tournament.parse({ ...t, user_info: null }).user_info).toBeNull();
    expect(tournaments.tournament.safeParse({ ...t, status: 'live' }).success).toBe(false);
    expect(tournaments.participate.result.parse(1)).toBe(1);
    expect(tournaments.participate.result.safeParse(0).success).toBe(false);
    expect(tournaments.participate.result.safeParse(true).success).toBe(false);
  });

  it('tournament game hall: 12 games per page, priority ascending (§9)', () => {
    expect(tournaments.TOURNAMENT_GAMES_PAGE_SIZE).toBe(12);
    expect(tournaments.TOURNAMENT_GAMES_DEFAULT_SORT).toEqual({ sort: 'priority', order: 'asc' });
    expect(banners.BANNERS_DEFAULT_COUNT).toBe(10);
    expect(freespins.FREESPINS_COUNT).toBe(99);
  });
});

import { FRAME_ACTION_PROTOCOL, FRAME_ACTION_VERSION } from '@croupier/core/games';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { ledgerEntries, ledgerTransactions, sportBetLegs } from '../src/db/schema/index.ts';
import { toMinor } from '../src/ledger/money.ts';
import { eventsBetween, type SportEvent } from '../src/sportsbook/schedule.ts';
import { eventById } from '../src/sportsbook/schedule.ts';
import { eventStateAt } from '../src/sportsbook/event-state.ts';
import { MAX_SELECTIONS, ODDS_TICK_MS } from '../src/sportsbook/constants.ts';
import { payoutMinor } from '../src/sportsbook/odds-math.ts';
import { eventually, useTestServer } from './helpers.ts';
import {
  betsOf,
  launchBook,
  oddsOf,
  pickWith,
  picks,
  pinClock,
  playsOf,
  sb,
  sheetOf,
  T0,
  transactionsOf,
  upcomingAt,
  type Pick,
} from './sportsbook-helpers.ts';

const server = useTestServer({ seedGames: 20 });

beforeEach(() => pinClock(server, T0));

/** A signed-in player with these balances and the book's token. */
async function bettor(balances: { main?: string; betting_bonus?: string } = { main: '100' }) {
  const { uid, client } = await server.player();
  if (balances.main) await server.fund(uid, balances.main);
  if (balances.betting_bonus)
    await server.fund(uid, balances.betting_bonus, { kind: 'betting_bonus' });
  const config = await launchBook(client);
  return { uid, client, token: config.token!, config };
}

function place(
  token: string,
  slip: {
    type: 'single' | 'accumulator';
    stake: string;
    selections: Pick[];
    balance?: string;
    accept?: string;
  },
) {
  return sb(server, '/place', { token, balance: 'main', accept: 'none', ...slip });
}

const x100 = (odds: string) => Math.round(Number(odds) * 100);

describe('sportsbook page', () => {
  it('launches dgt_sportsbook as a self-contained book with a game token and the stake balances', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '40');
    await server.fund(uid, '7.5', { kind: 'betting_bonus' });
    const res = await client.get(`/platform/game/${SPORTSBOOK_SYSNAME}/play`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${new URL(server.url).origin}/platform/game-assets/;`);
    expect(csp).toContain("frame-ancestors 'self'");
    const html = res.body as string;
    // Nothing external: no http(s) URL is loaded by the page.
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('Bet slip');
    const config = await launchBook(client);
    expect(config.token).toMatch(/^[\w-]{43}$/);
    expect(config.balances).toEqual({ main: '40', betting_bonus: '7.5' });
    expect(config.feed.events.length).toBeGreaterThan(20);
    // The frame-action protocol: the only parent it obeys and posts to is the site itself.
    expect(config.host).toEqual({
      origin: new URL(server.url).origin,
      protocol: FRAME_ACTION_PROTOCOL,
      version: FRAME_ACTION_VERSION,
    });
  });

  it('runs its script from modules of ours (browser-scripts.test.ts serves them), none inline', async () => {
    const res = await server.client().get(`/platform/game/${SPORTSBOOK_SYSNAME}/play`);
    const html = res.body as string;
    const src = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(src).toMatch(/^\/platform\/game-assets\/sportsbook\/[\w-]{16}\/sportsbook-page\.js$/);
    // No inline script: the only other script element is the start configuration's data block.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="cfg">',
      `<script type="module" src="${src}">`,
    ]);
    // The modules it imports are fetched at once, from the same versioned folder or the game
    // pages' shared one (the API client, served once for the slot too).
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(
      (m) => m[1]!,
    );
    expect(preloads.length).toBeGreaterThan(10);
    const folder = src!.replace(/[^/]+$/, '');
    expect(preloads.filter((href) => !href.startsWith(folder))).toEqual([
      expect.stringMatching(/^\/platform\/game-assets\/shared\/[\w-]{16}\/api-client\.js$/),
    ]);
  });

  it('lets a guest browse the same book without a token (read-only slip)', async () => {
    const config = await launchBook(server.client());
    expect(config.token).toBeNull();
    expect(config.balances).toBeNull();
    expect(config.feed.events.some((e) => e.status === 'upcoming')).toBe(true);
  });
});

describe('feed', () => {
  it('lists upcoming, live and finished events in four sports with priced markets at the pinned clock', async () => {
    const res = await sb(server, '/feed');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const feed = res.body.data;
    expect(feed.now).toBe(new Date(T0).toISOString());
    const statuses = new Set(feed.events.map((e: { status: string }) => e.status));
    for (const status of ['upcoming', 'live', 'finished']) expect(statuses).toContain(status);
    expect(new Set(feed.events.map((e: { sport: string }) => e.sport))).toEqual(
      new Set(['fb', 'bb', 'tn', 'ih']),
    );
    const football = feed.events.find(
      (e: { sport: string; status: string }) => e.sport === 'fb' && e.status === 'upcoming',
    );
    expect(football.markets.map((m: { id: string }) => m.id)).toEqual(['1x2', 'total']);
    expect(football.markets[0].outcomes.map((o: { id: string }) => o.id)).toEqual(['1', 'X', '2']);
    for (const o of football.markets[0].outcomes) expect(o.odds).toMatch(/^\d+\.\d{2}$/);
    const live = feed.events.find((e: { status: string }) => e.status === 'live');
    expect(live.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
    expect(live.clock).toBeTruthy();
    const finished = feed.events.find((e: { status: string }) => e.status === 'finished');
    expect(finished.markets).toEqual([]);
    expect(finished.result).toMatch(/\d+–\d+/);
  });

  it('answers the same prices within a tick and moves them as the clock moves', async () => {
    const a = (await sb(server, '/feed')).body.data;
    pinClock(server, T0 + ODDS_TICK_MS - 4000);
    const b = (await sb(server, '/feed')).body.data;
    const prices = (feed: typeof a) =>
      JSON.stringify(feed.events.map((e: { markets: unknown }) => e.markets));
    expect(prices(b)).toBe(prices(a));
    pinClock(server, T0 + 6 * ODDS_TICK_MS);
    const c = (await sb(server, '/feed')).body.data;
    expect(prices(c)).not.toBe(prices(a));
  });
});

describe('placing bets', () => {
  it('places singles: one bet per selection, each stake debited main → house, a sport bet play event each', async () => {
    const { uid, token } = await bettor({ main: '100' });
    const selections = picks(T0, 'won', 2);
    const res = await place(token, { type: 'single', stake: '10', selections });
    expect(res.status).toBe(200);
    const bets = res.body.data.bets;
    expect(bets).toHaveLength(2);
    for (const [i, bet] of bets.entries()) {
      expect(bet).toMatchObject({
        type: 'single',
        status: 'open',
        stake: '10',
        currency: 'USD',
        balance_type: 'main',
        odds: selections[i]!.odds,
        payout: null,
      });
      expect(toMinor(bet.potential_win)).toBe(payoutMinor(1000n, [x100(selections[i]!.odds)]));
      expect(bet.selections[0]).toMatchObject({
        event_id: selections[i]!.event_id,
        market: selections[i]!.market,
        outcome: selections[i]!.outcome,
        odds: selections[i]!.odds,
        status: 'open',
        result: null,
      });
    }
    expect(res.body.data.balances.main).toBe('80');
    expect((await sheetOf(server, uid)).main).toBe(toMinor('80'));
    const stakes = (await transactionsOf(server, uid)).filter((t) => t.kind === 'sport_bet');
    expect(stakes.map((t) => t.reference).sort()).toEqual(
      bets.map((b: { id: string }) => `sportbet:${b.id}`).sort(),
    );
    const plays = await playsOf(server, uid);
    expect(plays).toHaveLength(2);
    for (const p of plays) {
      expect(p).toMatchObject({
        source: 'sport',
        kind: 'bet',
        provider: SPORTSBOOK_SYSNAME,
        gameId: null,
        balanceKind: 'main',
        amountMinor: 1000n,
      });
    }
  });

  it('places an accumulator at the product of its odds, paying stake × product rounded down', async () => {
    const { uid, token } = await bettor({ main: '50' });
    const selections = picks(T0, 'won', 3);
    const res = await place(token, { type: 'accumulator', stake: '7.35', selections });
    expect(res.status).toBe(200);
    const [bet] = res.body.data.bets;
    const legs = selections.map((s) => x100(s.odds));
    const product = legs.reduce((p, o) => p * o, 1) / 1e6;
    expect(bet.type).toBe('accumulator');
    expect(bet.selections).toHaveLength(3);
    expect(bet.odds).toBe(product.toFixed(2));
    expect(toMinor(bet.potential_win)).toBe(
      (735n * BigInt(legs.reduce((p, o) => p * o, 1))) / 1_000_000n,
    );
    expect((await sheetOf(server, uid)).main).toBe(toMinor('42.65'));
    expect((await playsOf(server, uid)).map((p) => [p.kind, p.amountMinor])).toEqual([
      ['bet', 735n],
    ]);
  });

  it('refuses accumulators of one selection or of two selections on the same event', async () => {
    const { uid, token } = await bettor();
    const [one] = picks(T0, 'won', 1);
    const lonely = await place(token, { type: 'accumulator', stake: '5', selections: [one!] });
    expect(lonely.status).toBe(422);
    expect(lonely.body.data.type).toBe('InvalidParameterException');
    const event = upcomingAt(T0).find((e) => e.sport.model === 'goals')!;
    const both = [
      pickWith(event, 'won', T0, '1x2')!,
      pickWith(event, 'won', T0, 'total') ?? pickWith(event, 'lost', T0, 'total')!,
    ];
    const same = await place(token, { type: 'accumulator', stake: '5', selections: both });
    expect(same.status).toBe(422);
    expect(same.body.data.message).toBe('Selections on the same event cannot be combined');
    expect(await betsOf(server, uid)).toHaveLength(0);
  });

  it('refuses stakes out of range, too many selections, unknown selections and closed markets', async () => {
    const { uid, token } = await bettor({ main: '5000' });
    const [p] = picks(T0, 'won', 1);
    const low = await place(token, { type: 'single', stake: '0.05', selections: [p!] });
    expect(low.body.data.invalid_parameters).toHaveProperty('stake');
    const high = await place(token, { type: 'single', stake: '1000.01', selections: [p!] });
    expect(high.body.data.invalid_parameters).toHaveProperty('stake');
    const many = await place(token, {
      type: 'single',
      stake: '1',
      selections: picks(T0, 'won', MAX_SELECTIONS + 1),
    });
    expect(many.body.data.invalid_parameters).toHaveProperty('selections');
    const unknown = await place(token, {
      type: 'single',
      stake: '1',
      selections: [{ ...p!, event_id: 'fb-9-1' }],
    });
    expect(unknown.body.data.message).toBe('Unknown selection');
    const finished = (await sb(server, '/feed')).body.data.events.find(
      (e: { status: string; sport: string }) => e.status === 'finished' && e.sport === 'fb',
    );
    const closed = await place(token, {
      type: 'single',
      stake: '1',
      selections: [{ event_id: finished.id, market: '1x2', outcome: '1', odds: '2.00' }],
    });
    expect(closed.status).toBe(422);
    expect(closed.body.data.error_data).toEqual({
      reason: 'market_closed',
      selections: [`${finished.id}:1x2:1`],
    });
    expect(await betsOf(server, uid)).toHaveLength(0);
    expect((await sheetOf(server, uid)).main).toBe(toMinor('5000'));
  });

  it('refuses a stake the balance cannot cover and moves nothing — not even the singles it could', async () => {
    const { uid, token } = await bettor({ main: '15' });
    const res = await place(token, {
      type: 'single',
      stake: '10',
      selections: picks(T0, 'won', 2),
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      type: 'BillingTransactionDeclinedException',
      error_data: { reason: 'insufficient_funds' },
    });
    expect((await sheetOf(server, uid)).main).toBe(toMinor('15'));
    expect(await betsOf(server, uid)).toHaveLength(0);
    expect(await playsOf(server, uid)).toHaveLength(0);
    expect((await transactionsOf(server, uid)).filter((t) => t.kind === 'sport_bet')).toHaveLength(
      0,
    );
  });

  it('stakes from the betting-bonus balance when the player chooses it, leaving main untouched', async () => {
    const { uid, token } = await bettor({ main: '30', betting_bonus: '12' });
    const res = await place(token, {
      type: 'single',
      stake: '12',
      balance: 'betting_bonus',
      selections: picks(T0, 'won', 1),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.bets[0].balance_type).toBe('betting_bonus');
    expect(res.body.data.balances).toMatchObject({ main: '30', betting_bonus: '0' });
    const sheet = await sheetOf(server, uid);
    expect(sheet.main).toBe(toMinor('30'));
    expect(sheet.betting_bonus).toBe(0n);
    expect((await playsOf(server, uid))[0]).toMatchObject({
      balanceKind: 'betting_bonus',
      amountMinor: 1200n,
    });
    // The bonus cannot cover a second bet: refused, main is not used instead.
    const again = await place(token, {
      type: 'single',
      stake: '1',
      balance: 'betting_bonus',
      selections: picks(T0, 'won', 1),
    });
    expect(again.body.data.type).toBe('BillingTransactionDeclinedException');
    expect((await sheetOf(server, uid)).main).toBe(toMinor('30'));
  });
});

/** A selection upcoming at both moments whose price moves `dir` between them. */
function movedPick(from: number, to: number, dir: 'up' | 'down'): { seen: Pick; now: string } {
  for (const e of upcomingAt(to, 2)) {
    const before = eventStateAt(e, from).markets;
    const after = eventStateAt(e, to).markets;
    for (const [mi, m] of after.entries()) {
      for (const [oi, o] of m.outcomes.entries()) {
        const was = before[mi]!.outcomes[oi]!.oddsX100;
        if (was === null || o.oddsX100 === null || was === o.oddsX100) continue;
        if (o.oddsX100 > was === (dir === 'up')) {
          return {
            seen: { event_id: e.id, market: m.id, outcome: o.id, odds: oddsOf(was) },
            now: oddsOf(o.oddsX100),
          };
        }
      }
    }
  }
  throw new Error(`No price moved ${dir}`);
}

describe('odds changes', () => {
  const later = T0 + 6 * ODDS_TICK_MS;

  it('answers what the page showed: the feed price at the moment is the price taken', async () => {
    const { token } = await bettor();
    const up = movedPick(T0, later, 'up');
    const feed = (await sb(server, '/feed')).body.data;
    const ev = feed.events.find((e: { id: string }) => e.id === up.seen.event_id);
    const o = ev.markets
      .find((m: { id: string }) => m.id === up.seen.market)
      .outcomes.find((x: { id: string }) => x.id === up.seen.outcome);
    expect(o.odds).toBe(up.seen.odds);
    const res = await place(token, { type: 'single', stake: '2', selections: [up.seen] });
    expect(res.body.data.bets[0].odds).toBe(up.seen.odds);
  });

  it('"none" refuses any change with the new odds, and nothing moves', async () => {
    const { uid, token } = await bettor({ main: '20' });
    const up = movedPick(T0, later, 'up');
    pinClock(server, later);
    const res = await place(token, {
      type: 'single',
      stake: '5',
      accept: 'none',
      selections: [up.seen],
    });
    expect(res.status).toBe(422);
    expect(res.body.data.error_data).toEqual({
      reason: 'odds_changed',
      changes: [
        {
          event_id: up.seen.event_id,
          market: up.seen.market,
          outcome: up.seen.outcome,
          odds: up.now,
        },
      ],
    });
    expect((await sheetOf(server, uid)).main).toBe(toMinor('20'));
    expect(await betsOf(server, uid)).toHaveLength(0);
  });

  it('"higher" takes a price that went up at the new odds and refuses one that went down', async () => {
    const { uid, token } = await bettor({ main: '20' });
    const up = movedPick(T0, later, 'up');
    const down = movedPick(T0, later, 'down');
    pinClock(server, later);
    const ok = await place(token, {
      type: 'single',
      stake: '5',
      accept: 'higher',
      selections: [up.seen],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.bets[0].odds).toBe(up.now);
    expect(Number(up.now)).toBeGreaterThan(Number(up.seen.odds));
    const refused = await place(token, {
      type: 'single',
      stake: '5',
      accept: 'higher',
      selections: [down.seen],
    });
    expect(refused.body.data.error_data.reason).toBe('odds_changed');
    expect((await sheetOf(server, uid)).main).toBe(toMinor('15'));
  });

  it('"any" takes a lower price at the new odds', async () => {
    const { token } = await bettor({ main: '20' });
    const down = movedPick(T0, later, 'down');
    pinClock(server, later);
    const res = await place(token, {
      type: 'single',
      stake: '5',
      accept: 'any',
      selections: [down.seen],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.bets[0].odds).toBe(down.now);
    expect(toMinor(res.body.data.bets[0].potential_win)).toBe(payoutMinor(500n, [x100(down.now)]));
  });
});

describe('tokens', () => {
  it("refuses a guest, a missing token, another game's token and a made-up token", async () => {
    const [p] = picks(T0, 'won', 1);
    const slip = { type: 'single', stake: '1', selections: [p], balance: 'main', accept: 'any' };
    const none = await sb(server, '/place', slip);
    expect(none.status).toBe(401);
    expect(none.body.data.type).toBe('AuthorizationException');
    const madeUp = await sb(server, '/place', { ...slip, token: 'x'.repeat(43) });
    expect(madeUp.body.data.type).toBe('AuthorizationException');

    // A slot's game token (the same player's!) is not a sportsbook token.
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    const slot = await client.get('/platform/game/' + (await aSlotSysname()) + '/play');
    const slotToken = /"token":"([\w-]{43})"/.exec(slot.body as string)![1];
    const foreign = await sb(server, '/place', { ...slip, token: slotToken });
    expect(foreign.body.data.type).toBe('AuthorizationException');
    // A guest's demo frame token has no player behind it.
    const demo = await server.client().get('/platform/game/' + (await aSlotSysname()) + '/demo');
    const guestToken = /"token":"([\w-]{43})"/.exec(demo.body as string)![1];
    const guest = await sb(server, '/place', { ...slip, token: guestToken });
    expect(guest.body.data.type).toBe('AuthorizationException');
    expect((await sb(server, '/account', { token: guestToken })).status).toBe(401);
    expect((await sheetOf(server, uid)).main).toBe(toMinor('10'));
  });
});

async function aSlotSysname(): Promise<string> {
  const { aSlot } = await import('./play-helpers.ts');
  return (await aSlot(server.db)).sysname;
}

describe('settlement', () => {
  it('pays a winning single exactly stake × odds once, and a losing one nothing, however often it runs', async () => {
    const { uid, token } = await bettor({ main: '100' });
    const [win] = picks(T0, 'won', 1);
    const [lose] = picks(T0, 'lost', 1);
    const placed = await place(token, { type: 'single', stake: '10', selections: [win!, lose!] });
    const [winBet, loseBet] = placed.body.data.bets;
    const end = Math.max(...[win!, lose!].map((s) => eventEnd(s))) + 1000;

    pinClock(server, end);
    await server.app.sportsbook.settle();
    const paid = payoutMinor(1000n, [x100(win!.odds)]);
    expect((await sheetOf(server, uid)).main).toBe(toMinor('80') + paid);
    const second = await server.app.sportsbook.settle();
    expect(second).toMatchObject({ won: 0, lost: 0, void: 0, paidMinor: 0n });
    expect((await sheetOf(server, uid)).main).toBe(toMinor('80') + paid);

    const payouts = (await transactionsOf(server, uid)).filter((t) => t.kind === 'sport_payout');
    expect(payouts.map((t) => t.reference)).toEqual([`sportbet:${winBet.id}`]);
    const bets = new Map((await betsOf(server, uid)).map((b) => [String(b.id), b]));
    expect(bets.get(winBet.id)).toMatchObject({ status: 'won', payoutMinor: paid });
    expect(bets.get(loseBet.id)).toMatchObject({ status: 'lost', payoutMinor: 0n });
    const plays = await playsOf(server, uid);
    expect(plays.filter((p) => p.kind === 'win').map((p) => [p.reference, p.amountMinor])).toEqual([
      [`sportbet:${winBet.id}`, paid],
    ]);
    const legs = await server.db
      .select()
      .from(sportBetLegs)
      .where(eq(sportBetLegs.betId, Number(winBet.id)));
    expect(legs[0]).toMatchObject({ status: 'won', result: expect.stringMatching(/\d+–\d+/) });
  });

  it('settles nothing before the final whistle', async () => {
    const { uid, token } = await bettor({ main: '10' });
    const [win] = picks(T0, 'won', 1);
    await place(token, { type: 'single', stake: '10', selections: [win!] });
    pinClock(server, eventEnd(win!) - 2000);
    await server.app.sportsbook.settle();
    expect((await betsOf(server, uid))[0]!.status).toBe('open');
    expect((await sheetOf(server, uid)).main).toBe(0n);
  });

  it('loses an accumulator as soon as one leg loses, and pays a winning one at the product of its odds', async () => {
    const { uid, token } = await bettor({ main: '100' });
    const wins = picks(T0, 'won', 2);
    const [lose] = picks(T0, 'lost', 1, 3);
    const good = (await place(token, { type: 'accumulator', stake: '10', selections: wins })).body
      .data.bets[0];
    const bad = (
      await place(token, { type: 'accumulator', stake: '10', selections: [wins[0]!, lose!] })
    ).body.data.bets[0];
    pinClock(server, Math.max(...[...wins, lose!].map(eventEnd)) + 1000);
    await server.app.sportsbook.settle();
    await server.app.sportsbook.settle();
    const paid = payoutMinor(
      1000n,
      wins.map((w) => x100(w.odds)),
    );
    const bets = new Map((await betsOf(server, uid)).map((b) => [String(b.id), b]));
    expect(bets.get(good.id)).toMatchObject({ status: 'won', payoutMinor: paid });
    expect(bets.get(bad.id)).toMatchObject({ status: 'lost', payoutMinor: 0n });
    expect((await sheetOf(server, uid)).main).toBe(toMinor('80') + paid);
  });

  it('voids bets on a called-off event: a single is refunded once, an accumulator pays on its other legs', async () => {
    const { uid, token } = await bettor({ main: '100', betting_bonus: '10' });
    const cancelled = calledOff(T0);
    const market = eventStateAt(cancelled, T0).markets[0]!;
    const voidPick: Pick = {
      event_id: cancelled.id,
      market: market.id,
      outcome: '1',
      odds: oddsOf(market.outcomes[0]!.oddsX100!),
    };
    const [win] = picks(T0, 'won', 1);
    const single = (
      await place(token, {
        type: 'single',
        stake: '10',
        balance: 'betting_bonus',
        selections: [voidPick],
      })
    ).body.data.bets[0];
    const acca = (
      await place(token, { type: 'accumulator', stake: '10', selections: [voidPick, win!] })
    ).body.data.bets[0];
    pinClock(server, Math.max(eventEnd(win!), cancelled.startsAt) + 1000);
    await server.app.sportsbook.settle();
    await server.app.sportsbook.settle();

    const bets = new Map((await betsOf(server, uid)).map((b) => [String(b.id), b]));
    expect(bets.get(single.id)).toMatchObject({ status: 'void', payoutMinor: 1000n });
    const accaPaid = payoutMinor(1000n, [x100(win!.odds)]);
    expect(bets.get(acca.id)).toMatchObject({ status: 'won', payoutMinor: accaPaid });
    const sheet = await sheetOf(server, uid);
    expect(sheet.betting_bonus).toBe(toMinor('10'));
    expect(sheet.main).toBe(toMinor('90') + accaPaid);
    const refunds = (await transactionsOf(server, uid)).filter((t) => t.kind === 'sport_refund');
    expect(refunds.map((t) => t.reference)).toEqual([`sportbet:${single.id}`]);
    const entries = await server.db
      .select({ amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.kind, 'sport_refund'), eq(ledgerTransactions.userId, uid)));
    expect(entries.map((e) => e.amount).sort()).toEqual([-1000n, 1000n]);
    const plays = await playsOf(server, uid);
    expect(plays.filter((p) => p.kind === 'refund')).toMatchObject([
      {
        reference: `sportbet:${single.id}`,
        amountMinor: 1000n,
        balanceKind: 'betting_bonus',
        source: 'sport',
      },
    ]);
    const legs = await server.db
      .select()
      .from(sportBetLegs)
      .where(eq(sportBetLegs.betId, Number(acca.id)));
    expect(legs.map((l) => l.status).sort()).toEqual(['void', 'won']);
  });

  it("runs on a timer at the book's clock", async () => {
    const { uid, token } = await bettor({ main: '10' });
    const [win] = picks(T0, 'won', 1);
    await place(token, { type: 'single', stake: '10', selections: [win!] });
    pinClock(server, eventEnd(win!) + 1000);
    server.app.sportsbook.start(25);
    try {
      // The timer is what is under test: wait for it, bounded by the test's timeout.
      await eventually(async () => (await betsOf(server, uid))[0]!.status !== 'open');
    } finally {
      server.app.sportsbook.stop();
    }
    expect((await betsOf(server, uid))[0]!.status).toBe('won');
    expect((await sheetOf(server, uid)).main).toBe(payoutMinor(1000n, [x100(win!.odds)]));
  });
});

function eventEnd(p: Pick): number {
  return eventById(p.event_id)!.endsAt;
}

/** An event called off at kick-off, still upcoming at `at`. */
function calledOff(at: number): SportEvent {
  const found = eventsBetween(at, at + 48 * 3600_000).find(
    (e) => e.cancelled && e.startsAt > at + 60_000,
  );
  if (!found) throw new Error('No called-off event in two days');
  return found;
}

describe('bet history (games.getBetHistory)', () => {
  it("pages the player's bets newest first, filtered by status, and shows no one else's", async () => {
    const { client, token } = await bettor({ main: '100' });
    const selections = picks(T0, 'won', 5);
    for (const s of selections) await place(token, { type: 'single', stake: '1', selections: [s] });
    const other = await bettor({ main: '10' });
    await place(other.token, { type: 'single', stake: '1', selections: [selections[0]!] });

    const first = await client.get('/api/games/getBetHistory', { count: '2' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 5, offset: 0, count: 2 });
    const second = await client.get('/api/games/getBetHistory', { count: '2', offset: '2' });
    const third = await client.get('/api/games/getBetHistory', { count: '2', offset: '4' });
    const ids = [...first.body.data.items, ...second.body.data.items, ...third.body.data.items].map(
      (b: { id: string }) => Number(b.id),
    );
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(third.body.data.items[0].selections[0].event_id).toBe(selections[0]!.event_id);

    expect((await client.get('/api/games/getBetHistory', { status: 'open' })).body.data.total).toBe(
      5,
    );
    expect(
      (await client.get('/api/games/getBetHistory', { status: 'settled' })).body.data.total,
    ).toBe(0);
    pinClock(server, Math.max(...selections.map(eventEnd)) + 1000);
    await server.app.sportsbook.settle();
    const won = await client.get('/api/games/getBetHistory', { status: 'won' });
    expect(won.body.data.total).toBe(5);
    expect(won.body.data.items[0]).toMatchObject({
      status: 'won',
      payout: expect.stringMatching(/^\d/),
    });
    expect(
      (await client.get('/api/games/getBetHistory', { status: 'settled' })).body.data.total,
    ).toBe(5);

    // The frame's "My bets" reads the same history with its token.
    const mine = await sb(server, '/bets', { token, status: 'settled', count: 3 });
    expect(mine.body.data).toMatchObject({ total: 5, count: 3 });
    expect(mine.body.data.items).toHaveLength(3);
  });

  it('refuses guests and bad paging', async () => {
    const guest = await server.client().get('/api/games/getBetHistory');
    expect(guest.body.data.type).toBe('AuthorizationException');
    const { client } = await server.player();
    const bad = await client.get('/api/games/getBetHistory', { count: '0' });
    expect(bad.body.data.type).toBe('InvalidParameterException');
    const badStatus = await client.get('/api/games/getBetHistory', { status: 'pending' });
    expect(badStatus.body.data.type).toBe('InvalidParameterException');
  });
});

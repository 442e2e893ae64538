import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { queryRows } from '../src/db/client.ts';
import {
  gameRounds,
  games,
  jackpotWins,
  ledgerEntries,
  ledgerTransactions,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import { readSlotConfig } from './page-config.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });

/**
 * What `userId` won in jackpots: a real-money stake can win one the game feeds (a random draw,
 * paid to the main balance apart from the round's win). A CI run's 50 spins once did, and a
 * balance summed from the rounds alone missed it.
 */
async function jackpotsWonBy(userId: number): Promise<bigint> {
  const wins = await server.db
    .select({ amountMinor: jackpotWins.amountMinor })
    .from(jackpotWins)
    .where(eq(jackpotWins.userId, userId));
  return wins.reduce((sum, win) => sum + win.amountMinor, 0n);
}
let slot: { sysname: string; id: number };
let liveGame: string;
beforeAll(async () => {
  const [s] = await server.db
    .select({ sysname: games.sysname, id: games.id })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .limit(1);
  slot = s!;
  const [l] = await server.db
    .select({ sysname: games.sysname })
    .from(games)
    .where(eq(games.hasDemo, false))
    .limit(1);
  liveGame = l!.sysname;
});

async function player(balances: Partial<Record<'main' | 'bonus' | 'fun', string>> = {}) {
  const id = await server.createUser();
  for (const [kind, amount] of Object.entries(balances)) {
    await server.fund(id, amount, { kind: kind as 'main' | 'bonus' | 'fun' });
  }
  const client = server.client();
  await server.signIn(client, id);
  return { id, client };
}

async function launch(client: TestClient, path: string) {
  const res = await client.get(path);
  return { res, config: readSlotConfig(res.body as string) };
}

/** A spin answer (`body` is the `{data}` or error envelope). */
interface SpinAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function spin(
  token: string,
  bet: string,
  init: { contentType?: string; origin?: string } = {},
): Promise<SpinAnswer> {
  return fetch(`${server.url}/platform/game-api/spin`, {
    method: 'POST',
    headers: {
      'content-type': init.contentType ?? 'text/plain;charset=UTF-8',
      ...(init.origin ? { origin: init.origin } : {}),
    },
    body: JSON.stringify({ token, bet }),
  }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));
}

describe('game pages', () => {
  it('serves the slot with its own CSP (its script file, styles by nonce), frame-ancestors self, no caching and a game token', async () => {
    const { client } = await player({ main: '50' });
    const { res, config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("default-src 'none'");
    // Scripts only from our game assets (the frame's origin is opaque: ours is named), none inline.
    expect(csp).toContain(`script-src ${new URL(server.url).origin}/platform/game-assets/;`);
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    // Launched from the web site: our own pages only (the miniapp launches under /miniapp/).
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = res.body as string;
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="cfg">',
      expect.stringMatching(
        /^<script type="module" src="\/platform\/game-assets\/slot\/[\w-]{16}\/slot-page\.js">$/,
      ),
    ]);
    expect(html).toContain(`<style nonce="${nonce}">`);
    // Nothing else loaded: the script's modules (the entry, the rest preloaded from the same
    // versioned folder or the game pages' shared one) are the page's only external resources.
    expect(html.match(/\ssrc=/g)).toHaveLength(1);
    const links = html.match(/<link\s[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      expect(link).toMatch(
        /^<link rel="modulepreload" href="\/platform\/game-assets\/(slot|shared)\/[\w-]{16}\/[\w-]+\.js">$/,
      );
    }
    expect(html).not.toMatch(/@import|url\(\s*['"]?https?:/);
    expect(html).toContain('id="spin"');
    expect(html).toContain('id="paytable"');
    expect(config).toMatchObject({ mode: 'real', balance: '50', currency: 'USD' });
    expect(config!.token).toMatch(/^[\w-]{43}$/);
    // A fresh token per page view.
    const again = await launch(client, `/platform/game/${slot.sysname}`);
    expect(again.config!.token).not.toBe(config!.token);
    expect(again.config!.mode).toBe('real');
    expect((await launch(client, `/platform/game/${slot.sysname}/real`)).config!.mode).toBe('real');
  });

  it('asks a guest to sign in for real play and offers the demo instead', async () => {
    const res = await server.client().get(`/platform/game/${slot.sysname}/play`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sign in to play for real money');
    expect(res.body).toContain(`href="/platform/game/${slot.sysname}/demo"`);
    expect(readSlotConfig(res.body)).toBeNull();
  });

  it("launches real play with account.getToken's token when the frame carries no cookie (miniapp)", async () => {
    const { id, client } = await player({ main: '12' });
    const { token } = (await client.get('/api/account/getToken')).body.data;
    const { config } = await launch(
      server.client(),
      `/platform/game/${slot.sysname}/play?token=${encodeURIComponent(token)}`,
    );
    expect(config).toMatchObject({ mode: 'real', balance: '12' });
    const d = (await spin(config!.token, '1')).body.data;
    expect((await getBalanceSheet(server.db, id, 'USD')).main).toBe(1200n - 100n + toMinor(d.win));
    const forged = await server.client().get(`/platform/game/${slot.sysname}/play?token=forged`);
    expect(readSlotConfig(forged.body)).toBeNull();
  });

  it('launches through /platform/game/custom/{name}/{mode} as well', async () => {
    const { config } = await launch(server.client(), `/platform/game/custom/${slot.sysname}/demo`);
    expect(config?.mode).toBe('demo');
  });

  it('answers 404 for unknown games and modes, and explains a game without demo', async () => {
    expect((await server.client().get('/platform/game/no_such_game/play')).status).toBe(404);
    expect((await server.client().get(`/platform/game/${slot.sysname}/turbo`)).status).toBe(404);
    const noDemo = await server.client().get(`/platform/game/${liveGame}/demo`);
    expect(noDemo.body).toContain('No demo for this game');
  });

  it('launches dgt_sportsbook as the demo sportsbook (test/sportsbook.test.ts covers it)', async () => {
    const res = await server.client().get(`/platform/game/${SPORTSBOOK_SYSNAME}/play`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('Bet slip');
  });
});

describe('spins', () => {
  it('moves the bet and the win through the ledger in one balanced transaction and records the round', async () => {
    const { id, client } = await player({ main: '100' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    const res = await spin(config!.token, '1');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const d = res.body.data;
    expect(d).toMatchObject({ bet: '1', currency: 'USD', balance_type: 'main' });
    expect(d.grid).toHaveLength(5);
    const win = toMinor(d.win);
    expect(win).toBe(
      d.wins.reduce((s: bigint, w: { amount: string }) => s + toMinor(w.amount), 0n),
    );
    const sheet = await getBalanceSheet(server.db, id, 'USD');
    expect(sheet.main).toBe(10_000n - 100n + win);
    expect(toMinor(d.balance)).toBe(sheet.main);

    const [round] = await server.db.select().from(gameRounds).where(eq(gameRounds.userId, id));
    expect(round).toMatchObject({
      gameId: slot.id,
      mode: 'real',
      balanceKind: 'main',
      betMinor: 100n,
      winMinor: win,
      status: 'settled',
    });
    expect(String(round!.id)).toBe(d.round_id);
    const entries = await server.db
      .select({ amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, round!.betTransactionId!));
    expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);
    expect(entries.map((e) => e.amount)).toContain(-100n);
  });

  it('spins until a win, proving the win is credited on top of the debited bet', async () => {
    const { id, client } = await player({ main: '20' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    const bet = config!.bets[0]!;
    let spent = 0n;
    let won = 0n;
    for (let i = 0; i < 60 && won === 0n; i++) {
      const d = (await spin(config!.token, bet)).body.data;
      spent += toMinor(bet);
      won += toMinor(d.win);
    }
    expect(won).toBeGreaterThan(0n);
    expect((await getBalanceSheet(server.db, id, 'USD')).main).toBe(
      2000n - spent + won + (await jackpotsWonBy(id)),
    );
  });

  it('bets from bonus when main cannot cover it', async () => {
    const { id, client } = await player({ main: '0.05', bonus: '5' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    // The frame shows main as "Real money" and the bonus beside it, as the site's header does.
    expect(config).toMatchObject({ balance: '0.05', bonus: '5' });
    const d = (await spin(config!.token, '1')).body.data;
    expect(d.balance_type).toBe('bonus');
    expect(d.balance).toBe('0.05');
    expect(toMinor(d.bonus!)).toBe(500n - 100n + toMinor(d.win));
    const sheet = await getBalanceSheet(server.db, id, 'USD');
    expect(sheet.main).toBe(5n);
    expect(sheet.bonus).toBe(500n - 100n + toMinor(d.win));
  });

  it('refuses a spin the balance cannot cover with BillingTransactionDeclinedException, moving nothing', async () => {
    const { id, client } = await player({ main: '0.5' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    const res = await spin(config!.token, '1');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body.data).toMatchObject({
      type: 'BillingTransactionDeclinedException',
      message: 'Insufficient funds',
    });
    expect((await getBalanceSheet(server.db, id, 'USD')).main).toBe(50n);
    expect(await server.db.select().from(gameRounds).where(eq(gameRounds.userId, id))).toEqual([]);
  });

  it('refuses bets the game does not offer, bad tokens and bad bodies', async () => {
    const { client } = await player({ main: '10' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    for (const bet of ['0.33', '-1', 'abc', '1000000']) {
      const res = await spin(config!.token, bet);
      expect(res.status, bet).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
    const badToken = await spin('x'.repeat(43), '1');
    expect(badToken.status).toBe(401);
    expect(badToken.body.data.type).toBe('AuthorizationException');
    const notJson = await fetch(`${server.url}/platform/game-api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'spin please',
    });
    expect(notJson.status).toBe(400);
  });

  it('is authenticated by the game token alone: the site cookie is neither needed nor enough', async () => {
    const { client } = await player({ main: '10' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    // A sandboxed frame has an opaque origin and sends no cookie: still fine.
    const bet = config!.bets[0]!;
    expect((await spin(config!.token, bet, { origin: 'null' })).status).toBe(200);
    const cookieOnly = await client.request('POST', '/platform/game-api/spin', {
      json: { bet },
    });
    expect(cookieOnly.status).toBe(401);
    const preflight = await fetch(`${server.url}/platform/game-api/spin`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('ends the game token with the site session that launched it (logout)', async () => {
    const { id, client } = await player({ main: '10' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    await server.db.delete(sessions).where(eq(sessions.userId, id));
    const res = await spin(config!.token, config!.bets[0]!);
    expect(res.status).toBe(401);
  });

  it('refuses a self-excluded player', async () => {
    const { id, client } = await player({ main: '10' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    await server.db
      .update(users)
      .set({ selfExcludedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, id));
    const res = await spin(config!.token, config!.bets[0]!);
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
    expect((await getBalanceSheet(server.db, id, 'USD')).main).toBe(1000n);
  });
});

describe('demo mode', () => {
  it('uses the fun balance only (refilled when it cannot cover the smallest bet)', async () => {
    const { id, client } = await player({ main: '10', bonus: '3' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/demo`);
    expect(config).toMatchObject({ mode: 'demo', balance: '1000' });
    const before = await getBalanceSheet(server.db, id, 'USD');
    const d = (await spin(config!.token, '1')).body.data;
    expect(d.balance_type).toBe('fun');
    const after = await getBalanceSheet(server.db, id, 'USD');
    expect(after.main).toBe(before.main);
    expect(after.bonus).toBe(before.bonus);
    expect(after.fun).toBe(before.fun - 100n + toMinor(d.win));
    const [round] = await server.db.select().from(gameRounds).where(eq(gameRounds.userId, id));
    expect(round).toMatchObject({ mode: 'demo', balanceKind: 'fun' });
  });

  it('gives a guest a demo balance of their own for the frame, outside the ledger and history', async () => {
    const guest = server.client();
    const { config } = await launch(guest, `/platform/game/${slot.sysname}/demo`);
    expect(config).toMatchObject({ mode: 'demo', balance: '1000' });
    const txBefore = await server.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
    const d = (await spin(config!.token, '10')).body.data;
    expect(d.round_id).toBeNull();
    expect(toMinor(d.balance)).toBe(100_000n - 1000n + toMinor(d.win));
    const txAfter = await server.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
    expect(txAfter.length).toBe(txBefore.length);
    // A guest can never play for real with that token.
    const real = await guest.get(`/platform/game/${slot.sysname}/play`);
    expect(readSlotConfig(real.body)).toBeNull();
  });
});

describe('concurrency', () => {
  it('50 concurrent spins on a small balance never go below zero and every transaction sums to zero', async () => {
    const { id, client } = await player({ main: '3' });
    const { config } = await launch(client, `/platform/game/${slot.sysname}/play`);
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(config!.token, '0.5')));
    const ok = results.filter((r) => r.status === 200);
    const declined = results.filter((r) => r.status === 400);
    expect(ok.length + declined.length).toBe(50);
    expect(ok.length).toBeGreaterThanOrEqual(6);
    expect(declined.every((r) => r.body.data.type === 'BillingTransactionDeclinedException')).toBe(
      true,
    );

    const rounds = await server.db.select().from(gameRounds).where(eq(gameRounds.userId, id));
    expect(rounds).toHaveLength(ok.length);
    const won = rounds.reduce((s, r) => s + r.winMinor, 0n);
    const wonJackpots = await jackpotsWonBy(id);
    const sheet = await getBalanceSheet(server.db, id, 'USD');
    expect(sheet.main).toBeGreaterThanOrEqual(0n);
    expect(sheet.main).toBe(300n - 50n * BigInt(ok.length) + won + wonJackpots);

    const txIds = rounds.map((r) => r.betTransactionId!);
    const sums = await server.db
      .select({
        tx: ledgerEntries.transactionId,
        sum: sql<string>`sum(${ledgerEntries.amountMinor})`,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.transactionId, txIds))
      .groupBy(ledgerEntries.transactionId);
    expect(sums).toHaveLength(ok.length);
    expect(sums.every((s) => BigInt(s.sum) === 0n)).toBe(true);
    const negative = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.owner_type = 'player' and e.balance_after_minor < 0`,
    );
    expect(negative[0]!.n).toBe(0);
  });
});

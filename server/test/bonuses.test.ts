import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, playerBonuses } from '../src/db/schema/index.ts';
import { getBalanceSheet, getHouseBalance } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { recordPlay } from '../src/play/index.ts';
import { grantReward, type Reward } from '../src/rewards/index.ts';
import { type GrantOptions } from '../src/rewards/grant-reward.ts';
import { spinAs } from './play-helpers.ts';
import { useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });

function post(c: TestClient, path: string, form: Record<string, string>) {
  return c.post(path, form, { 'idempotency-key': randomUUID() });
}

async function grant(
  uid: number,
  reward: Partial<Reward> & { type: 'bonus' | 'betting_bonus' },
  options: GrantOptions = {},
): Promise<number> {
  const granted = await grantReward(
    server.db,
    {
      userId: uid,
      currency: 'USD',
      reference: `test:${randomUUID()}`,
      reward: {
        title: reward.type === 'bonus' ? 'Casino bonus' : 'Betting bonus',
        amountMinor: 1000n,
        wagerMultiplier: 2,
        ...reward,
      } as Reward,
    },
    options,
  );
  return Number(granted.id);
}

async function bonusRow(id: number) {
  const [row] = await server.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row!;
}

async function sportPlay(
  uid: number,
  kind: 'bet' | 'win' | 'refund',
  amount: string,
  balanceKind = 'main',
  reference = `sportbet:${randomUUID()}`,
) {
  await server.db.transaction((tx) =>
    recordPlay(
      tx,
      {
        userId: uid,
        source: 'sport',
        kind,
        reference,
        gameId: null,
        provider: 'dgt_sportsbook',
        currency: 'USD',
        balanceKind,
        amountMinor: toMinor(amount),
      },
      { random: () => 0 },
    ),
  );
  return reference;
}

describe('bonuses group', () => {
  it('guests get 401 AuthorizationException', async () => {
    const guest = server.client();
    for (const res of [
      await guest.get('/api/bonuses/get'),
      await post(guest, '/api/bonuses/activate', { bonus_id: '1' }),
      await guest.get('/api/BettingBonuses/get'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.data.type).toBe('AuthorizationException');
    }
  });

  it('get answers the granted bonus as available, with its wagering and description', async () => {
    const { uid, client } = await server.player();
    const id = await grant(
      uid,
      { type: 'bonus', title: 'Welcome bonus', amountMinor: 5000n, wagerMultiplier: 30 },
      { text: 'Wager it 30 times.' },
    );
    const res = await client.get('/api/bonuses/get');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id,
        type: 'casino',
        status: 'available',
        amount: { amount: '50', currency: 'USD' },
        wager: { multiplier: 30, required: '1500', progress: '0' },
        expires_at: expect.stringMatching(/^\d{4}-/),
        description: { title: 'Welcome bonus', text: 'Wager it 30 times.' },
        is_isolated: true,
      },
    ]);
  });

  it('get filters by type and statuses, newest first', async () => {
    const { uid, client } = await server.player();
    const casino = await grant(uid, { type: 'bonus' });
    const betting = await grant(uid, { type: 'betting_bonus' });
    await post(client, '/api/bonuses/activate', { bonus_id: String(casino) });
    const all = await client.get('/api/bonuses/get');
    expect(all.body.data.map((b: { id: number }) => b.id)).toEqual([betting, casino]);
    const onlyBetting = await client.get('/api/bonuses/get', { type: 'betting' });
    expect(onlyBetting.body.data.map((b: { id: number }) => b.id)).toEqual([betting]);
    const active = await client.get('/api/bonuses/get', { statuses: 'active,wagering' });
    expect(active.body.data.map((b: { id: number }) => b.id)).toEqual([casino]);
  });

  it('activate credits the bonus balance from promotions, once', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus', amountMinor: 2500n });
    const promotions = await getHouseBalance(server.db, 'promotions', 'USD');
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.post('/api/bonuses/activate', { bonus_id: String(id) }, key);
    const retry = await client.post('/api/bonuses/activate', { bonus_id: String(id) }, key);
    expect(first.body).toEqual({ data: 1 });
    expect(retry.body).toEqual({ data: 1 });
    const again = await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    expect(again.status).toBe(400);
    expect(again.body.data.type).toBe('InvalidRequestException');
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(2500n);
    expect(await getHouseBalance(server.db, 'promotions', 'USD')).toBe(promotions - 2500n);
    expect(await bonusRow(id)).toMatchObject({ status: 'active', fundsMinor: 2500n });
  });

  it('activate needs an Idempotency-Key and refuses unknown and foreign bonuses', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus' });
    const noKey = await client.post('/api/bonuses/activate', { bonus_id: String(id) });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.type).toBe('InvalidRequestException');
    const unknown = await post(client, '/api/bonuses/activate', { bonus_id: '99999999' });
    expect(unknown.body.data.type).toBe('InvalidParameterException');
    const other = await server.player();
    const foreign = await post(other.client, '/api/bonuses/activate', { bonus_id: String(id) });
    expect(foreign.body.data.type).toBe('InvalidParameterException');
    expect((await bonusRow(id)).status).toBe('available');
  });

  it('deactivate returns an active bonus to available and its money to promotions', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus', amountMinor: 1200n });
    const promotions = await getHouseBalance(server.db, 'promotions', 'USD');
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    const res = await post(client, '/api/bonuses/deactivate', { bonus_id: String(id) });
    expect(res.body).toEqual({ data: 1 });
    expect(await bonusRow(id)).toMatchObject({ status: 'available', fundsMinor: 0n });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(0n);
    expect(await getHouseBalance(server.db, 'promotions', 'USD')).toBe(promotions);
    // Not active any more: a second deactivate is refused.
    const twice = await post(client, '/api/bonuses/deactivate', { bonus_id: String(id) });
    expect(twice.body.data.type).toBe('InvalidRequestException');
  });

  it('deactivate is refused once wagering has started', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    const id = await grant(uid, { type: 'bonus', amountMinor: 1000n, wagerMultiplier: 10 });
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect((await bonusRow(id)).status).toBe('wagering');
    const res = await post(client, '/api/bonuses/deactivate', { bonus_id: String(id) });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { reason: 'bonus_status', status: 'wagering' },
    });
  });

  it('remove burns what is left of an active bonus back to promotions', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus', amountMinor: 800n, wagerMultiplier: 40 });
    const promotions = await getHouseBalance(server.db, 'promotions', 'USD');
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    // Main is empty, so this stake comes out of the bonus.
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(700n);
    const res = await post(client, '/api/bonuses/remove', { bonus_id: String(id) });
    expect(res.body).toEqual({ data: 1 });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(0n);
    expect(await bonusRow(id)).toMatchObject({ status: 'removed', fundsMinor: 0n });
    // 8.00 out, 1.00 lost to the house, 7.00 burnt back.
    expect(await getHouseBalance(server.db, 'promotions', 'USD')).toBe(promotions - 100n);
    const [burn] = await server.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'bonus_burn'),
          eq(ledgerTransactions.reference, `bonus:${id}`),
        ),
      );
    expect(burn).toBeDefined();
    const twice = await post(client, '/api/bonuses/remove', { bonus_id: String(id) });
    expect(twice.body.data.type).toBe('InvalidRequestException');
  });

  it('remove of an available bonus moves no money', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '3', { kind: 'bonus' });
    const id = await grant(uid, { type: 'bonus' });
    await post(client, '/api/bonuses/remove', { bonus_id: String(id) });
    expect((await bonusRow(id)).status).toBe('removed');
    // Bonus money that belongs to no bonus is left alone.
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(300n);
  });

  it('isolation: an isolated bonus cannot join another bonus in play, nor another join it', async () => {
    const { uid, client } = await server.player();
    const first = await grant(uid, { type: 'bonus' });
    const second = await grant(uid, { type: 'bonus' });
    const loose = await grant(uid, { type: 'bonus' }, { isolated: false });
    await post(client, '/api/bonuses/activate', { bonus_id: String(first) });
    for (const id of [second, loose]) {
      const res = await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
      expect(res.status).toBe(400);
      expect(res.body.data).toMatchObject({
        type: 'InvalidRequestException',
        error_data: { reason: 'bonus_isolation', bonus_ids: [first] },
      });
    }
    // A betting bonus lives on its own balance: isolation is per balance.
    const betting = await grant(uid, { type: 'betting_bonus' });
    expect(
      (await post(client, '/api/BettingBonuses/activate', { bonus_id: String(betting) })).body,
    ).toEqual({ data: 1 });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(1000n);
  });

  it('without isolation bonuses stack, and each burns only its own funds', async () => {
    const { uid, client } = await server.player();
    const a = await grant(uid, { type: 'bonus', amountMinor: 500n }, { isolated: false });
    const b = await grant(uid, { type: 'bonus', amountMinor: 300n }, { isolated: false });
    await post(client, '/api/bonuses/activate', { bonus_id: String(a) });
    expect((await post(client, '/api/bonuses/activate', { bonus_id: String(b) })).body).toEqual({
      data: 1,
    });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(800n);
    await post(client, '/api/bonuses/remove', { bonus_id: String(a) });
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(300n);
    expect(await bonusRow(b)).toMatchObject({ status: 'active', fundsMinor: 300n });
  });

  it('a bonus past expires_at expires: never activatable, and an active one burns', async () => {
    const { uid, client } = await server.player();
    const old = await grant(
      uid,
      { type: 'bonus', expiresInDays: 1 },
      { now: new Date(Date.now() - 2 * 86_400_000) },
    );
    const res = await post(client, '/api/bonuses/activate', { bonus_id: String(old) });
    expect(res.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { status: 'expired' },
    });
    const live = await grant(uid, { type: 'bonus', amountMinor: 400n });
    await post(client, '/api/bonuses/activate', { bonus_id: String(live) });
    await server.db
      .update(playerBonuses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.id, live));
    const list = await client.get('/api/bonuses/get');
    expect(list.body.data.map((b: { status: string }) => b.status)).toEqual(['expired', 'expired']);
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(0n);
  });

  it('a bonus without wagering completes on activation and its money stays bonus money', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus', amountMinor: 700n, wagerMultiplier: 0 });
    const before = await client.get('/api/bonuses/get');
    expect(before.body.data[0].wager).toBeNull();
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    expect((await bonusRow(id)).status).toBe('completed');
    expect(await getBalanceSheet(server.db, uid, 'USD')).toMatchObject({ bonus: 700n, main: 0n });
  });
});

describe('bonus wagering (scenario: the demo slot)', () => {
  it('each real-money stake moves the progress by its amount; meeting it converts the bonus to main', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    // 2.00 wagered ×2: 4.00 of stakes required.
    const id = await grant(uid, { type: 'bonus', amountMinor: 200n, wagerMultiplier: 2 });
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    for (let i = 1; i <= 3; i++) {
      await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
      const [bonus] = (await client.get('/api/bonuses/get')).body.data;
      expect(bonus.status).toBe('wagering');
      expect(bonus.wager).toEqual({ multiplier: 2, required: '4', progress: `${i}` });
    }
    const convert = () =>
      server.db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.kind, 'bonus_convert'),
            eq(ledgerTransactions.reference, `bonus:${id}`),
          ),
        );
    expect(await convert()).toHaveLength(0);
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    const [done] = (await client.get('/api/bonuses/get')).body.data;
    expect(done.status).toBe('completed');
    expect(done.wager.progress).toBe('4');
    // Main paid the four stakes (10 − 4) and received the 2.00 bonus, in one posting.
    expect(await getBalanceSheet(server.db, uid, 'USD')).toMatchObject({ main: 800n, bonus: 0n });
    expect(await convert()).toHaveLength(1);
    // Further stakes move nothing.
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect((await bonusRow(id)).wagerProgressMinor).toBe(400n);
  });

  it('bonus-balance stakes spend the bonus funds; a win of the completing round follows to main', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'bonus', amountMinor: 500n, wagerMultiplier: 1 });
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    for (let i = 0; i < 4; i++)
      await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect(await bonusRow(id)).toMatchObject({
      status: 'wagering',
      fundsMinor: 100n,
      wagerProgressMinor: 400n,
    });
    const last = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    expect(last.balance_type).toBe('bonus');
    const win = toMinor(last.win);
    expect(win).toBeGreaterThan(0n);
    expect((await bonusRow(id)).status).toBe('completed');
    expect(await getBalanceSheet(server.db, uid, 'USD')).toMatchObject({ main: win, bonus: 0n });
  });

  it('fun-money spins never count', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10', { kind: 'fun' });
    const id = await grant(uid, { type: 'bonus' });
    await post(client, '/api/bonuses/activate', { bonus_id: String(id) });
    await spinAs(server.db, { userId: uid, bet: '1.00', mode: 'demo' });
    expect(await bonusRow(id)).toMatchObject({ status: 'active', wagerProgressMinor: 0n });
  });
});

describe('BettingBonuses group', () => {
  it('get answers only betting bonuses, with min_odds', async () => {
    const { uid, client } = await server.player();
    await grant(uid, { type: 'bonus' });
    const id = await grant(uid, { type: 'betting_bonus', amountMinor: 1000n }, { minOdds: '1.50' });
    const res = await client.get('/api/BettingBonuses/get');
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id,
        type: 'betting',
        status: 'available',
        min_odds: '1.50',
        amount: { amount: '10', currency: 'USD' },
      }),
    ]);
  });

  it('activate credits the betting-bonus balance; casino bonuses are not found here', async () => {
    const { uid, client } = await server.player();
    const casino = await grant(uid, { type: 'bonus' });
    const id = await grant(uid, { type: 'betting_bonus', amountMinor: 1500n });
    const wrong = await post(client, '/api/BettingBonuses/activate', { bonus_id: String(casino) });
    expect(wrong.body.data.type).toBe('InvalidParameterException');
    const ok = await post(client, '/api/BettingBonuses/activate', { bonus_id: String(id) });
    expect(ok.body).toEqual({ data: 1 });
    expect(await getBalanceSheet(server.db, uid, 'USD')).toMatchObject({
      betting_bonus: 1500n,
      bonus: 0n,
    });
  });

  it('sport stakes wager it (casino ones do not), a void bet is taken back, and it converts when met', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '20');
    const id = await grant(uid, { type: 'betting_bonus', amountMinor: 1000n, wagerMultiplier: 2 });
    await post(client, '/api/BettingBonuses/activate', { bonus_id: String(id) });
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect((await bonusRow(id)).wagerProgressMinor).toBe(0n);
    await sportPlay(uid, 'bet', '15.00');
    const voided = await sportPlay(uid, 'bet', '3.00');
    await sportPlay(uid, 'refund', '3.00', 'main', voided);
    expect(await bonusRow(id)).toMatchObject({ status: 'wagering', wagerProgressMinor: 1500n });
    await sportPlay(uid, 'bet', '5.00', 'betting_bonus');
    expect(await bonusRow(id)).toMatchObject({ status: 'completed', wagerProgressMinor: 2000n });
    // The funds left after the 5.00 stake from the bonus (10 − 5) became main money.
    const sheet = await getBalanceSheet(server.db, uid, 'USD');
    expect(sheet.main).toBe(toMinor('19') + 500n);
  });

  it('remove burns the betting bonus', async () => {
    const { uid, client } = await server.player();
    const id = await grant(uid, { type: 'betting_bonus', amountMinor: 900n });
    await post(client, '/api/BettingBonuses/activate', { bonus_id: String(id) });
    const res = await post(client, '/api/BettingBonuses/remove', { bonus_id: String(id) });
    expect(res.body).toEqual({ data: 1 });
    expect((await getBalanceSheet(server.db, uid, 'USD')).betting_bonus).toBe(0n);
    const again = await post(client, '/api/BettingBonuses/remove', { bonus_id: String(id) });
    expect(again.body.data.type).toBe('InvalidRequestException');
    const unknown = await post(client, '/api/BettingBonuses/remove', { bonus_id: '0' });
    expect(unknown.body.data.type).toBe('InvalidParameterException');
  });
});

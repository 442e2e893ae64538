import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playEvents } from '../src/db/schema/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { recordPlay } from '../src/play/index.ts';
import { type PlayListener } from '../src/play/play-types.ts';
import { netLossMinor } from '../src/play/net-loss.ts';
import { aSlot, spinAs } from './play-helpers.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });

async function eventsOf(userId: number) {
  return server.db.select().from(playEvents).where(eq(playEvents.userId, userId));
}

describe('play events', () => {
  it('records a losing real-money spin as one bet on the main balance', async () => {
    const uid = await server.createUser();
    await server.fund(uid, '10');
    const slot = await aSlot(server.db);
    const result = await spinAs(server.db, {
      userId: uid,
      bet: '1.00',
      outcome: 'lose',
      gameId: slot.id,
    });
    expect(result.win).toBe('0');
    const events = await eventsOf(uid);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: 'casino',
      kind: 'bet',
      reference: `round:${result.round_id}`,
      gameId: slot.id,
      currency: 'USD',
      balanceKind: 'main',
      amountMinor: toMinor('1.00'),
    });
    expect(events[0]!.provider).toMatch(/\w+/);
  });

  it('records a winning spin as a bet and a win with the paid amount', async () => {
    const uid = await server.createUser();
    await server.fund(uid, '10');
    const result = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    const events = await eventsOf(uid);
    expect(events.map((e) => e.kind).sort()).toEqual(['bet', 'win']);
    expect(events.find((e) => e.kind === 'win')!.amountMinor).toBe(toMinor(result.win));
  });

  it('does not record fun-money spins', async () => {
    const uid = await server.createUser();
    await server.fund(uid, '10', { kind: 'fun' });
    await spinAs(server.db, { userId: uid, bet: '1.00', mode: 'demo' });
    expect(await eventsOf(uid)).toHaveLength(0);
  });

  it('nets stakes against wins for cashback, never below zero', async () => {
    const uid = await server.createUser();
    await server.fund(uid, '20');
    const from = new Date(Date.now() - 60_000);
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    await spinAs(server.db, { userId: uid, bet: '2.00', outcome: 'lose' });
    const to = new Date(Date.now() + 60_000);
    expect(await netLossMinor(server.db, uid, 'USD', from, to)).toBe(toMinor('3.00'));
    expect(await netLossMinor(server.db, uid, 'EUR', from, to)).toBe(0n);
    const winner = await server.createUser();
    await server.fund(winner, '20');
    const win = await spinAs(server.db, { userId: winner, bet: '1.00', outcome: 'win' });
    const expected = toMinor('1.00') - toMinor(win.win);
    expect(await netLossMinor(server.db, winner, 'USD', from, to)).toBe(
      expected > 0n ? expected : 0n,
    );
  });

  it('runs listeners inside the bet transaction: a failing listener rolls the bet back', async () => {
    const uid = await server.createUser();
    await server.fund(uid, '5');
    const seen: string[] = [];
    const listener: PlayListener = async (_tx, event) => {
      seen.push(`${event.kind}:${event.amountMinor}`);
    };
    await server.db.transaction(async (tx) => {
      await recordPlay(
        tx,
        {
          userId: uid,
          source: 'sport',
          kind: 'bet',
          reference: 'sportbet:test-1',
          gameId: null,
          provider: 'dgt_sportsbook',
          currency: 'USD',
          balanceKind: 'main',
          amountMinor: 250n,
        },
        { random: () => 0 },
        [listener],
      );
    });
    expect(seen).toEqual(['bet:250']);

    const failing: PlayListener = async () => {
      throw new Error('listener failed');
    };
    await expect(
      server.db.transaction(async (tx) => {
        await recordPlay(
          tx,
          {
            userId: uid,
            source: 'sport',
            kind: 'bet',
            reference: 'sportbet:test-2',
            gameId: null,
            provider: 'dgt_sportsbook',
            currency: 'USD',
            balanceKind: 'main',
            amountMinor: 100n,
          },
          { random: () => 0 },
          [failing],
        );
      }),
    ).rejects.toThrow('listener failed');
    const refs = (await eventsOf(uid)).map((e) => e.reference);
    expect(refs).toEqual(['sportbet:test-1']);
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(toMinor('5'));
  });

  it('refuses to record the same stake twice', async () => {
    const uid = await server.createUser();
    const input = {
      userId: uid,
      source: 'sport' as const,
      kind: 'bet' as const,
      reference: 'sportbet:dup',
      gameId: null,
      provider: 'dgt_sportsbook',
      currency: 'USD',
      balanceKind: 'main',
      amountMinor: 100n,
    };
    await recordPlay(server.db, input, { random: () => 0 }, []);
    await expect(recordPlay(server.db, input, { random: () => 0 }, [])).rejects.toThrow();
    expect(await eventsOf(uid)).toHaveLength(1);
  });
});

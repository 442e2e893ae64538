import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashbacks,
  freespinPacks,
  ledgerTransactions,
  playerBonuses,
  rewardGrants,
} from '../src/db/schema/index.ts';
import { getBalanceSheet, getHouseBalance } from '../src/ledger/balances.ts';
import {
  grantReward,
  InvalidRewardError,
  RewardAlreadyGrantedError,
} from '../src/rewards/index.ts';
import { seedRewards } from '../src/rewards/seed-rewards.ts';
import { BONUS_DEFAULT_EXPIRY_DAYS, DAY_MS } from '../src/rewards/reward-rules.ts';
import { aSlot } from './play-helpers.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });
const NOW = new Date('2030-03-04T12:00:00.000Z');

describe('grantReward', () => {
  it('grants a casino bonus waiting to be activated, with its wagering and expiry', async () => {
    const uid = await server.createUser();
    const granted = await grantReward(
      server.db,
      {
        userId: uid,
        currency: 'USD',
        reference: `test:bonus:${uid}`,
        reward: { type: 'bonus', title: 'Welcome bonus', amountMinor: 5000n, wagerMultiplier: 35 },
      },
      { now: NOW },
    );
    expect(granted.type).toBe('bonus');
    const [bonus] = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, Number(granted.id)));
    expect(bonus).toMatchObject({
      userId: uid,
      type: 'casino',
      status: 'available',
      title: 'Welcome bonus',
      amountMinor: 5000n,
      wagerRequiredMinor: 175_000n,
      wagerProgressMinor: 0n,
      fundsMinor: 0n,
      isIsolated: true,
    });
    expect(bonus!.expiresAt!.getTime()).toBe(NOW.getTime() + BONUS_DEFAULT_EXPIRY_DAYS * DAY_MS);
    // Granting is not crediting: money moves on activation.
    expect((await getBalanceSheet(server.db, uid, 'USD')).bonus).toBe(0n);
  });

  it('grants a betting bonus of type betting with a fractional multiplier rounded up', async () => {
    const uid = await server.createUser();
    const granted = await grantReward(
      server.db,
      {
        userId: uid,
        currency: 'USD',
        reference: `test:bb:${uid}`,
        reward: {
          type: 'betting_bonus',
          title: 'Free bet',
          amountMinor: 333n,
          wagerMultiplier: 2.5,
          expiresInDays: 3,
        },
      },
      { now: NOW, minOdds: '1.50' },
    );
    const [bonus] = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, Number(granted.id)));
    expect(bonus).toMatchObject({ type: 'betting', wagerRequiredMinor: 833n, minOdds: '1.50' });
    expect(bonus!.expiresAt!.getTime()).toBe(NOW.getTime() + 3 * DAY_MS);
  });

  it('grants a freespin pack on the given game, or on the first demo slot', async () => {
    const uid = await server.createUser();
    const slot = await aSlot(server.db);
    const anyGame = await grantReward(server.db, {
      userId: uid,
      currency: 'USD',
      reference: `test:fs-any:${uid}`,
      reward: {
        type: 'freespins',
        title: '10 free spins',
        count: 10,
        betMinor: 20n,
        gameIds: [],
        wagerMultiplier: 0,
      },
    });
    const oneGame = await grantReward(server.db, {
      userId: uid,
      currency: 'USD',
      reference: `test:fs-one:${uid}`,
      reward: {
        type: 'freespins',
        title: '5 free spins',
        count: 5,
        betMinor: 100n,
        gameIds: [slot.id],
        wagerMultiplier: 10,
      },
    });
    const packs = await server.db.select().from(freespinPacks).where(eq(freespinPacks.userId, uid));
    expect(packs).toHaveLength(2);
    const one = packs.find((p) => p.id === Number(oneGame.id))!;
    expect(one).toMatchObject({
      gameId: slot.id,
      gameIds: [slot.id],
      totalCount: 5,
      remainingCount: 5,
      betMinor: 100n,
      status: 'active',
    });
    expect(packs.find((p) => p.id === Number(anyGame.id))!.gameIds).toEqual([]);
  });

  it('posts money from promotions to main', async () => {
    const uid = await server.createUser();
    const before = await getHouseBalance(server.db, 'promotions', 'USD');
    const granted = await grantReward(server.db, {
      userId: uid,
      currency: 'USD',
      reference: `test:money:${uid}`,
      reward: { type: 'money', title: 'Tournament prize', amountMinor: 2500n },
    });
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(2500n);
    expect(await getHouseBalance(server.db, 'promotions', 'USD')).toBe(before - 2500n);
    const [tx] = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, Number(granted.id)));
    expect(tx).toMatchObject({ kind: 'reward', reference: `test:money:${uid}` });
  });

  it('refuses a duplicate reference: nothing is granted twice', async () => {
    const uid = await server.createUser();
    const grant = {
      userId: uid,
      currency: 'USD',
      reference: `test:dup:${uid}`,
      reward: { type: 'money' as const, title: 'Prize', amountMinor: 700n },
    };
    await grantReward(server.db, grant);
    await expect(grantReward(server.db, grant)).rejects.toBeInstanceOf(RewardAlreadyGrantedError);
    await expect(
      grantReward(server.db, {
        ...grant,
        reward: { type: 'bonus', title: 'Other', amountMinor: 100n, wagerMultiplier: 1 },
      }),
    ).rejects.toBeInstanceOf(RewardAlreadyGrantedError);
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(700n);
    expect(
      await server.db.select().from(playerBonuses).where(eq(playerBonuses.userId, uid)),
    ).toHaveLength(0);
  });

  it('leaves the caller transaction usable after a refused duplicate', async () => {
    const uid = await server.createUser();
    const reference = `test:in-tx:${uid}`;
    const reward = { type: 'bonus' as const, title: 'B', amountMinor: 100n, wagerMultiplier: 1 };
    await grantReward(server.db, { userId: uid, currency: 'USD', reference, reward });
    await server.db.transaction(async (tx) => {
      await expect(
        grantReward(tx, { userId: uid, currency: 'USD', reference, reward }),
      ).rejects.toBeInstanceOf(RewardAlreadyGrantedError);
      await grantReward(tx, {
        userId: uid,
        currency: 'USD',
        reference: `${reference}:2`,
        reward,
      });
    });
    const grants = await server.db
      .select()
      .from(rewardGrants)
      .where(and(eq(rewardGrants.userId, uid)));
    expect(grants.map((g) => g.reference).sort()).toEqual([reference, `${reference}:2`]);
  });

  it('refuses rewards that cannot exist', async () => {
    const uid = await server.createUser();
    await expect(
      grantReward(server.db, {
        userId: uid,
        currency: 'USD',
        reference: `test:bad:${uid}`,
        reward: { type: 'bonus', title: 'Zero', amountMinor: 0n, wagerMultiplier: 1 },
      }),
    ).rejects.toBeInstanceOf(InvalidRewardError);
    await expect(
      grantReward(server.db, {
        userId: uid,
        currency: 'USD',
        reference: `test:bad-fs:${uid}`,
        reward: {
          type: 'freespins',
          title: 'Nowhere',
          count: 3,
          betMinor: 10n,
          gameIds: [999_999],
          wagerMultiplier: 0,
        },
      }),
    ).rejects.toBeInstanceOf(InvalidRewardError);
    // A refused reward does not use up its reference.
    expect(
      await server.db.select().from(rewardGrants).where(eq(rewardGrants.userId, uid)),
    ).toHaveLength(0);
  });
});

describe('seedRewards', () => {
  it("gives the demo account the welcome package and last week's cashback, once", async () => {
    const demo = server.seeded!.demoUserId;
    await seedRewards(server.db, demo, 'USD');
    const grants = await server.db
      .select({ reference: rewardGrants.reference })
      .from(rewardGrants)
      .where(eq(rewardGrants.userId, demo));
    expect(grants.map((g) => g.reference).sort()).toEqual([
      `welcome:welcome-betting-bonus:${demo}`,
      `welcome:welcome-bonus:${demo}`,
      `welcome:welcome-spins:${demo}`,
    ]);
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, demo));
    expect(bonuses.map((b) => [b.title, b.type, b.amountMinor, b.status]).sort()).toEqual([
      ['Sportsbook starter', 'betting', 1000n, 'available'],
      ['Welcome bonus', 'casino', 5000n, 'available'],
    ]);
    const [spins] = await server.db
      .select()
      .from(freespinPacks)
      .where(eq(freespinPacks.userId, demo));
    expect(spins).toMatchObject({ totalCount: 20, betMinor: 20n, status: 'active' });
    const rows = await server.db.select().from(cashbacks).where(eq(cashbacks.userId, demo));
    expect(rows.map((r) => [r.amountMinor, r.status])).toEqual([[2450n, 'active']]);
  });
});

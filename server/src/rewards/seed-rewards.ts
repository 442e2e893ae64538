/**
 * Demo rewards (README.md): what a new player is welcomed with, and what the demo account
 * shows on its bonuses, cashback and freespins pages. Idempotent: every grant has a fixed
 * reference, so a restart grants nothing twice.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cashbacks } from '../db/schema/index.ts';
import { cashbackFor, closedWeek } from './cashbacks.ts';
import {
  grantReward,
  InvalidRewardError,
  RewardAlreadyGrantedError,
  type GrantOptions,
} from './grant-reward.ts';
import { CASHBACK_CLAIM_DAYS, CASHBACK_RATE_BP, DAY_MS } from './reward-rules.ts';
import type { Reward } from './reward.ts';

/** The welcome package: a casino bonus, a betting bonus and a freespin pack. */
const WELCOME_REWARDS: readonly { key: string; reward: Reward; options: GrantOptions }[] = [
  {
    key: 'welcome-bonus',
    reward: { type: 'bonus', title: 'Welcome bonus', amountMinor: 5000n, wagerMultiplier: 30 },
    options: {
      text: 'A 50.00 casino bonus to start with. Wager it 30 times on any slot and it becomes real money.',
    },
  },
  {
    key: 'welcome-betting-bonus',
    reward: {
      type: 'betting_bonus',
      title: 'Sportsbook starter',
      amountMinor: 1000n,
      wagerMultiplier: 5,
      expiresInDays: 14,
    },
    options: {
      text: 'A 10.00 betting bonus. Stake 50.00 in total on sports and what is left is yours to withdraw.',
    },
  },
  {
    key: 'welcome-spins',
    reward: {
      type: 'freespins',
      title: 'Welcome spins',
      count: 20,
      betMinor: 20n,
      gameIds: [],
      wagerMultiplier: 0,
    },
    options: {},
  },
];

/**
 * Grants the welcome package to a player, once (references `welcome:{key}:{userId}`);
 * answers how many rewards were new. Call it when a player registers.
 */
async function grantWelcomeRewards(
  db: Db,
  userId: number,
  currency: string,
  now: Date = new Date(),
): Promise<number> {
  let granted = 0;
  for (const { key, reward, options } of WELCOME_REWARDS) {
    try {
      await grantReward(
        db,
        { userId, currency, reference: `welcome:${key}:${userId}`, reward },
        { ...options, now },
      );
      granted += 1;
    } catch (err) {
      // Granted before, or (a catalogue without slots) spins that have nowhere to be played.
      if (!(err instanceof RewardAlreadyGrantedError || err instanceof InvalidRewardError)) {
        throw err;
      }
    }
  }
  return granted;
}

/**
 * Seeds the demo account's rewards: the welcome package and, the first time only, last
 * week's cashback on a 245.00 net loss, so the cashback page and popup have something real.
 */
export async function seedRewards(
  db: Db,
  demoUserId: number,
  currency: string,
  now: Date = new Date(),
): Promise<void> {
  await grantWelcomeRewards(db, demoUserId, currency, now);
  const [had] = await db
    .select({ n: count() })
    .from(cashbacks)
    .where(eq(cashbacks.userId, demoUserId));
  if ((had?.n ?? 0) > 0) return;
  const { start, end } = closedWeek(now);
  const netLoss = 24_500n;
  await db
    .insert(cashbacks)
    .values({
      userId: demoUserId,
      currency,
      periodStart: start,
      periodEnd: end,
      netLossMinor: netLoss,
      amountMinor: cashbackFor(netLoss),
      rateBp: CASHBACK_RATE_BP,
      receivingExpiredAt: new Date(end.getTime() + CASHBACK_CLAIM_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
}

/**
 * A product's or quest's reward template (amounts per currency) made concrete for one player's
 * currency, in the shared reward vocabulary that `grantReward` pays.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games, type RewardTemplate } from '../db/schema/index.ts';
import { toMinor } from '../ledger/money.ts';
import type { Reward } from '../rewards/reward.ts';

/** The reward in `currency`, or null when the template has no amount for that currency. */
export async function rewardFor(
  db: Db,
  template: RewardTemplate,
  currency: string,
  title: string,
): Promise<Reward | null> {
  const extra = (days: number | undefined) => (days === undefined ? {} : { expiresInDays: days });
  switch (template.type) {
    case 'bonus':
    case 'betting_bonus': {
      const amount = template.amounts[currency];
      if (amount === undefined) return null;
      return {
        type: template.type,
        title,
        amountMinor: toMinor(amount),
        wagerMultiplier: template.wagerMultiplier,
        ...extra(template.expiresInDays),
      };
    }
    case 'freespins': {
      const bet = template.bets[currency];
      if (bet === undefined) return null;
      const gameIds =
        template.games.length === 0
          ? []
          : (
              await db
                .select({ id: games.id })
                .from(games)
                .where(inArray(games.sysname, template.games))
            ).map((g) => g.id);
      return {
        type: 'freespins',
        title,
        count: template.count,
        betMinor: toMinor(bet),
        gameIds,
        wagerMultiplier: template.wagerMultiplier,
        ...extra(template.expiresInDays),
      };
    }
    case 'money': {
      const amount = template.amounts[currency];
      if (amount === undefined) return null;
      return { type: 'money', title, amountMinor: toMinor(amount) };
    }
  }
}

/** True when the template can be granted in `currency`. */
export function offeredIn(template: RewardTemplate, currency: string): boolean {
  return (template.type === 'freespins' ? template.bets : template.amounts)[currency] !== undefined;
}

/** What a notice counts for a granted reward: spins, or money as a decimal string. */
export function noticeAmountOf(
  template: RewardTemplate,
  currency: string,
): {
  amount: number | string | null;
  amountType: 'money' | 'freespins';
} {
  if (template.type === 'freespins') return { amount: template.count, amountType: 'freespins' };
  return { amount: template.amounts[currency] ?? null, amountType: 'money' };
}

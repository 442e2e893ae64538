/**
 * An offer's stored rewards (PromotionSpec) as the contract shows them in one currency, and as
 * the rewards domain grants them (`Reward`). A promotion without an amount in the player's
 * currency cannot be shown or granted in it: the offer is then not for that player.
 */
import type { campaigns } from '@croupier/core/contract';
import type { AmountsByCurrency, PromotionSpec } from '../db/schema/index.ts';
import { fromMinor, toMinor } from '../ledger/index.ts';
import type { Reward } from '../rewards/reward.ts';

type Promotion = campaigns.Promotion;

/** A demo slot a freespins promotion is for. */
export interface PromotionGame {
  id: number;
  sysname: string;
  name: string;
}

/** `amounts[currency]` in minor units, or null when the currency has no amount. */
export function amountIn(amounts: AmountsByCurrency | undefined, currency: string): bigint | null {
  const value = amounts?.[currency];
  return value === undefined ? null : toMinor(value);
}

function money(minor: bigint, currency: string) {
  return { amount: fromMinor(minor), currency };
}

/** Whether every promotion can be shown and granted in `currency`. */
export function supportsCurrency(specs: readonly PromotionSpec[], currency: string): boolean {
  return specs.every((spec) =>
    spec.type === 'freespins'
      ? amountIn(spec.bet, currency) !== null
      : spec.amount
        ? amountIn(spec.amount, currency) !== null
        : !spec.maxAmount || amountIn(spec.maxAmount, currency) !== null,
  );
}

/**
 * The contract view of one promotion in `currency` (null when it has no amount there, or its
 * game is not in the catalogue).
 */
export function promotionView(
  spec: PromotionSpec,
  currency: string,
  games: ReadonlyMap<string, PromotionGame>,
): Promotion | null {
  if (spec.type === 'freespins') {
    const bet = amountIn(spec.bet, currency);
    const game = games.get(spec.gameSysname);
    if (bet === null || !game) return null;
    return {
      type: 'freespins',
      game: { sysname: game.sysname, name: game.name },
      count: spec.count,
      bet: money(bet, currency),
    };
  }
  const fixed = amountIn(spec.amount, currency);
  const cap = amountIn(spec.maxAmount, currency);
  if (spec.amount && fixed === null) return null;
  if (spec.maxAmount && cap === null) return null;
  return {
    type: 'bonus',
    bonus_type: spec.bonusType,
    amount: fixed === null ? null : money(fixed, currency),
    percent: spec.percent ?? null,
    max_amount: cap === null ? null : money(cap, currency),
    wager_multiplier: spec.wagerMultiplier,
  };
}

/**
 * The reward one promotion grants in `currency`; a percent bonus is that percent of
 * `depositMinor`, capped by its maximum. Null when nothing is due (no amount in the currency,
 * no deposit for a percent bonus, an amount that rounds to zero, or an unknown game).
 */
export function promotionReward(
  spec: PromotionSpec,
  options: {
    currency: string;
    title: string;
    depositMinor?: bigint;
    games: ReadonlyMap<string, PromotionGame>;
  },
): Reward | null {
  const { currency, title } = options;
  if (spec.type === 'freespins') {
    const bet = amountIn(spec.bet, currency);
    const game = options.games.get(spec.gameSysname);
    if (bet === null || !game) return null;
    return {
      type: 'freespins',
      title,
      count: spec.count,
      betMinor: bet,
      gameIds: [game.id],
      wagerMultiplier: spec.wagerMultiplier,
      ...(spec.expiresInDays === undefined ? {} : { expiresInDays: spec.expiresInDays }),
    };
  }
  let amountMinor = amountIn(spec.amount, currency);
  if (amountMinor === null && spec.percent !== undefined && options.depositMinor !== undefined) {
    // Whole percents of whole minor units: rounded down, never a float.
    amountMinor = (options.depositMinor * BigInt(spec.percent)) / 100n;
    const cap = amountIn(spec.maxAmount, currency);
    if (cap !== null && amountMinor > cap) amountMinor = cap;
  }
  if (amountMinor === null || amountMinor <= 0n) return null;
  return {
    type: spec.bonusType === 'betting' ? 'betting_bonus' : 'bonus',
    title,
    amountMinor,
    wagerMultiplier: spec.wagerMultiplier,
    ...(spec.expiresInDays === undefined ? {} : { expiresInDays: spec.expiresInDays }),
  };
}

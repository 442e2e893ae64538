/**
 * What a player can be given by a promotion, a loyalty product, a promo code or a prize. One
 * vocabulary, so every source of rewards grants them the same way (grant-reward.ts).
 */

/** A casino bonus on the bonus balance, turned into main money once wagered. */
export interface BonusReward {
  type: 'bonus';
  title: string;
  amountMinor: bigint;
  /** Wagering requirement as a multiple of the amount (0 = none, credited as bonus anyway). */
  wagerMultiplier: number;
  /** Days the bonus may wait before it expires (default decided by the bonuses domain). */
  expiresInDays?: number;
}

/** A sports-betting bonus on the betting-bonus balance. */
export interface BettingBonusReward {
  type: 'betting_bonus';
  title: string;
  amountMinor: bigint;
  wagerMultiplier: number;
  expiresInDays?: number;
}

/** A pack of free spins on the demo slot(s). */
export interface FreespinsReward {
  type: 'freespins';
  title: string;
  count: number;
  /** The stake each free spin plays at, in minor units. */
  betMinor: bigint;
  /** Games the pack is usable in; empty = every demo slot. */
  gameIds: number[];
  /** Wagering of what the spins win, as a multiple (0 = winnings go to main). */
  wagerMultiplier: number;
  expiresInDays?: number;
}

/** Real money straight to the main balance (tournament prizes, cashback paid out). */
export interface MoneyReward {
  type: 'money';
  title: string;
  amountMinor: bigint;
}

/** Anything a player can be granted. */
export type Reward = BonusReward | BettingBonusReward | FreespinsReward | MoneyReward;

/** Who gets a reward, in which currency, and the business event behind it (unique). */
export interface RewardGrant {
  userId: number;
  currency: string;
  /** e.g. `loyalty-product:{purchaseId}`, `promo:{code}:{userId}`; granting twice is refused. */
  reference: string;
  reward: Reward;
}

/** What was created: the bonus, freespin pack or ledger transaction id. */
export interface GrantedReward {
  type: Reward['type'];
  id: string;
}

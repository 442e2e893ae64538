/**
 * Granting a reward: the one way loyalty products, promo codes, offers, tournament prizes and
 * seeds give a player a bonus, freespins or money. The grant's reference is registered first
 * (unique), so a retried or replayed grant is refused instead of paying twice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { freespinPacks, games, playerBonuses, rewardGrants } from '../db/schema/index.ts';
import { DuplicateTransactionError } from '../errors.ts';
import { notifyIfCommitted } from '../ledger/balance-events.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { GrantedReward, RewardGrant } from './reward.ts';
import {
  BONUS_DEFAULT_EXPIRY_DAYS,
  BONUS_ISOLATION_ENABLED,
  FREESPINS_DEFAULT_EXPIRY_DAYS,
  expiryAfter,
  wagerRequiredMinor,
} from './reward-rules.ts';

/** A reward with this reference was already granted; nothing was granted again. */
export class RewardAlreadyGrantedError extends Error {
  override readonly name = 'RewardAlreadyGrantedError';
  constructor(readonly reference: string) {
    super(`Reward ${reference} was already granted`);
  }
}

/** A reward that cannot be granted as given (no amount, no usable game…). */
export class InvalidRewardError extends Error {
  override readonly name = 'InvalidRewardError';
}

/** Extra choices of a grant. */
export interface GrantOptions {
  /** The clock (expiry dates). Default now. */
  now?: Date;
  /** Whether a granted bonus is isolated; default the site setting BONUS_ISOLATION_ENABLED. */
  isolated?: boolean;
  /** A longer text for the bonus or pack (shown as its description). */
  text?: string;
  /** Betting bonuses: lowest decimal odds that count towards wagering, e.g. "1.50". */
  minOdds?: string;
}

/** Ledger transaction kind of money rewards. */
const REWARD_LEDGER_KIND = 'reward';

async function freespinGames(tx: Db, gameIds: number[]): Promise<number> {
  if (gameIds.length > 0) {
    const rows = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(inArray(games.id, gameIds), eq(games.isActive, true)));
    const found = new Set(rows.map((r) => r.id));
    const first = gameIds.find((id) => found.has(id));
    if (first === undefined) throw new InvalidRewardError('None of the games of the pack exists');
    return first;
  }
  const [slot] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.isActive, true), eq(games.hasDemo, true)))
    .orderBy(asc(games.priority), asc(games.id))
    .limit(1);
  if (!slot) throw new InvalidRewardError('No slot to play free spins in');
  return slot.id;
}

async function create(tx: Db, grant: RewardGrant, options: GrantOptions): Promise<GrantedReward> {
  const { reward, userId, currency, reference } = grant;
  const now = options.now ?? new Date();
  switch (reward.type) {
    case 'bonus':
    case 'betting_bonus': {
      if (reward.amountMinor <= 0n) throw new InvalidRewardError('A bonus needs an amount');
      const [row] = await tx
        .insert(playerBonuses)
        .values({
          userId,
          type: reward.type === 'bonus' ? 'casino' : 'betting',
          status: 'available',
          title: reward.title,
          text: options.text ?? null,
          currency,
          amountMinor: reward.amountMinor,
          wagerMultiplier: reward.wagerMultiplier,
          wagerRequiredMinor: wagerRequiredMinor(reward.amountMinor, reward.wagerMultiplier),
          isIsolated: options.isolated ?? BONUS_ISOLATION_ENABLED,
          minOdds: reward.type === 'betting_bonus' ? (options.minOdds ?? null) : null,
          reference,
          expiresAt: expiryAfter(now, reward.expiresInDays, BONUS_DEFAULT_EXPIRY_DAYS),
          createdAt: now,
        })
        .returning({ id: playerBonuses.id });
      return { type: reward.type, id: String(row!.id) };
    }
    case 'freespins': {
      if (!Number.isInteger(reward.count) || reward.count <= 0 || reward.betMinor <= 0n) {
        throw new InvalidRewardError('A freespin pack needs a count and a bet');
      }
      const gameId = await freespinGames(tx, reward.gameIds);
      const [row] = await tx
        .insert(freespinPacks)
        .values({
          userId,
          title: reward.title,
          currency,
          gameId,
          gameIds: reward.gameIds,
          totalCount: reward.count,
          remainingCount: reward.count,
          betMinor: reward.betMinor,
          wagerMultiplier: reward.wagerMultiplier,
          reference,
          expiresAt: expiryAfter(now, reward.expiresInDays, FREESPINS_DEFAULT_EXPIRY_DAYS),
          createdAt: now,
        })
        .returning({ id: freespinPacks.id });
      return { type: 'freespins', id: String(row!.id) };
    }
    case 'money': {
      if (reward.amountMinor <= 0n) throw new InvalidRewardError('Money needs an amount');
      const posted = await postTransaction(tx, {
        kind: REWARD_LEDGER_KIND,
        reference,
        userId,
        meta: { title: reward.title },
        entries: [
          { account: { userId, kind: 'main', currency }, amountMinor: reward.amountMinor },
          { account: { house: 'promotions', currency }, amountMinor: -reward.amountMinor },
        ],
      });
      return { type: 'money', id: String(posted.id) };
    }
  }
}

/**
 * Grants `grant.reward` to the player: a bonus or betting bonus waiting to be activated
 * (status available), a freespin pack (active), or money posted from `promotions` to main.
 * Runs as a savepoint of `tx`, so a refusal leaves the caller's transaction usable. Throws
 * RewardAlreadyGrantedError for a reference granted before, InvalidRewardError for a
 * reward that cannot exist. A money grant notifies balances itself only outside a
 * transaction; inside one the caller notifies after commit (as with postTransaction).
 */
export async function grantReward(
  tx: Db,
  grant: RewardGrant,
  options: GrantOptions = {},
): Promise<GrantedReward> {
  let granted: GrantedReward;
  try {
    granted = await tx.transaction(async (inner) => {
      const [registered] = await inner
        .insert(rewardGrants)
        .values({
          reference: grant.reference,
          userId: grant.userId,
          type: grant.reward.type,
          targetId: '',
        })
        .returning({ id: rewardGrants.id });
      const created = await create(inner, grant, options);
      await inner
        .update(rewardGrants)
        .set({ targetId: created.id })
        .where(eq(rewardGrants.id, registered!.id));
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err) || err instanceof DuplicateTransactionError) {
      throw new RewardAlreadyGrantedError(grant.reference);
    }
    throw err;
  }
  if (granted.type === 'money') notifyIfCommitted(tx, [grant.userId]);
  return granted;
}

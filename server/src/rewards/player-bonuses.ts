/**
 * A player's bonuses through their lifecycle (README.md): activation credits the bonus from
 * `promotions`, deactivation returns it, removal and expiry burn what is left of its funds,
 * and meeting the wagering converts its funds to main — each a single ledger transaction,
 * under a lock on the bonus row so a retried or concurrent call cannot move money twice.
 * Long on purpose: every lifecycle step shares the bonus row lock and the ledger moves, kept
 * in one place so they stay in step.
 */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerBonuses, type BalanceKind, type PlayerBonusStatus } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { notifyIfCommitted } from '../ledger/balance-events.ts';
import { getBalance } from '../ledger/balances.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** A bonus row. */
export type PlayerBonus = typeof playerBonuses.$inferSelect;
/** Casino or betting. */
export type BonusType = PlayerBonus['type'];

/** States in which a bonus holds money on the bonus balance. */
export const IN_PLAY: readonly PlayerBonusStatus[] = ['active', 'wagering'];
/** States a player can still act on. */
const OPEN: readonly PlayerBonusStatus[] = ['available', 'active', 'wagering'];

/** The balance a bonus of `type` lives on. */
export function balanceOf(type: BonusType): Extract<BalanceKind, 'bonus' | 'betting_bonus'> {
  return type === 'casino' ? 'bonus' : 'betting_bonus';
}

/** Ledger kinds of bonus money movements. */
const BONUS_LEDGER = {
  activate: 'bonus_activate',
  deactivate: 'bonus_deactivate',
  burn: 'bonus_burn',
  convert: 'bonus_convert',
} as const;

/**
 * Takes up to `funds` of the bonus's money off the bonus balance (never more than is there):
 * to `promotions` (burn, deactivate) or to main (convert). Answers what moved.
 */
async function moveFunds(
  tx: Db,
  bonus: PlayerBonus,
  funds: bigint,
  to: 'promotions' | 'main',
  kind: string,
  reference: string,
): Promise<bigint> {
  const from = balanceOf(bonus.type);
  const available = await getBalance(tx, bonus.userId, from, bonus.currency);
  const amount = funds < available ? funds : available;
  if (amount <= 0n) return 0n;
  const account = { userId: bonus.userId, kind: from, currency: bonus.currency };
  await postTransaction(tx, {
    kind,
    reference,
    userId: bonus.userId,
    meta: { bonus_id: bonus.id, title: bonus.title },
    entries: [
      { account, amountMinor: -amount },
      to === 'main'
        ? {
            account: { userId: bonus.userId, kind: 'main', currency: bonus.currency },
            amountMinor: amount,
          }
        : { account: { house: 'promotions', currency: bonus.currency }, amountMinor: amount },
    ],
  });
  return amount;
}

/** Ends an in-play bonus whose wagering is met: its funds become main money in one posting. */
export async function completeBonus(
  tx: Db,
  bonus: PlayerBonus,
  now: Date,
  completedBy: string | null,
): Promise<bigint> {
  const converted = await moveFunds(
    tx,
    bonus,
    bonus.fundsMinor,
    'main',
    BONUS_LEDGER.convert,
    `bonus:${bonus.id}`,
  );
  await tx
    .update(playerBonuses)
    .set({ status: 'completed', fundsMinor: 0n, completedBy, endedAt: now })
    .where(eq(playerBonuses.id, bonus.id));
  return converted;
}

async function burn(
  tx: Db,
  bonus: PlayerBonus,
  status: 'removed' | 'expired',
  now: Date,
): Promise<void> {
  if (IN_PLAY.includes(bonus.status)) {
    await moveFunds(
      tx,
      bonus,
      bonus.fundsMinor,
      'promotions',
      BONUS_LEDGER.burn,
      `bonus:${bonus.id}`,
    );
  }
  await tx
    .update(playerBonuses)
    .set({ status, fundsMinor: 0n, endedAt: now })
    .where(eq(playerBonuses.id, bonus.id));
}

/**
 * Expires the player's open bonuses whose `expires_at` has passed (burning what in-play ones
 * hold); answers how many. Runs lazily before every read and change, and in the wagering
 * listener, so an expired bonus never takes part in anything.
 */
export async function expireBonuses(tx: Db, userId: number, now: Date): Promise<number> {
  const due = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        inArray(playerBonuses.status, [...OPEN]),
        lte(playerBonuses.expiresAt, now),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .for('update');
  for (const bonus of due) await burn(tx, bonus, 'expired', now);
  return due.length;
}

function notFound(): ServerError {
  return new ServerError('InvalidParameterException', 'Bonus not found', {
    invalidParameters: { bonus_id: 'No such bonus' },
  });
}

function wrongState(action: string, bonus: PlayerBonus): ServerError {
  return new ServerError('InvalidRequestException', `This bonus cannot be ${action}`, {
    errorData: { reason: 'bonus_status', status: bonus.status },
  });
}

async function lockBonus(
  tx: Db,
  userId: number,
  bonusId: number,
  type: BonusType | undefined,
): Promise<PlayerBonus> {
  const [bonus] = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.id, bonusId),
        eq(playerBonuses.userId, userId),
        type ? eq(playerBonuses.type, type) : undefined,
      ),
    )
    .for('update');
  if (!bonus) throw notFound();
  return bonus;
}

/** Who acts on which bonus, and when. */
export interface BonusAction {
  userId: number;
  bonusId: number;
  /** Only bonuses of this type (BettingBonuses acts on betting ones only). */
  type?: BonusType;
  now?: Date;
}

/**
 * Activates an available bonus: credits its amount to the bonus (or betting-bonus) balance
 * from `promotions`. Isolation: an isolated bonus never joins another bonus in play on the
 * same balance, and no bonus joins an isolated one (InvalidRequestException, reason
 * `bonus_isolation`). A bonus without wagering is completed at once — its money stays bonus
 * money. Throws InvalidParameterException for an unknown id, InvalidRequestException when the
 * bonus is not available (already active, used, expired, removed).
 */
export async function activateBonus(db: Db, action: BonusAction): Promise<PlayerBonus> {
  const now = action.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    await expireBonuses(tx, action.userId, now);
    const bonus = await lockBonus(tx, action.userId, action.bonusId, action.type);
    if (bonus.status !== 'available') throw wrongState('activated', bonus);
    const others = await tx
      .select({ id: playerBonuses.id, isIsolated: playerBonuses.isIsolated })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.userId, bonus.userId),
          eq(playerBonuses.type, bonus.type),
          eq(playerBonuses.currency, bonus.currency),
          inArray(playerBonuses.status, [...IN_PLAY]),
          ne(playerBonuses.id, bonus.id),
        ),
      );
    if (others.length > 0 && (bonus.isIsolated || others.some((o) => o.isIsolated))) {
      throw new ServerError(
        'InvalidRequestException',
        'Another bonus is already in play; finish or remove it first',
        { errorData: { reason: 'bonus_isolation', bonus_ids: others.map((o) => o.id) } },
      );
    }
    const kind = balanceOf(bonus.type);
    await postTransaction(tx, {
      kind: BONUS_LEDGER.activate,
      reference: `bonus:${bonus.id}:${now.getTime()}`,
      userId: bonus.userId,
      meta: { bonus_id: bonus.id, title: bonus.title },
      entries: [
        {
          account: { userId: bonus.userId, kind, currency: bonus.currency },
          amountMinor: bonus.amountMinor,
        },
        {
          account: { house: 'promotions', currency: bonus.currency },
          amountMinor: -bonus.amountMinor,
        },
      ],
    });
    const noWager = bonus.wagerRequiredMinor === 0n;
    const [updated] = await tx
      .update(playerBonuses)
      .set(
        noWager
          ? { status: 'completed', activatedAt: now, endedAt: now, fundsMinor: 0n }
          : {
              status: 'active',
              activatedAt: now,
              fundsMinor: bonus.amountMinor,
              wagerProgressMinor: 0n,
            },
      )
      .where(eq(playerBonuses.id, bonus.id))
      .returning();
    return updated!;
  });
  notifyIfCommitted(db, [action.userId]);
  return result;
}

/**
 * Returns an active bonus to available before any stake counted (status `active`, not
 * `wagering`): its funds go back to `promotions`. InvalidRequestException otherwise.
 */
export async function deactivateBonus(db: Db, action: BonusAction): Promise<PlayerBonus> {
  const now = action.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    await expireBonuses(tx, action.userId, now);
    const bonus = await lockBonus(tx, action.userId, action.bonusId, action.type);
    if (bonus.status !== 'active') throw wrongState('deactivated', bonus);
    await moveFunds(
      tx,
      bonus,
      bonus.fundsMinor,
      'promotions',
      BONUS_LEDGER.deactivate,
      `bonus:${bonus.id}:${now.getTime()}`,
    );
    const [updated] = await tx
      .update(playerBonuses)
      .set({ status: 'available', fundsMinor: 0n, activatedAt: null })
      .where(eq(playerBonuses.id, bonus.id))
      .returning();
    return updated!;
  });
  notifyIfCommitted(db, [action.userId]);
  return result;
}

/**
 * Removes a bonus the player no longer wants: an available one just goes; an active or
 * wagering one burns its remaining funds back to `promotions` (never more than the balance
 * holds). InvalidRequestException for a bonus already completed, expired or removed.
 */
export async function removeBonus(db: Db, action: BonusAction): Promise<void> {
  const now = action.now ?? new Date();
  await db.transaction(async (tx) => {
    await expireBonuses(tx, action.userId, now);
    const bonus = await lockBonus(tx, action.userId, action.bonusId, action.type);
    if (!OPEN.includes(bonus.status)) throw wrongState('removed', bonus);
    await burn(tx, bonus, 'removed', now);
  });
  notifyIfCommitted(db, [action.userId]);
}

/** The player's bonuses, newest first, after expiring the overdue ones. */
export async function listBonuses(
  db: Db,
  userId: number,
  filter: { type?: BonusType; statuses?: readonly PlayerBonusStatus[]; now?: Date } = {},
): Promise<PlayerBonus[]> {
  const now = filter.now ?? new Date();
  const expired = await db.transaction((tx) => expireBonuses(tx, userId, now));
  if (expired > 0) notifyIfCommitted(db, [userId]);
  return db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        filter.type ? eq(playerBonuses.type, filter.type) : undefined,
        filter.statuses && filter.statuses.length > 0
          ? inArray(playerBonuses.status, [...filter.statuses])
          : undefined,
      ),
    )
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
}

/** Adds `delta` (may be negative) to a bonus's funds, never below zero. */
export async function adjustFunds(tx: Db, bonusId: number, delta: bigint): Promise<void> {
  await tx
    .update(playerBonuses)
    .set({
      fundsMinor: sql`greatest(${playerBonuses.fundsMinor} + ${delta.toString()}::bigint, 0)`,
    })
    .where(eq(playerBonuses.id, bonusId));
}

/**
 * A win on the bonus balance from the very round whose stake completed a bonus: the money
 * belongs to that bonus, which is already main money, so it follows (kind bonus_convert,
 * reference `bonus:{id}:win`). A win with no such bonus stays plain bonus money.
 */
export async function convertLateWin(
  tx: Db,
  userId: number,
  type: BonusType,
  playReference: string,
  amountMinor: bigint,
): Promise<void> {
  const [bonus] = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.type, type),
        eq(playerBonuses.status, 'completed'),
        eq(playerBonuses.completedBy, playReference),
      ),
    )
    .limit(1);
  if (!bonus) return;
  await moveFunds(tx, bonus, amountMinor, 'main', BONUS_LEDGER.convert, `bonus:${bonus.id}:win`);
}

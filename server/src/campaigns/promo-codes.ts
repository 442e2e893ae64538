/**
 * Promo codes (§5, §8): one set of rules for campaigns.checkPromocode, campaigns.activateOffer
 * and auth.register. A code is compared trimmed and upper-cased. Problems, in the order they
 * are checked:
 * - INVALID: no such code;
 * - EXPIRED: the code's `expires_at` or its offer's `finished_at` has passed;
 * - NOT_AVAILABLE: the code or its offer has not started yet;
 * - ALREADY_USED: this player redeemed the code before;
 * - NOT_AVAILABLE: every use of a limited code is taken (by other players), or the player is not
 *   in the offer's audience, under its grant limit, or in a currency it pays in.
 * A redemption locks the code's row, so two redemptions of a single-use code cannot both pass.
 */
import { and, count, eq } from 'drizzle-orm';
import type { campaigns } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { campaignOffers, promoCodeRedemptions, promoCodes } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { grantOffer } from './grant-offer.ts';
import {
  inAudience,
  isRunning,
  playerFacts,
  withinLimit,
  type OfferRow,
  type PlayerFacts,
} from './offers.ts';
import { supportsCurrency } from './promotions.ts';

/** A promo code row. */
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One of the §8 promo code error codes. */
export type PromoCodeProblem = campaigns.PromoCodeError;

/** English texts of the problems (the clients translate `error_data.promo_code` themselves). */
const PROMO_CODE_MESSAGES: Record<PromoCodeProblem, string> = {
  INVALID: 'This promo code is not valid',
  EXPIRED: 'This promo code has expired',
  ALREADY_USED: 'You have already used this promo code',
  NOT_AVAILABLE: 'This promo code is not available to you',
};

/** The stored form of a typed code: trimmed and upper-cased. */
function normalisePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Who a code is checked for: a player, or someone about to register in `currency`. */
export type PromoCodeHolder =
  { kind: 'player'; facts: PlayerFacts } | { kind: 'newcomer'; currency: string | null };

/** The outcome of a check. */
export type PromoCodeCheck =
  { ok: true; code: PromoCodeRow; offer: OfferRow } | { ok: false; problem: PromoCodeProblem };

/** The InvalidParameterException of a failed activation (§8: `error_data.promo_code`). */
function promoCodeError(problem: PromoCodeProblem): ServerError {
  return new ServerError('InvalidParameterException', PROMO_CODE_MESSAGES[problem], {
    invalidParameters: { promo_code: 'wrongPromoCode' },
    errorData: { promo_code: [problem] },
  });
}

async function findCode(
  db: Db,
  raw: string,
  lock: boolean,
): Promise<{ code: PromoCodeRow; offer: OfferRow } | null> {
  const normalised = normalisePromoCode(raw);
  if (normalised === '') return null;
  const query = db
    .select({ code: promoCodes, offer: campaignOffers })
    .from(promoCodes)
    .innerJoin(campaignOffers, eq(campaignOffers.id, promoCodes.offerId))
    .where(eq(promoCodes.code, normalised));
  const [row] = lock ? await query.for('update', { of: promoCodes }) : await query;
  return row ?? null;
}

function newcomerFits(offer: OfferRow, currency: string | null): boolean {
  // Someone registering has no deposits and a brand-new account.
  if (offer.audience === 'returning_depositor') return false;
  return currency === null || supportsCurrency(offer.promotions, currency);
}

/** Checks `raw` for `holder` at `now` (no change is made). */
export async function checkPromoCode(
  db: Db,
  raw: string,
  holder: PromoCodeHolder,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<PromoCodeCheck> {
  const found = await findCode(db, raw, options.lock ?? false);
  if (!found) return { ok: false, problem: 'INVALID' };
  const { code, offer } = found;
  if ((code.expiresAt && code.expiresAt <= now) || (offer.finishedAt && offer.finishedAt <= now)) {
    return { ok: false, problem: 'EXPIRED' };
  }
  if (code.startsAt > now || !isRunning(offer, now)) return { ok: false, problem: 'NOT_AVAILABLE' };
  if (holder.kind === 'player') {
    const [mine] = await db
      .select({ id: promoCodeRedemptions.id })
      .from(promoCodeRedemptions)
      .where(
        and(
          eq(promoCodeRedemptions.codeId, code.id),
          eq(promoCodeRedemptions.userId, holder.facts.userId),
        ),
      );
    if (mine) return { ok: false, problem: 'ALREADY_USED' };
  }
  if (code.maxUses !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.codeId, code.id));
    if ((used?.n ?? 0) >= code.maxUses) return { ok: false, problem: 'NOT_AVAILABLE' };
  }
  const fits =
    holder.kind === 'player'
      ? supportsCurrency(offer.promotions, holder.facts.currency) &&
        inAudience(offer, holder.facts, now) &&
        withinLimit(offer, holder.facts)
      : newcomerFits(offer, holder.currency);
  if (!fits) return { ok: false, problem: 'NOT_AVAILABLE' };
  return { ok: true, code, offer };
}

/**
 * Redeems `raw` for a player inside `tx`: records the redemption and grants the offer when the
 * code itself earns it (action promo_code or registration); a deposit offer is only unlocked,
 * and granted with the next qualifying deposit. Throws the §8 promo code error.
 */
export async function redeemPromoCode(
  tx: Db,
  userId: number,
  raw: string,
  now: Date,
): Promise<OfferRow> {
  const facts = await playerFacts(tx, userId);
  if (!facts) throw new ServerError('AuthorizationException', 'Authorization required');
  const check = await checkPromoCode(tx, raw, { kind: 'player', facts }, now, { lock: true });
  if (!check.ok) throw promoCodeError(check.problem);
  const { code, offer } = check;
  const [redeemed] = await tx
    .insert(promoCodeRedemptions)
    .values({ codeId: code.id, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: promoCodeRedemptions.id });
  if (!redeemed) throw promoCodeError('ALREADY_USED');
  if (offer.action !== 'deposit') {
    await grantOffer(tx, {
      offer,
      userId,
      currency: facts.currency,
      reference: `promo:${code.id}:${userId}`,
      now,
    });
  }
  return offer;
}

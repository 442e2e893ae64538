/**
 * A promo code given at registration (auth.register `promo_code`, or a Telegram `promo_<code>`
 * start parameter) follows the same rules as campaigns.activateOffer: checked for a newcomer
 * before the account exists, then redeemed for the new player in the registration's own
 * transaction (so a code that fails at that point leaves no account behind).
 */
import type { Db } from '../db/client.ts';
import { checkPromoCode, redeemPromoCode, type PromoCodeProblem } from './promo-codes.ts';
import { playerFacts } from './offers.ts';

/** What is wrong with a code typed at registration; null when it is fine or absent. */
export async function registrationPromoProblem(
  db: Db,
  code: string | null | undefined,
  currency: string,
  now: Date = new Date(),
): Promise<PromoCodeProblem | null> {
  if (!code || code.trim() === '') return null;
  const check = await checkPromoCode(db, code, { kind: 'newcomer', currency }, now);
  return check.ok ? null : check.problem;
}

/**
 * Redeems the registration's code for the new player inside `tx`. A typed code must pass
 * (the §8 promo code error otherwise); a `lenient` one (from a link) is skipped when it does not.
 */
export async function redeemRegistrationPromo(
  tx: Db,
  userId: number,
  code: string | null | undefined,
  options: { lenient?: boolean; now?: Date } = {},
): Promise<void> {
  if (!code || code.trim() === '') return;
  const now = options.now ?? new Date();
  if (options.lenient) {
    const facts = await playerFacts(tx, userId);
    if (!facts) return;
    const check = await checkPromoCode(tx, code, { kind: 'player', facts }, now);
    if (!check.ok) return;
  }
  await redeemPromoCode(tx, userId, code, now);
}

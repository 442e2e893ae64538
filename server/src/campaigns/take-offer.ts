/**
 * campaigns.takepromotions: a player takes an offer that is earned by asking — a
 * `registration` offer (e.g. the new player gift). Deposit offers pay with a qualifying
 * deposit and promo code offers with their code, so neither can be taken here. Failures are
 * InvalidParameterException on `offer_id` with `error_data.offer_id` in the promo code
 * vocabulary: INVALID (no such offer), EXPIRED (finished), NOT_AVAILABLE (not started, not
 * takeable, or not for this player), ALREADY_USED (taken up to its limit).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { offerGrants, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { grantOffer } from './grant-offer.ts';
import { findOffer, inAudience, playerFacts, withinLimit } from './offers.ts';
import type { PromoCodeProblem } from './promo-codes.ts';
import { supportsCurrency } from './promotions.ts';

const MESSAGES: Record<PromoCodeProblem, string> = {
  INVALID: 'Offer not found',
  EXPIRED: 'This offer has ended',
  NOT_AVAILABLE: 'This offer is not available to you',
  ALREADY_USED: 'You have already taken this offer',
};

function refused(problem: PromoCodeProblem, message = MESSAGES[problem]): ServerError {
  return new ServerError('InvalidParameterException', message, {
    invalidParameters: { offer_id: message },
    errorData: { offer_id: [problem] },
  });
}

/** Grants the offer to the player, in one transaction; throws the refusals above. */
export async function takeOffer(
  db: Db,
  userId: number,
  offerId: number,
  now: Date,
  /** The call's Idempotency-Key: a take already granted under it is answered, not repeated. */
  idempotencyKey: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One take per player at a time: the limit check and the grant see each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // A retry taking over the key of a run that died after committing finds its grant.
    const keyed = idempotencyKey ? `take:${offerId}:${userId}:key:${idempotencyKey}` : null;
    if (keyed) {
      const [earlier] = await tx
        .select({ id: offerGrants.id })
        .from(offerGrants)
        .where(eq(offerGrants.reference, keyed));
      if (earlier) return;
    }
    const offer = await findOffer(tx, offerId);
    if (!offer) throw refused('INVALID');
    if (offer.finishedAt && offer.finishedAt <= now) throw refused('EXPIRED');
    if (offer.startsAt > now) throw refused('NOT_AVAILABLE');
    if (offer.action === 'deposit') {
      throw refused('NOT_AVAILABLE', 'This offer comes with a qualifying deposit');
    }
    const facts = await playerFacts(tx, userId);
    if (!facts) throw new ServerError('AuthorizationException', 'Authorization required');
    if (offer.action === 'promo_code' && !facts.unlocked.has(offer.id)) {
      throw refused('NOT_AVAILABLE', 'This offer comes with its promo code');
    }
    if (!offer.listed && !facts.unlocked.has(offer.id)) throw refused('NOT_AVAILABLE');
    if (!withinLimit(offer, facts)) throw refused('ALREADY_USED');
    if (!inAudience(offer, facts, now) || !supportsCurrency(offer.promotions, facts.currency)) {
      throw refused('NOT_AVAILABLE');
    }
    const taken = (facts.grants.get(offer.id) ?? 0) + 1;
    const granted = await grantOffer(tx, {
      offer,
      userId,
      currency: facts.currency,
      reference: keyed ?? `take:${offer.id}:${userId}:${taken}`,
      now,
    });
    if (!granted) throw refused('ALREADY_USED');
  });
}

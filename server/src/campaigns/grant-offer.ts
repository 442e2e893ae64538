/**
 * Granting an offer: its grant is registered under the business event's reference (unique),
 * then each promotion is granted through the rewards domain (`grantReward`), the only way a
 * bonus or freespins reach a player. Run inside the caller's transaction: a grant and what
 * caused it (a redemption, a deposit) commit together or not at all.
 */
import type { Db } from '../db/client.ts';
import { offerGrants } from '../db/schema/index.ts';
import { DEFAULT_LOCALE } from '../content/locales.ts';
import { grantReward, type GrantedReward } from '../rewards/index.ts';
import { localized } from './localized.ts';
import { promotionGames, type OfferRow } from './offers.ts';
import { promotionReward } from './promotions.ts';

/** A grant of an offer to a player. */
export interface OfferGrantInput {
  offer: OfferRow;
  userId: number;
  currency: string;
  /** The business event (`deposit:{transaction}`, `promo:{codeId}:{userId}`, `take:…`). */
  reference: string;
  /** The qualifying deposit, for percent bonuses. */
  depositMinor?: bigint;
  now?: Date;
}

/** Grants the offer's promotions; null when this reference was granted already (nothing done). */
export async function grantOffer(tx: Db, input: OfferGrantInput): Promise<GrantedReward[] | null> {
  const [grant] = await tx
    .insert(offerGrants)
    .values({ offerId: input.offer.id, userId: input.userId, reference: input.reference })
    .onConflictDoNothing()
    .returning({ id: offerGrants.id });
  if (!grant) return null;
  const games = await promotionGames(tx, [input.offer]);
  const title = localized(input.offer.title, DEFAULT_LOCALE) ?? input.offer.slug;
  const text = localized(input.offer.text, DEFAULT_LOCALE);
  const granted: GrantedReward[] = [];
  for (const [i, spec] of input.offer.promotions.entries()) {
    const reward = promotionReward(spec, {
      currency: input.currency,
      title,
      games,
      ...(input.depositMinor === undefined ? {} : { depositMinor: input.depositMinor }),
    });
    if (!reward) continue;
    granted.push(
      await grantReward(
        tx,
        {
          userId: input.userId,
          currency: input.currency,
          reference: `offer:${input.offer.id}:${input.reference}:${i}`,
          reward,
        },
        { ...(input.now ? { now: input.now } : {}), ...(text ? { text } : {}) },
      ),
    );
  }
  return granted;
}

/**
 * Offers as players see them (§3 Offer/campaign, Deposit offer; §6): which are running, which
 * a player may see (listed ones, plus unlisted ones the player unlocked with a promo code),
 * and whether the player satisfies an offer's params (`user_satisfies_params`).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { campaigns } from '@croupier/core/contract';
import { proxyImageSet } from '../image-proxy/index.ts';
import type { Db } from '../db/client.ts';
import {
  campaignOffers,
  deposits,
  games,
  offerGrants,
  promoCodeRedemptions,
  promoCodes,
  users,
} from '../db/schema/index.ts';
import { amountIn, promotionView, supportsCurrency, type PromotionGame } from './promotions.ts';
import { GUEST_CURRENCY, NEW_PLAYER_DAYS, OFFER_IMAGE } from './campaign-rules.ts';
import { localized } from './localized.ts';
import { fromMinor } from '../ledger/index.ts';

/** An offer row. */
export type OfferRow = typeof campaignOffers.$inferSelect;

/** A block of an offer a caller may ask for. */
export type OfferField = (typeof campaigns.OFFER_FIELDS)[number];

/** What decides whether a player satisfies an offer's params. */
export interface PlayerFacts {
  userId: number;
  currency: string;
  regTime: Date;
  /** Successful deposits so far. */
  deposits: number;
  /** Grants so far, by offer id. */
  grants: ReadonlyMap<number, number>;
  /** Offers unlocked by a redeemed promo code. */
  unlocked: ReadonlySet<number>;
}

/** The running-offer condition at `now`. */
function runningAt(now: Date) {
  return and(
    lte(campaignOffers.startsAt, now),
    or(isNull(campaignOffers.finishedAt), gt(campaignOffers.finishedAt, now)),
  );
}

/** Whether `offer` runs at `now`. */
export function isRunning(offer: OfferRow, now: Date): boolean {
  return offer.startsAt <= now && (offer.finishedAt === null || offer.finishedAt > now);
}

/** Reads the facts about a player that offers depend on. */
export async function playerFacts(db: Db, userId: number): Promise<PlayerFacts | null> {
  const [user] = await db
    .select({ currency: users.currency, regTime: users.regTime })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [dep] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'success')));
  const grantRows = await db
    .select({ offerId: offerGrants.offerId, n: count() })
    .from(offerGrants)
    .where(eq(offerGrants.userId, userId))
    .groupBy(offerGrants.offerId);
  const unlockedRows = await db
    .select({ offerId: promoCodes.offerId })
    .from(promoCodeRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.codeId))
    .where(eq(promoCodeRedemptions.userId, userId));
  return {
    userId,
    currency: user.currency,
    regTime: user.regTime,
    deposits: dep?.n ?? 0,
    grants: new Map(grantRows.map((g) => [g.offerId, g.n])),
    unlocked: new Set(unlockedRows.map((u) => u.offerId)),
  };
}

/** Whether a player meets the offer's audience (who it is for), ignoring limits and codes. */
export function inAudience(offer: OfferRow, facts: PlayerFacts, now: Date): boolean {
  switch (offer.audience) {
    case 'anyone':
      return true;
    case 'new_depositor':
      return facts.deposits === 0;
    case 'returning_depositor':
      return facts.deposits > 0;
    case 'new_player':
      return now.getTime() - facts.regTime.getTime() <= NEW_PLAYER_DAYS * 86_400_000;
  }
}

/** Whether the offer may still be granted to the player: its grant limit is not reached. */
export function withinLimit(offer: OfferRow, facts: PlayerFacts): boolean {
  return offer.perPlayerLimit === null || (facts.grants.get(offer.id) ?? 0) < offer.perPlayerLimit;
}

/**
 * `user_satisfies_params`: a signed-in player in the offer's audience, in a currency the offer
 * pays in, under its grant limit, and — for an unlisted offer — who unlocked it by code.
 * Guests never satisfy params (§6: the client shows them offers anyway).
 */
export function satisfiesParams(offer: OfferRow, facts: PlayerFacts | null, now: Date): boolean {
  if (!facts) return false;
  return (
    supportsCurrency(offer.promotions, facts.currency) &&
    (offer.listed || facts.unlocked.has(offer.id)) &&
    inAudience(offer, facts, now) &&
    withinLimit(offer, facts)
  );
}

/** The catalogue games the offers' freespins are for, by sysname. */
export async function promotionGames(
  db: Db,
  offers: readonly OfferRow[],
): Promise<Map<string, PromotionGame>> {
  const sysnames = [
    ...new Set(
      offers.flatMap((o) =>
        o.promotions.flatMap((p) => (p.type === 'freespins' ? [p.gameSysname] : [])),
      ),
    ),
  ];
  if (sysnames.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, sysname: games.sysname, name: games.name })
    .from(games)
    .where(inArray(games.sysname, sysnames));
  return new Map(rows.map((g) => [g.sysname, g]));
}

/** How to render offers. */
export interface OfferViewContext {
  locale: string;
  /** The viewer's currency (a guest's: GUEST_CURRENCY). */
  currency: string;
  facts: PlayerFacts | null;
  games: ReadonlyMap<string, PromotionGame>;
  /** Blocks to include; undefined: all. */
  fields: readonly OfferField[] | undefined;
  now: Date;
}

/** The contract view of an offer with the blocks asked for. */
export function offerView(offer: OfferRow, ctx: OfferViewContext): campaigns.Offer {
  const want = (f: OfferField) => ctx.fields === undefined || ctx.fields.includes(f);
  const view: campaigns.Offer = { id: offer.id };
  if (want('trigger')) {
    const min = amountIn(offer.minAmount ?? undefined, ctx.currency);
    view.trigger = {
      action: offer.action,
      params: {
        exclude_methods: [...offer.excludeMethods],
        ...(min === null ? {} : { min_amount: fromMinor(min) }),
      },
      user_satisfies_params: satisfiesParams(offer, ctx.facts, ctx.now),
    };
  }
  if (want('description')) {
    const text = localized(offer.text, ctx.locale);
    view.description = {
      title: localized(offer.title, ctx.locale) ?? '',
      ...(text === undefined ? {} : { text }),
      ...(offer.image ? { image: proxyImageSet(offer.image, OFFER_IMAGE) } : {}),
    };
  }
  if (want('promotions')) {
    view.promotions = offer.promotions
      .map((p) => promotionView(p, ctx.currency, ctx.games))
      .filter((p) => p !== null);
  }
  return view;
}

/** What getoffers lists. */
export interface OfferListQuery {
  userId: number | null;
  locale: string;
  offset: number;
  count: number | undefined;
  fields: readonly OfferField[] | undefined;
  now: Date;
}

/**
 * Running offers the viewer may see, by priority: listed ones for everyone, unlisted ones only
 * for players who unlocked them with a code.
 */
export async function listOffers(db: Db, query: OfferListQuery): Promise<campaigns.Offer[]> {
  const facts = query.userId === null ? null : await playerFacts(db, query.userId);
  const rows = await db
    .select()
    .from(campaignOffers)
    .where(runningAt(query.now))
    .orderBy(desc(campaignOffers.priority), asc(campaignOffers.id));
  const visible = rows.filter((o) => o.listed || facts?.unlocked.has(o.id));
  const page = visible.slice(
    query.offset,
    query.count === undefined ? undefined : query.offset + query.count,
  );
  const ctx: OfferViewContext = {
    locale: query.locale,
    currency: facts?.currency ?? GUEST_CURRENCY,
    facts,
    games: await promotionGames(db, page),
    fields: query.fields,
    now: query.now,
  };
  return page.map((o) => offerView(o, ctx));
}

/** One offer by id (running or not), or null. */
export async function findOffer(db: Db, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(campaignOffers).where(eq(campaignOffers.id, id));
  return row ?? null;
}

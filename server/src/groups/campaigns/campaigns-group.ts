/**
 * campaigns (§7): getoffers (running offers for guests and players, with
 * `user_satisfies_params` per player), checkPromocode (1 valid / 0 not, never an error for a
 * bad code), activateOffer (redeems a promo code: §8 `error_data.promo_code` on failure) and
 * takepromotions (takes a registration offer). Rules in campaigns/ (README.md there).
 */
import type { FastifyInstance } from 'fastify';
import { campaigns } from '@croupier/core/contract';
import {
  checkPromoCode,
  listOffers,
  offerView,
  playerFacts,
  promotionGames,
  redeemPromoCode,
  takeOffer,
} from '../../campaigns/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { limitKey } from '../../auth/index.ts';

/** Promo code checks per IP (codes must not be guessable by brute force). */
const PROMO_CHECK_PER_IP: RateLimitRule = { limit: 120, windowSeconds: 10 * 60 };
/** Promo code activations per player. */
const PROMO_ACTIVATE_PER_PLAYER: RateLimitRule = { limit: 20, windowSeconds: 10 * 60 };

/** Mounts campaigns.getoffers, checkPromocode, activateOffer and takepromotions. */
export function registerCampaignsGroup(app: FastifyInstance): void {
  registerMethod(app, campaigns.getoffers, async ({ params, db, locale, user }) => ({
    items: await listOffers(db, {
      userId: user?.id ?? null,
      locale,
      offset: params.offset,
      count: params.count,
      fields: params.fields,
      now: new Date(),
    }),
  }));

  registerMethod(app, campaigns.checkPromocode, async ({ params, db, user, request }) => {
    const rule = {
      ...PROMO_CHECK_PER_IP,
      limit: PROMO_CHECK_PER_IP.limit * app.config.rateLimitIpFactor,
    };
    await enforceRateLimit(app.rateLimiter, limitKey('promo-check:ip', request.ip), rule);
    const facts = user ? await playerFacts(db, user.id) : null;
    const check = await checkPromoCode(
      db,
      params.promo_code,
      facts ? { kind: 'player', facts } : { kind: 'newcomer', currency: null },
      new Date(),
    );
    return check.ok ? 1 : 0;
  });

  registerMethod(app, campaigns.activateOffer, async ({ params, db, locale, requireUser }) => {
    const user = requireUser();
    await enforceRateLimit(
      app.rateLimiter,
      `promo-activate:user:${user.id}`,
      PROMO_ACTIVATE_PER_PLAYER,
    );
    const now = new Date();
    const offer = await db.transaction((tx) =>
      redeemPromoCode(tx, user.id, params.promo_code, now),
    );
    const facts = await playerFacts(db, user.id);
    if (!facts) throw new ServerError('AuthorizationException', 'Authorization required');
    return offerView(offer, {
      locale,
      currency: facts.currency,
      facts,
      games: await promotionGames(db, [offer]),
      fields: params.fields,
      now,
    });
  });

  registerMethod(
    app,
    campaigns.takepromotions,
    async ({ params, db, requireUser, idempotencyKey }) => {
      const user = requireUser();
      await takeOffer(db, user.id, params.offer_id, new Date(), idempotencyKey ?? null);
      return 1 as const;
    },
  );
}

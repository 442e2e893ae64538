/**
 * campaigns — offers, promotions and promo codes (spec §3 Offer/campaign and Deposit offer,
 * §5 Promo code, §6, §7, §8).
 *
 * Promo code errors: a failed `activateOffer` answers InvalidParameterException whose
 * `error_data.promo_code` is a list of codes (PROMO_CODE_ERRORS: INVALID, EXPIRED,
 * ALREADY_USED, NOT_AVAILABLE). The client shows the first as
 * `common.promoCodeErrors.{code}` on the promo_code field, falling back to INVALID for a
 * code it does not know (§8); `promoCodeErrorData` parses that block.
 * `checkPromocode` never fails for a bad code: it answers 0 (invalid) or 1 (valid).
 *
 * Not shown in the spec, decided here:
 * - `trigger.action` is what earns the offer: a deposit, the registration, or entering a
 *   promo code. `params.exclude_methods` lists payment-method sysnames the offer does not
 *   apply to; `params.min_amount` is the smallest qualifying deposit.
 * - `user_satisfies_params` is computed per player; guests get false (the client shows
 *   offers to guests anyway, §6).
 * - `promotions` are the rewards: a casino or betting bonus (fixed amount or a percent of
 *   the deposit with a cap), a freespin pack, or a cashback percent.
 * - `getoffers` answers `{ items }`, the offers currently running; `count` is optional and
 *   unbounded offers lists are short in practice.
 * - activateOffer and takepromotions credit rewards, so they take an Idempotency-Key.
 */
import * as z from 'zod/mini';
import { description, money, moneyAmount } from './common.ts';
import { defineMethod } from './define.ts';
import { gameRef } from './game-ref.ts';
import { fieldsParam, MAX_PAGE_SIZE, offsetParam } from './list-params.ts';
import { int, one } from './wire.ts';

/** Error codes in `error_data.promo_code` of a failed promo code activation (§8). */
export const PROMO_CODE_ERRORS = ['INVALID', 'EXPIRED', 'ALREADY_USED', 'NOT_AVAILABLE'] as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[number];

/** `error_data` of a failed activateOffer; codes stay strings so unknown ones still parse. */
export const promoCodeErrorData = z.object({ promo_code: z.array(z.string()) });

/** What earns an offer. */
export const TRIGGER_ACTIONS = ['deposit', 'registration', 'promo_code'] as const;

/** Blocks a caller may select with `fields`. */
export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

/** The condition of an offer and whether the current player meets it. */
export const offerTrigger = z.object({
  action: z.enum(TRIGGER_ACTIONS),
  params: z.object({
    /** Payment-method sysnames the offer does not apply to. */
    exclude_methods: z.array(z.string()),
    min_amount: z.optional(moneyAmount),
  }),
  user_satisfies_params: z.boolean(),
});
export type OfferTrigger = z.output<typeof offerTrigger>;

/** One reward of an offer. */
export const promotion = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bonus'),
    bonus_type: z.enum(['casino', 'betting']),
    /** Fixed bonus; null when the bonus is a percent of the deposit. */
    amount: z.nullable(money),
    percent: z.nullable(z.number()),
    max_amount: z.nullable(money),
    wager_multiplier: z.number(),
  }),
  z.object({
    type: z.literal('freespins'),
    game: gameRef,
    count: z.number().check(z.int()),
    bet: money,
  }),
  z.object({
    type: z.literal('cashback'),
    percent: z.number(),
    max_amount: z.nullable(money),
  }),
]);
export type Promotion = z.output<typeof promotion>;

/** An offer (campaign); blocks not asked for in `fields` are absent. */
export const offer = z.object({
  id: z.number().check(z.int()),
  trigger: z.optional(offerTrigger),
  description: z.optional(description),
  promotions: z.optional(z.array(promotion)),
});
export type Offer = z.output<typeof offer>;

const promoCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const activateOffer = defineMethod({
  group: 'campaigns',
  name: 'activateOffer',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ promo_code: promoCode, fields: fieldsParam(OFFER_FIELDS) }),
  result: offer,
  doc: 'Activates the offer behind a promo code and answers that offer.',
});

export const checkPromocode = defineMethod({
  group: 'campaigns',
  name: 'checkPromocode',
  verb: 'POST',
  params: z.object({ promo_code: promoCode }),
  result: z.union([z.literal(0), z.literal(1)]),
  doc: 'Whether a promo code is valid now: 1 valid, 0 not (no error for a bad code).',
});

export const takepromotions = defineMethod({
  group: 'campaigns',
  name: 'takepromotions',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ offer_id: int() }),
  result: one(),
  doc: "Credits an offer's rewards to the player.",
});

export const getoffers = defineMethod({
  group: 'campaigns',
  name: 'getoffers',
  verb: 'GET',
  params: z.object({
    offset: offsetParam(),
    count: z.optional(int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
    fields: fieldsParam(OFFER_FIELDS),
  }),
  result: z.object({ items: z.array(offer) }),
  doc: 'Offers currently running, for guests and players.',
});

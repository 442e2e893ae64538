/**
 * cashbacks — periodic cashback of the player (spec §3, §4 Cashback popup, §7;
 * /profile/cashback).
 *
 * Not shown in the spec, decided here:
 * - A cashback covers one period (period_start–period_end) and is `active` until paid out.
 *   An active cashback with `receiving_expired_at` must be claimed (`payout`) before then; a
 *   `paid_out` one without `receiving_expired_at` was paid automatically, which is why the
 *   unseen-cashback popup (§4) shows it.
 * - `get` answers a page; the default order is newest period first (sort period_end, order
 *   desc), which is what the popup asks for with count 1 and statuses active,paid_out.
 * - payout credits the main balance, so it takes an Idempotency-Key; remove only forfeits
 *   an active cashback.
 */
import * as z from 'zod/mini';
import { currencyCode, description, isoDateTime, moneyAmount, page } from './common.ts';
import { defineMethod } from './define.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';
import { int, list, one } from './wire.ts';

/** Cashback states (§3). */
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;
/** Sort keys of cashbacks.get. */
export const CASHBACK_SORTS = ['period_end', 'period_start', 'receiving_expired_at', 'id'] as const;
/** Blocks a caller may select with `fields`. */
export const CASHBACK_FIELDS = ['description'] as const;

/** A cashback of the player. */
export const cashback = z.object({
  id: z.number().check(z.int()),
  status: z.enum(CASHBACK_STATUSES),
  /** Deadline to claim an active cashback; null when none applies. */
  receiving_expired_at: z.nullable(isoDateTime),
  description: z.optional(description),
  amount: moneyAmount,
  currency: currencyCode,
  period_start: isoDateTime,
  period_end: isoDateTime,
});
export type Cashback = z.output<typeof cashback>;

export const get = defineMethod({
  group: 'cashbacks',
  name: 'get',
  verb: 'GET',
  access: 'user',
  params: z.object({
    offset: offsetParam(),
    count: countParam(20),
    sort: z._default(z.enum(CASHBACK_SORTS), 'period_end'),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    statuses: z.optional(z.pipe(list(), z.array(z.enum(CASHBACK_STATUSES)))),
    fields: fieldsParam(CASHBACK_FIELDS),
  }),
  result: page(cashback),
  doc: "The player's cashbacks, newest period first by default.",
});

export const payout = defineMethod({
  group: 'cashbacks',
  name: 'payout',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ id: int() }),
  result: one(),
  doc: 'Pays an active cashback out to the main balance.',
});

export const remove = defineMethod({
  group: 'cashbacks',
  name: 'remove',
  verb: 'POST',
  access: 'user',
  params: z.object({ id: int() }),
  result: one(),
  doc: 'Forfeits an active cashback.',
});

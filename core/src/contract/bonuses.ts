/**
 * bonuses — the player's casino and betting bonuses (spec §3, §7; /profile/bonuses).
 *
 * Not shown in the spec, decided here:
 * - Lifecycle: available → active → wagering → completed; any of the first three may end
 *   expired (expires_at passed) or removed (the player burnt it). `deactivate` returns an
 *   active bonus to available (only before wagering starts).
 * - `wager` is null when the bonus has no wagering requirement; otherwise `required` is the
 *   turnover to reach and `progress` the turnover so far, both money amounts.
 * - `is_isolated`: funds of an isolated bonus are kept apart from the real balance
 *   (general info is_bonus_isolation_enabled) and are burnt on removal.
 * - activate, deactivate and remove change the bonus balance, so they take an
 *   Idempotency-Key: a retried call answers the first result.
 * - `get` answers every bonus of the player, newest first, optionally filtered.
 */
import * as z from 'zod/mini';
import { description, isoDateTime, money, moneyAmount } from './common.ts';
import { defineMethod } from './define.ts';
import { int, list, one } from './wire.ts';

/** Kinds of bonus (§3). */
export const BONUS_TYPES = ['betting', 'casino'] as const;
/** Bonus lifecycle states. */
export const BONUS_STATUSES = [
  'available',
  'active',
  'wagering',
  'completed',
  'expired',
  'removed',
] as const;

/** Turnover required before bonus funds become real money. */
export const wager = z.object({
  /** Turnover multiple of the bonus amount, e.g. 35. */
  multiplier: z.number(),
  required: moneyAmount,
  progress: moneyAmount,
});

/** A bonus of the player. */
export const bonus = z.object({
  id: z.number().check(z.int()),
  type: z.enum(BONUS_TYPES),
  status: z.enum(BONUS_STATUSES),
  amount: money,
  wager: z.nullable(wager),
  expires_at: z.nullable(isoDateTime),
  description,
  is_isolated: z.boolean(),
});
export type Bonus = z.output<typeof bonus>;

const bonusId = z.object({ bonus_id: int() });

export const activate = defineMethod({
  group: 'bonuses',
  name: 'activate',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: bonusId,
  result: one(),
  doc: 'Activates an available bonus.',
});

export const deactivate = defineMethod({
  group: 'bonuses',
  name: 'deactivate',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: bonusId,
  result: one(),
  doc: 'Returns an active bonus to available before wagering starts.',
});

export const remove = defineMethod({
  group: 'bonuses',
  name: 'remove',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: bonusId,
  result: one(),
  doc: 'Removes (burns) a bonus and its funds.',
});

export const get = defineMethod({
  group: 'bonuses',
  name: 'get',
  verb: 'GET',
  access: 'user',
  params: z.object({
    type: z.optional(z.enum(BONUS_TYPES)),
    statuses: z.optional(z.pipe(list(), z.array(z.enum(BONUS_STATUSES)))),
  }),
  result: z.array(bonus),
  doc: "The player's bonuses, newest first, optionally by type and statuses.",
});

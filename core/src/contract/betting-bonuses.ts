/**
 * BettingBonuses — sportsbook bonuses (spec §7; the betting-bonus-activated popup, §2.3).
 *
 * Not shown in the spec, decided here: a betting bonus is a bonus (bonuses.ts) of type
 * betting plus the minimum odds a qualifying bet needs; its money lands on
 * balance_betting_bonus. activate and remove change that balance, so they take an
 * Idempotency-Key. `get` answers every betting bonus of the player, newest first.
 */
import * as z from 'zod/mini';
import { bonus } from './bonuses.ts';
import { defineMethod } from './define.ts';
import { int, none, one } from './wire.ts';

/** A sportsbook bonus. */
export const bettingBonus = z.extend(bonus, {
  type: z.literal('betting'),
  /** Lowest decimal odds of a bet that counts towards wagering, e.g. "1.50"; null: any. */
  min_odds: z.nullable(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
});
export type BettingBonus = z.output<typeof bettingBonus>;

export const activate = defineMethod({
  group: 'BettingBonuses',
  name: 'activate',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ bonus_id: int() }),
  result: one(),
  doc: 'Activates an available betting bonus.',
});

export const remove = defineMethod({
  group: 'BettingBonuses',
  name: 'remove',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ bonus_id: int() }),
  result: one(),
  doc: 'Removes (burns) a betting bonus and its funds.',
});

export const get = defineMethod({
  group: 'BettingBonuses',
  name: 'get',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: z.array(bettingBonus),
  doc: "The player's betting bonuses, newest first.",
});

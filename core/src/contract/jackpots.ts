/**
 * Jackpots — progressive jackpots and their winners (spec §3, §7; /jackpots, /jackpots/{id}).
 *
 * Winners: there is no winners group in §7. The /winners page is fed by
 * Jackpots.getWinners (jackpot wins) and leaderboard.top (best players of a period).
 *
 * Not shown in the spec, decided here:
 * - `amount` is the current pot converted into the player's currency (USD for guests);
 *   `currency` is the currency the jackpot is funded in.
 * - `games` are the games that feed and can win the jackpot.
 * - Winners are shown without personal data: `uid` is masked ("12***89") and `fakename`
 *   is the nickname or null. getWinners answers a page, latest win first.
 */
import * as z from 'zod/mini';
import { currencyCode, description, isoDateTime, money, page } from './common.ts';
import { defineMethod } from './define.ts';
import { gameRef } from './game-ref.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';
import { int, intList } from './wire.ts';

/** Blocks a caller may select with `fields`. */
export const JACKPOT_FIELDS = ['description', 'games'] as const;

/** A jackpot and its current pot. */
export const jackpot = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  amount: money,
  currency: currencyCode,
  description: z.optional(description),
  games: z.optional(z.array(gameRef)),
});
export type Jackpot = z.output<typeof jackpot>;

/** One jackpot win. */
export const jackpotWinner = z.object({
  jackpot_id: z.number().check(z.int()),
  /** Masked, e.g. "12***89". */
  uid: z.string(),
  fakename: z.nullable(z.string()),
  amount: money,
  won_at: isoDateTime,
  game: gameRef,
});
export type JackpotWinner = z.output<typeof jackpotWinner>;

export const get = defineMethod({
  group: 'Jackpots',
  name: 'get',
  verb: 'GET',
  params: z.object({ ids: z.optional(intList()), fields: fieldsParam(JACKPOT_FIELDS) }),
  result: z.array(jackpot),
  doc: 'Running jackpots (or those with the given ids), largest pot first.',
});

export const getWinners = defineMethod({
  group: 'Jackpots',
  name: 'getWinners',
  verb: 'GET',
  params: z.object({
    jackpot_id: z.optional(int()),
    offset: offsetParam(),
    count: countParam(20),
  }),
  result: page(jackpotWinner),
  doc: 'Jackpot wins, latest first, of one jackpot or all.',
});

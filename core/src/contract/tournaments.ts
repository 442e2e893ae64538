/**
 * tournaments — competitions for points over a set of games (spec §3 Tournament, §4
 * Tournament participation, §7, §8, §9).
 *
 * Tournament games: the list at /tournaments/{id}/gamehall comes from games.get with
 * `tournament_id`, TOURNAMENT_GAMES_PAGE_SIZE (12) games per page and
 * TOURNAMENT_GAMES_DEFAULT_SORT (priority ascending) unless the player picks another sort;
 * `games_count` here is the total.
 *
 * Not shown in the spec, decided here:
 * - status: `upcoming` before starts_at, `active` until ends_at, then `finished`.
 * - `user_info` is null for guests; `place` is null until the player has points.
 * - `winners` holds the leaderboard rows that win a prize: the final ones once finished,
 *   the current standing while active.
 * - `restrictions`: minimum bet that earns points, and the countries and currencies allowed
 *   (empty = all); `opt_in` true means points count only after `participate`.
 * - `reset_on_cashout`: the player's points drop to 0 when they withdraw during the event.
 * - `provider` is the sysname of the only provider whose games count, or null (any).
 * - `extra` holds operator-defined display data, passed through untouched.
 * - `get` answers a page; participate answers 1 and the client reloads the tournament
 *   (§4); a failure shows 'Failed to participate in tournament' (§8).
 */
import * as z from 'zod/mini';
import { countryCode, currencyCode, description, isoDateTime, money, page } from './common.ts';
import { defineMethod } from './define.ts';
import { leaderboardEntry, prize } from './leaderboard.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';
import { int, intList, one } from './wire.ts';

/** Games per page of a tournament's game hall (§9). */
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;
/** Default order of a tournament's game hall (§9): priority ascending. */
export const TOURNAMENT_GAMES_DEFAULT_SORT = { sort: 'priority', order: 'asc' } as const;

/** Tournament states. */
export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished'] as const;
/** Blocks a caller may select with `fields`. */
export const TOURNAMENT_FIELDS = [
  'description',
  'user_info',
  'winners',
  'restrictions',
  'prizes',
] as const;

/** Where the current player stands in a tournament. */
export const tournamentUserInfo = z.object({
  place: z.nullable(z.number().check(z.int(), z.minimum(1))),
  points: z.number(),
  is_participant: z.boolean(),
});

/** Who may take part and which bets count. */
export const tournamentRestrictions = z.object({
  min_bet: z.nullable(money),
  countries: z.array(countryCode),
  currencies: z.array(currencyCode),
  opt_in: z.boolean(),
});

/** Prize of a range of places, e.g. places 4 to 10. */
export const placePrize = z.object({
  place_from: z.number().check(z.int(), z.minimum(1)),
  place_to: z.number().check(z.int(), z.minimum(1)),
  prize,
});

/** A tournament; blocks not asked for in `fields` are absent. */
export const tournament = z.object({
  id: z.number().check(z.int()),
  status: z.enum(TOURNAMENT_STATUSES),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  description: z.optional(description),
  total_prize: money,
  prizes: z.optional(z.array(placePrize)),
  user_info: z.optional(z.nullable(tournamentUserInfo)),
  winners: z.optional(z.array(leaderboardEntry)),
  restrictions: z.optional(tournamentRestrictions),
  total_participants: z.number().check(z.int(), z.minimum(0)),
  total_points: z.number(),
  reset_on_cashout: z.boolean(),
  provider: z.nullable(z.string()),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.unknown()),
  games_count: z.number().check(z.int(), z.minimum(0)),
});
export type Tournament = z.output<typeof tournament>;

export const get = defineMethod({
  group: 'tournaments',
  name: 'get',
  verb: 'GET',
  params: z.object({
    offset: offsetParam(),
    count: countParam(20),
    ids: z.optional(intList()),
    status: z.optional(z.enum(TOURNAMENT_STATUSES)),
    fields: fieldsParam(TOURNAMENT_FIELDS),
  }),
  result: page(tournament),
  doc: 'Tournaments, by ids or status, active first then upcoming then finished.',
});

export const participate = defineMethod({
  group: 'tournaments',
  name: 'participate',
  verb: 'POST',
  access: 'user',
  params: z.object({ tournament_id: int() }),
  result: one(),
  doc: 'Enters the player into a tournament; answers 1.',
});

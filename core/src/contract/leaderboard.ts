/**
 * leaderboard — player rankings by points (spec §7; tournaments, /winners).
 *
 * Not shown in the spec, decided here:
 * - A board is either a tournament's (`tournament_id`) or a rolling period's (`period`:
 *   day, week, month), never both; without either, `get` and `live` answer the board of the
 *   week.
 * - `get` is the full board, paged; `live` is the first `count` rows of a running board
 *   plus the player's own row, cheap enough to poll while a tournament runs; `top` is the
 *   best `count` players of a period for the /winners page.
 * - Every answer carries `me`: the current player's row, or null for guests and players
 *   without points. Rows show `fakename` (the nickname, or a masked login when none is
 *   set); uids are never exposed.
 * - A prize is money, a freespin pack or a thing (a gadget, a trip) with a title.
 */
import * as z from 'zod/mini';
import { imageSet, money } from './common.ts';
import { defineMethod } from './define.ts';
import { gameRef } from './game-ref.ts';
import { countParam, offsetParam } from './list-params.ts';
import { int } from './wire.ts';

/** Rolling periods a board can cover. */
export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;

/** What a place wins. */
export const prize = z.discriminatedUnion('type', [
  z.object({ type: z.literal('money'), amount: money }),
  z.object({
    type: z.literal('freespins'),
    game: gameRef,
    count: z.number().check(z.int()),
    bet: money,
  }),
  z.object({ type: z.literal('item'), title: z.string(), image: z.optional(imageSet) }),
]);
export type Prize = z.output<typeof prize>;

/** One row of a board. */
export const leaderboardEntry = z.object({
  place: z.number().check(z.int(), z.minimum(1)),
  fakename: z.string(),
  points: z.number(),
  prize: z.nullable(prize),
  is_current_user: z.boolean(),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntry>;

/** A board: rows in place order plus the player's own row. */
export const leaderboardPage = z.object({
  items: z.array(leaderboardEntry),
  total: z.number(),
  offset: z.number(),
  count: z.number(),
  me: z.nullable(leaderboardEntry),
});
export type LeaderboardPage = z.output<typeof leaderboardPage>;

const board = {
  tournament_id: z.optional(int()),
  period: z.optional(z.enum(LEADERBOARD_PERIODS)),
};
/** A board is a tournament's or a period's, not both. */
const oneBoard = (v: { tournament_id?: number; period?: string }) =>
  v.tournament_id === undefined || v.period === undefined;
const oneBoardMessage = { message: 'Give tournament_id or period, not both', path: ['period'] };

export const get = defineMethod({
  group: 'leaderboard',
  name: 'get',
  verb: 'GET',
  params: z
    .object({ ...board, offset: offsetParam(), count: countParam(20) })
    .check(z.refine(oneBoard, oneBoardMessage)),
  result: leaderboardPage,
  doc: "A tournament's or a period's board, a page at a time.",
});

export const live = defineMethod({
  group: 'leaderboard',
  name: 'live',
  verb: 'GET',
  params: z
    .object({ ...board, count: countParam(10, 50) })
    .check(z.refine(oneBoard, oneBoardMessage)),
  result: leaderboardPage,
  doc: 'The first rows of a running board plus the player, for polling.',
});

export const top = defineMethod({
  group: 'leaderboard',
  name: 'top',
  verb: 'GET',
  params: z.object({
    period: z._default(z.enum(LEADERBOARD_PERIODS), 'week'),
    count: countParam(10, 100),
  }),
  result: leaderboardPage,
  doc: 'The best players of a period, for the winners page.',
});

/**
 * games — the game hall: games, categories, providers, favourites and game history (spec §2.2,
 * §3, §7, §9). Decisions where the spec says "not shown":
 * - A page of games uses the shared `page` shape; `count` is capped at 300 (the largest page
 *   §9 names), 18 by default. Filters combine with AND; `providers`, `sysnames` and `ids` are
 *   comma lists. The sportsbook launch entry is a game too: `get?sysnames=dgt_sportsbook`.
 * - Images already point at the image proxy (§9) in both densities.
 * - `freespins` is a hint, present only when asked for in `fields`: how many free spins the
 *   signed-in player has left on the game. `custom_name` launches the game through
 *   /platform/game/custom/{name}/{mode} instead of its sysname (§2.2).
 * - `game_params` on a provider (fields=game_params) tells which game types and how
 *   many games it has, so the hall can hide empty filters.
 * - History export: one request at a time per player; gethistoryexportrequest without an id
 *   answers the latest one, or null when there is none. A ready link expires.
 *
 * Extends §7: `getBetHistory`. §7 lists no call for the profile's bets page (/profile/bets,
 * shown when the functional setting isBetHistoryEnable is on), yet the page needs the
 * player's sportsbook bets. The sportsbook launches as a game (`dgt_sportsbook`) and game
 * history already lives here, so the bet history sits beside `getHistory`: a page of bets,
 * newest first, filtered by `status` (`settled` = won, lost or void).
 *
 * Extends §7: `getSearchIndex`. The games search popup (§2.3) searches the whole catalogue as
 * the player types; paging full game objects for that cost megabytes. The index carries only
 * what search shows and needs — id, sysname, name, provider, type and cover image — as columns
 * (one array per field, providers by position, image paths only where they differ from
 * `image_pattern`), in the hall's priority order, so 10,000 games stay within 150 KB compressed.
 * `version` changes with the catalogue; the answer is cacheable (ETag) and the same for everyone.
 * Long on purpose: one contract file per API group (like §7), its schemas and decisions together.
 */
import * as z from 'zod/mini';
import {
  currencyCode,
  imageSet,
  isoDate,
  isoDateTime,
  moneyAmount,
  page,
  sysname,
} from './common.ts';
import { defineMethod } from './define.ts';
import { gameRef } from './game-ref.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';
import { int, intList, list, none, one } from './wire.ts';

/** Game types (§3). */
export const GAME_TYPES = [
  'slot',
  'live',
  'casino',
  'fast',
  'betting',
  'logical',
  'high_low',
] as const;
export const gameType = z.enum(GAME_TYPES);
export type GameType = z.output<typeof gameType>;

/** Game-hall sort orders. */
export const gameSort = z.enum(['priority', 'name', 'new', 'popular']);

/** A game of the hall. */
export const game = z.object({
  id: z.number().check(z.int(), z.positive()),
  sysname,
  name: z.string(),
  /** Provider sysname. */
  provider: sysname,
  provider_name: z.string(),
  type: gameType,
  /** Sysnames of the categories the game is in. */
  categories: z.array(z.string()),
  images: z.object({ cover: imageSet, background: z.optional(imageSet) }),
  has_demo: z.boolean(),
  is_new: z.boolean(),
  is_hot: z.boolean(),
  priority: z.number().check(z.int()),
  /** Free spins the player has left on this game (fields=freespins). */
  freespins: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Launch name for /platform/game/custom/{name}/{mode}, when the game has one. */
  custom_name: z.nullable(z.string()),
  /** HTML description within the safe-html.ts allow-list (fields=description). */
  description: z.optional(z.string()),
});
export type Game = z.output<typeof game>;

/** A game category. */
export const category = z.object({
  id: z.number().check(z.int(), z.positive()),
  sysname,
  name: z.string(),
  icon: z.nullable(z.string()),
  priority: z.number().check(z.int()),
  games_count: z.number().check(z.int(), z.minimum(0)),
});
export type Category = z.output<typeof category>;

/** What a provider offers (fields=game_params). */
export const providerGameParams = z.object({
  games_count: z.number().check(z.int(), z.minimum(0)),
  types: z.array(gameType),
  has_demo: z.boolean(),
});
export type ProviderGameParams = z.output<typeof providerGameParams>;

/** A game provider: sysname plus the content-system fields merged in by the server (§3). */
export const provider = z.object({
  id: z.number().check(z.int(), z.positive()),
  sysname,
  name: z.string(),
  logo: z.nullable(imageSet),
  description: z.optional(z.string()),
  priority: z.number().check(z.int()),
  game_params: z.optional(providerGameParams),
});
export type Provider = z.output<typeof provider>;

/** One played round of game history. */
export const gameRound = z.object({
  id: z.string(),
  game: gameRef,
  provider: sysname,
  bet: moneyAmount,
  win: moneyAmount,
  currency: currencyCode,
  balance_type: z.enum(['main', 'bonus', 'fun']),
  status: z.enum(['in_progress', 'finished']),
  created_at: isoDateTime,
});
export type GameRound = z.output<typeof gameRound>;

/** Where a sportsbook bet, or one of its selections, stands. */
export const sportBetStatus = z.enum(['open', 'won', 'lost', 'void']);
export type SportBetStatus = z.output<typeof sportBetStatus>;

/** Decimal odds with two decimals, e.g. "2.15". */
export const decimalOdds = z.string().check(z.regex(/^\d+\.\d{2}$/));

/** One selection of a sportsbook bet, as the player took it. */
export const sportBetSelection = z.object({
  event_id: z.string(),
  /** Sport name, e.g. "Football". */
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: isoDateTime,
  /** Taken while the event was live. */
  live: z.boolean(),
  /** Market id (`1x2`, `winner`, `total`) and its display name. */
  market: z.string(),
  market_name: z.string(),
  /** Outcome id (`1`, `X`, `2`, `over`, `under`) and its display name. */
  outcome: z.string(),
  outcome_name: z.string(),
  odds: decimalOdds,
  status: sportBetStatus,
  /** Final score once settled ("2–1", "6–4 7–5"); null while open or when called off. */
  result: z.nullable(z.string()),
});
export type SportBetSelection = z.output<typeof sportBetSelection>;

/** A sportsbook bet: a single, or an accumulator of selections on different events. */
export const sportBet = z.object({
  id: z.string(),
  type: z.enum(['single', 'accumulator']),
  status: sportBetStatus,
  stake: moneyAmount,
  currency: currencyCode,
  balance_type: z.enum(['main', 'betting_bonus']),
  /** Total odds (an accumulator's product), rounded to two decimals. */
  odds: decimalOdds,
  potential_win: moneyAmount,
  /** What settlement paid: the win, the refunded stake (void) or 0 (lost); null while open. */
  payout: z.nullable(moneyAmount),
  selections: z.array(sportBetSelection),
  placed_at: isoDateTime,
  settled_at: z.nullable(isoDateTime),
});
export type SportBet = z.output<typeof sportBet>;

/** Filter of the bet history: one status, or every settled bet. */
export const betHistoryStatus = z.enum(['open', 'settled', 'won', 'lost', 'void']);

/** A request to export game history as a file. */
export const historyExportRequest = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** Download link once ready. */
  link: z.nullable(z.string()),
  created_at: isoDateTime,
  expires_at: z.nullable(isoDateTime),
});
export type HistoryExportRequest = z.output<typeof historyExportRequest>;

/** Filters and paging of the game list. */
export const gamesQuery = z.object({
  category: z.optional(z.string().check(z.maxLength(100))),
  providers: z.optional(list()),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(gameType),
  sysnames: z.optional(list()),
  ids: z.optional(intList()),
  /** Only games of a tournament (/tournaments/{id}/gamehall). */
  tournament_id: z.optional(int()),
  offset: offsetParam(),
  count: countParam(18, 300),
  sort: z._default(gameSort, 'priority'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  fields: fieldsParam(['description', 'freespins']),
});
export type GamesQuery = z.input<typeof gamesQuery>;

export const get = defineMethod({
  group: 'games',
  name: 'get',
  verb: 'GET',
  access: 'any',
  params: gamesQuery,
  result: page(game),
  doc: 'A page of games matching the filters (also the dgt_sportsbook launch entry).',
});

export const getLikes = defineMethod({
  group: 'games',
  name: 'getLikes',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: z.object({ sysnames: z.array(z.string()) }),
  doc: "Sysnames of the player's favourite games.",
});

export const getCategories = defineMethod({
  group: 'games',
  name: 'getCategories',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: z.array(category),
  doc: 'Game categories in display order.',
});

export const getProviders = defineMethod({
  group: 'games',
  name: 'getProviders',
  verb: 'GET',
  access: 'any',
  params: z.object({
    fields: fieldsParam(['game_params']),
    types: z.optional(z.pipe(list(), z.array(gameType))),
  }),
  result: z.array(provider),
  doc: 'Game providers, optionally only those with games of the given types.',
});

export const getHistory = defineMethod({
  group: 'games',
  name: 'getHistory',
  verb: 'GET',
  access: 'user',
  params: z.object({
    offset: offsetParam(),
    count: countParam(18, 100),
    date_from: z.optional(isoDate),
    date_to: z.optional(isoDate),
  }),
  result: page(gameRound),
  doc: "A page of the player's game rounds, newest first.",
});

/** The whole catalogue for search, as columns (see the module comment). */
export const searchIndex = z.object({
  /** Changes whenever the catalogue does. */
  version: z.string(),
  /** Providers referenced by position from `games.provider`. */
  providers: z.array(z.object({ sysname, name: z.string() })),
  /** One array per field; entry i of each describes game i (hall priority order). */
  games: z.object({
    id: z.array(z.number().check(z.int(), z.positive())),
    sysname: z.array(z.string()),
    name: z.array(z.string()),
    /** Index into `providers`. */
    provider: z.array(z.number().check(z.int(), z.minimum(0))),
    type: z.array(gameType),
    /** The cover's source path, or null when it is `image_pattern` with the sysname filled in. */
    image: z.array(z.nullable(z.string())),
  }),
  /** The usual source path of a cover, `{sysname}` standing for the game's sysname. */
  image_pattern: z.string(),
});
export type SearchIndex = z.output<typeof searchIndex>;

export const getSearchIndex = defineMethod({
  group: 'games',
  name: 'getSearchIndex',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: searchIndex,
  doc: 'Every game of the hall as compact columns for client-side search (extends §7).',
});

export const getBetHistory = defineMethod({
  group: 'games',
  name: 'getBetHistory',
  verb: 'GET',
  access: 'user',
  params: z.object({
    offset: offsetParam(),
    count: countParam(10, 100),
    status: z.optional(betHistoryStatus),
  }),
  result: page(sportBet),
  doc: "A page of the player's sportsbook bets, newest first (extends §7: the bets page).",
});

export const gethistoryexportrequest = defineMethod({
  group: 'games',
  name: 'gethistoryexportrequest',
  verb: 'GET',
  access: 'user',
  params: z.object({ id: z.optional(z.string().check(z.minLength(1))) }),
  result: z.nullable(historyExportRequest),
  doc: 'A history export request by id, or the latest one (null when none).',
});

export const addLike = defineMethod({
  group: 'games',
  name: 'addLike',
  verb: 'POST',
  access: 'user',
  params: z.object({ sysname }),
  result: one(),
  doc: 'Adds a game to favourites.',
});

export const removeLike = defineMethod({
  group: 'games',
  name: 'removeLike',
  verb: 'POST',
  access: 'user',
  params: z.object({ sysname }),
  result: one(),
  doc: 'Removes a game from favourites.',
});

export const createhistoryexportrequest = defineMethod({
  group: 'games',
  name: 'createhistoryexportrequest',
  verb: 'POST',
  access: 'user',
  params: z.object({ date_from: z.optional(isoDate), date_to: z.optional(isoDate) }),
  result: historyExportRequest,
  doc: 'Starts exporting game history to a file (needs is_game_history_export_enabled).',
});

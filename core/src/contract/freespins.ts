/**
 * freespins — free-spin packs of the player (spec §3 Freespin pack, §6, §7).
 *
 * Not shown in the spec, decided here: a pack is bound to one game and one bet size; it is
 * `active` while spins remain and expires_at has not passed, `used` when remaining_count
 * reaches 0, `expired` otherwise. `get` answers a page, soonest-expiring first; the client
 * asks for status active with count 99 (§9).
 */
import * as z from 'zod/mini';
import { description, isoDateTime, money, page } from './common.ts';
import { defineMethod } from './define.ts';
import { gameRef } from './game-ref.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';

/** The page size the client asks freespins.get for (§9). */
export const FREESPINS_COUNT = 99;
/** Freespin pack states. */
export const FREESPIN_STATUSES = ['active', 'used', 'expired'] as const;
/** Blocks a caller may select with `fields`. */
export const FREESPIN_FIELDS = ['description'] as const;

/** A pack of free spins in one game. */
export const freespinPack = z.object({
  id: z.number().check(z.int()),
  game: gameRef,
  remaining_count: z.number().check(z.int(), z.minimum(0)),
  total_count: z.number().check(z.int(), z.minimum(1)),
  /** Stake of each spin. */
  bet: money,
  status: z.enum(FREESPIN_STATUSES),
  expires_at: z.nullable(isoDateTime),
  description: z.optional(description),
});
export type FreespinPack = z.output<typeof freespinPack>;

export const get = defineMethod({
  group: 'freespins',
  name: 'get',
  verb: 'GET',
  access: 'user',
  params: z.object({
    offset: offsetParam(),
    count: countParam(FREESPINS_COUNT),
    status: z.optional(z.enum(FREESPIN_STATUSES)),
    fields: fieldsParam(FREESPIN_FIELDS),
  }),
  result: page(freespinPack),
  doc: "The player's freespin packs, soonest-expiring first.",
});

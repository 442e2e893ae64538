/**
 * loyalty — the loyalty programme: points, levels, quests, characters and the shop (spec §3
 * Loyalty info/config/program/notice, §4 Loyalty progress, §6, §7).
 *
 * Not shown in the spec, decided here:
 * - A player belongs to one active programme at a time; `getinfo` describes it, with the
 *   player's levels and quests. `getPrograms` lists programmes (the client asks limit 2 to
 *   tell a single programme from several); `getProgram` is one programme by sysname with
 *   its levels and quests, quest progress null for guests.
 * - Progress is `{ current, min, max }`; `max` may be absent and then means 100 (§4). The
 *   percent is (current − min) / (max − min), computed by the client.
 * - Lists answer `{ items, offset, limit, total }` (§3 Characters list) and page with
 *   offset and limit.
 * - `getnotifications` answers the notices not yet delivered and marks them delivered, so
 *   each toast shows once; a notice is ephemeral and losing one to a failed call is
 *   acceptable. Triggers outside the known list arrive as `other`.
 * - `amountType` says what `amount` counts: loyalty points, money or free spins.
 * - Levels are reached by lifetime points (`earned_points`), not by the spendable `points`,
 *   so buying in the shop never demotes; the issue asks for levels a player climbs by play.
 * - Shop products cost points; `stock` null means unlimited. buyproduct spends points and
 *   credits the reward, so it takes an Idempotency-Key. Too few points answers
 *   InvalidRequestException with `error_data.reason` INSUFFICIENT_POINTS; a product gone
 *   answers OUT_OF_STOCK.
 * - Characters are listed for guests too: registration may offer a character (§2.3).
 */
import * as z from 'zod/mini';
import { description, imageSet, isoDateTime } from './common.ts';
import { defineMethod } from './define.ts';
import { countParam, offsetParam } from './list-params.ts';
import { int, none, one } from './wire.ts';

/** The max a progress has when the server omits it (§4). */
export const DEFAULT_PROGRESS_MAX = 100;
/** What earns a loyalty notice; unknown triggers are sent as `other`. */
export const LOYALTY_NOTICE_TRIGGERS = [
  'quest',
  'register',
  'profile',
  'confirm',
  'product',
  'level',
  'deposit',
  'bet',
  'other',
] as const;
/** Reward kinds of shop products. */
export const PRODUCT_TYPES = ['bonus', 'freespins', 'cashback', 'item'] as const;
/** `error_data.reason` of a refused buyproduct. */
export const BUY_PRODUCT_ERRORS = ['INSUFFICIENT_POINTS', 'OUT_OF_STOCK'] as const;

const id = z.number().check(z.int());
/** Programme identifier (route /loyalty/{sysname}). */
export const programSysname = z.string().check(z.regex(/^[\w-]{1,64}$/));

/** A page of a loyalty list (§3 Characters list). */
export const loyaltyPage = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), offset: z.number(), limit: z.number(), total: z.number() });

/** Progress towards a goal; `max` defaults to DEFAULT_PROGRESS_MAX. */
export const progress = z.object({
  current: z.number(),
  min: z.number(),
  max: z.optional(z.number()),
});
export type Progress = z.output<typeof progress>;

/** A selectable character (avatar). */
export const character = z.object({
  id,
  name: z.string(),
  image: imageSet,
  description: z.optional(z.string()),
});
export type Character = z.output<typeof character>;

/** A level of a programme; `points` is the threshold to reach it. */
export const level = z.object({
  id,
  name: z.string(),
  points: z.number(),
  image: z.nullable(imageSet),
  is_reached: z.boolean(),
  is_current: z.boolean(),
});
export type Level = z.output<typeof level>;

/** A quest and the player's progress in it (null for guests). */
export const quest = z.object({
  id,
  title: z.string(),
  description: z.optional(z.string()),
  image: z.nullable(imageSet),
  reward_points: z.number(),
  progress: z.nullable(progress),
  is_completed: z.boolean(),
  expires_at: z.nullable(isoDateTime),
});
export type Quest = z.output<typeof quest>;

/** The player's standing in their programme (§3 Loyalty info). */
export const loyaltyInfo = z.object({
  id,
  sysname: programSysname,
  is_active: z.boolean(),
  points: z.number(),
  /**
   * Every point ever earned; levels follow it (spending in the shop never demotes), so a
   * client's level progress uses it rather than `points`. Optional: not every backend sends it.
   */
  earned_points: z.optional(z.number()),
  character: z.nullable(character),
  levels: z.array(level),
  /** Display name of the points, e.g. "coins". */
  pointsAlias: z.string(),
  uid: id,
  quests: z.array(quest),
});
export type LoyaltyInfo = z.output<typeof loyaltyInfo>;

/** A toast-worthy loyalty event (§3 Loyalty notice). */
export const loyaltyNotice = z.object({
  id: z.string(),
  trigger: z.enum(LOYALTY_NOTICE_TRIGGERS),
  amount: z.nullable(z.number()),
  type: z.enum(['credit', 'other']),
  image: z.nullable(imageSet),
  title: z.string(),
  message: z.string(),
  amountType: z.enum(['points', 'money', 'freespins']),
});
export type LoyaltyNotice = z.output<typeof loyaltyNotice>;

/** A shop product bought with points. */
export const product = z.object({
  id,
  title: z.string(),
  description: z.optional(z.string()),
  image: z.nullable(imageSet),
  price: z.number(),
  type: z.enum(PRODUCT_TYPES),
  stock: z.nullable(z.number().check(z.int(), z.minimum(0))),
  is_available: z.boolean(),
});
export type Product = z.output<typeof product>;

/** A programme in the list. */
export const programSummary = z.object({
  sysname: programSysname,
  title: z.string(),
  image: z.nullable(imageSet),
  is_active: z.boolean(),
});
export type ProgramSummary = z.output<typeof programSummary>;

/** A programme with its levels and quests. */
export const program = z.extend(programSummary, {
  description,
  levels: z.array(level),
  quests: z.array(quest),
});
export type Program = z.output<typeof program>;

export const buyproduct = defineMethod({
  group: 'loyalty',
  name: 'buyproduct',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ id: int() }),
  result: one(),
  doc: 'Buys a shop product with points.',
});

export const setcharacter = defineMethod({
  group: 'loyalty',
  name: 'setcharacter',
  verb: 'POST',
  access: 'user',
  params: z.object({ id: int() }),
  result: one(),
  doc: "Sets the player's character.",
});

export const getcharacters = defineMethod({
  group: 'loyalty',
  name: 'getcharacters',
  verb: 'GET',
  params: z.object({ offset: offsetParam(), limit: countParam(20) }),
  result: loyaltyPage(character),
  doc: 'Characters a player can pick.',
});

export const getinfo = defineMethod({
  group: 'loyalty',
  name: 'getinfo',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: loyaltyInfo,
  doc: "The player's points, levels, quests and character.",
});

export const getnotifications = defineMethod({
  group: 'loyalty',
  name: 'getnotifications',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: z.array(loyaltyNotice),
  doc: 'Loyalty notices not yet delivered; delivering marks them seen.',
});

export const getproducts = defineMethod({
  group: 'loyalty',
  name: 'getproducts',
  verb: 'GET',
  params: z.object({
    offset: offsetParam(),
    limit: countParam(50),
    program: z.optional(programSysname),
  }),
  result: loyaltyPage(product),
  doc: 'Shop products, cheapest first.',
});

export const getPrograms = defineMethod({
  group: 'loyalty',
  name: 'getPrograms',
  verb: 'GET',
  params: z.object({ offset: offsetParam(), limit: countParam(20) }),
  result: loyaltyPage(programSummary),
  doc: 'Loyalty programmes; limit 2 tells one programme from several.',
});

export const getProgram = defineMethod({
  group: 'loyalty',
  name: 'getProgram',
  verb: 'GET',
  params: z.object({ sysname: programSysname }),
  result: program,
  doc: 'One programme with its levels and quests.',
});

/**
 * Responsible gaming — documented extensions of the `account` group (issue 18; §7 has no method
 * to set anything, so these are ours). They live in `account` because §7 allows no new group
 * and the §3 reads they extend (getDepositLimit) are there. The decisions are written in
 * `responsible-gaming.md` beside this file; in short:
 *
 * - Deposit limits: one per period of 1, 7, 14 or 30 days, several at once, the lowest amount
 *   left applies. A new limit or a decrease applies at once; an increase or a removal waits
 *   for a 24-hour cooling-off and then for the player's confirmDepositLimit. Deposits over the
 *   limit answer BillingDepositLimitExceededException with `error_data` as `depositLimitRefusal`.
 * - Time-out (24h, 7d, 30d, 6 weeks) and self-exclusion (§9's twelve periods) apply at once,
 *   end every session of the player and cannot be lifted early; sign-in and Telegram launches
 *   answer UserBannedException with `error_data` as `playerBlock`.
 * - Reality check: off, 15, 30 or 60 minutes; null follows the operator's default.
 * - Every tool can be switched off by the CMS (functional settings `responsibleGaming`); a
 *   switched-off tool's writes answer AccessDeniedException, and limits and blocks already in
 *   force stay enforced.
 * Long on purpose: the issue-18 extensions of one group, their schemas and decisions together.
 */
import * as z from 'zod/mini';
import { currencyCode, isoDateTime, moneyAmount } from './common.ts';
import { defineMethod } from './define.ts';
import { amount, int, json, none } from './wire.ts';

// ---- periods ----------------------------------------------------------------------------

/** Deposit limit periods in days (§9). */
export const DEPOSIT_LIMIT_DAYS = [1, 7, 14, 30] as const;
export const depositLimitDays = z.literal(DEPOSIT_LIMIT_DAYS);
export type DepositLimitDays = z.output<typeof depositLimitDays>;

/** How long an increase or removal of a deposit limit cools off before it may be confirmed. */
export const DEPOSIT_LIMIT_COOLING_OFF_HOURS = 24;

/** Time-out periods (UKGC: short breaks of 24 hours to 6 weeks). */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const timeOutPeriod = z.enum(TIME_OUT_PERIODS);
export type TimeOutPeriod = z.output<typeof timeOutPeriod>;

/** Self-exclusion periods of §9 (ids as in `@croupier/core/constants` SELF_EXCLUSION_PERIODS). */
export const SELF_EXCLUSION_PERIOD_IDS = [
  '1d',
  '7d',
  '30d',
  '3m',
  '6m',
  '9m',
  '1y',
  '2y',
  '3y',
  '4y',
  '5y',
  'permanent',
] as const;
export const selfExclusionPeriodId = z.enum(SELF_EXCLUSION_PERIOD_IDS);

/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const realityCheckMinutes = z.literal(REALITY_CHECK_MINUTES);
export type RealityCheckMinutes = z.output<typeof realityCheckMinutes>;

/** Largest deposit limit accepted (keeps minor units far inside a 64-bit integer). */
export const DEPOSIT_LIMIT_MAX = 1_000_000_000;

// ---- deposit limits ---------------------------------------------------------------------

/** A positive money amount as the player types it (digits, at most two decimals), capped. */
export const depositLimitAmount = z.pipe(
  amount(),
  z.string().check(
    z.refine((v) => Number(v) > 0, 'A limit must be more than zero'),
    z.refine((v) => Number(v) <= DEPOSIT_LIMIT_MAX, 'A limit must be at most 1,000,000,000'),
  ),
);

/**
 * A change waiting for its cooling-off and confirmation: an increase to `amount`, or a removal
 * (`amount` null). `can_confirm` turns true at `effective_at`.
 */
export const pendingDepositLimit = z.object({
  amount: z.nullable(moneyAmount),
  requested_at: isoDateTime,
  /** When the change may be confirmed (requested_at + 24 hours). */
  effective_at: isoDateTime,
  can_confirm: z.boolean(),
});
export type PendingDepositLimit = z.output<typeof pendingDepositLimit>;

/** One period's limit and its usage in the current window. */
export const depositLimitEntry = z.object({
  period: depositLimitDays,
  /** The limit in force. */
  amount: moneyAmount,
  /** Pending and successful deposits in the current window. */
  used: moneyAmount,
  /** What this limit still allows (never negative). */
  left: moneyAmount,
  window_start: isoDateTime,
  /** When the window ends and `used` starts again from zero. */
  resets_at: isoDateTime,
  pending: z.nullable(pendingDepositLimit),
});
export type DepositLimitEntry = z.output<typeof depositLimitEntry>;

/** Every limit of the player, by period ascending, and what the lowest of them allows. */
export const depositLimits = z.object({
  currency: currencyCode,
  limits: z.array(depositLimitEntry),
  /** The lowest `left` across limits (what a deposit may be now); null without limits. */
  available_amount: z.nullable(moneyAmount),
  /** `resets_at` of the limit that gives `available_amount`; null without limits. */
  resets_at: z.nullable(isoDateTime),
});
export type DepositLimits = z.output<typeof depositLimits>;

/**
 * `error_data` of BillingDepositLimitExceededException (makedeposit): what is left and when it
 * resets, of the limit that refused the deposit. `period`, `limit_amount` and `expired_at` are
 * kept for clients of the §3 single-limit shape (expired_at = resets_at).
 */
export const depositLimitRefusal = z.object({
  available_amount: moneyAmount,
  limit_amount: moneyAmount,
  currency: currencyCode,
  period: depositLimitDays,
  resets_at: isoDateTime,
  expired_at: isoDateTime,
});
export type DepositLimitRefusal = z.output<typeof depositLimitRefusal>;

/**
 * setDepositLimits' `limits`: period in days → new amount, or null to remove that period's
 * limit. Periods left out are unchanged. Sent as JSON text in the form field.
 */
export const depositLimitChanges = z
  .strictObject({
    '1': z.optional(z.nullable(depositLimitAmount)),
    '7': z.optional(z.nullable(depositLimitAmount)),
    '14': z.optional(z.nullable(depositLimitAmount)),
    '30': z.optional(z.nullable(depositLimitAmount)),
  })
  .check(z.refine((v) => Object.keys(v).length > 0, 'Name at least one period'));
export type DepositLimitChanges = z.input<typeof depositLimitChanges>;

// ---- time-out and self-exclusion --------------------------------------------------------

/**
 * A time-out or self-exclusion in force. `until` is null for a permanent self-exclusion. Also
 * the `error_data` of UserBannedException when a blocked player signs in or launches the
 * Telegram app.
 */
export const playerBlock = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.union([timeOutPeriod, selfExclusionPeriodId]),
  started_at: isoDateTime,
  until: z.nullable(isoDateTime),
});
export type PlayerBlock = z.output<typeof playerBlock>;

// ---- settings ---------------------------------------------------------------------------

/** Which tools the operator offers (CMS functional settings `responsibleGaming`, default on). */
export const responsibleGamingTools = z.object({
  deposit_limits: z.boolean(),
  time_out: z.boolean(),
  self_exclusion: z.boolean(),
  reality_check: z.boolean(),
});
export type ResponsibleGamingTools = z.output<typeof responsibleGamingTools>;

/** The player's responsible-gaming settings and the choices the forms offer. */
export const responsibleGamingSettings = z.object({
  tools: responsibleGamingTools,
  reality_check: z.object({
    /** The interval in force: the player's choice, or the operator's default. */
    interval_minutes: realityCheckMinutes,
    /** The player's own choice; null follows the operator's default. */
    chosen_minutes: z.nullable(realityCheckMinutes),
    default_minutes: realityCheckMinutes,
    options: z.array(realityCheckMinutes),
  }),
  deposit_limit_periods: z.array(depositLimitDays),
  cooling_off_hours: z.number().check(z.int(), z.positive()),
  time_out_periods: z.array(timeOutPeriod),
  self_exclusion_periods: z.array(selfExclusionPeriodId),
});
export type ResponsibleGamingSettings = z.output<typeof responsibleGamingSettings>;

// ---- session summary --------------------------------------------------------------------

/** Net position over a span: stakes, wins and wins less stakes (negative: the player lost). */
export const netPosition = z.object({
  wagered: moneyAmount,
  won: moneyAmount,
  net: moneyAmount,
});
export type NetPosition = z.output<typeof netPosition>;

/** What the session clock, the game page and the reality check show. */
export const sessionSummary = z.object({
  /** The server's clock when it answered: clients measure from it, not from their own. */
  now: isoDateTime,
  /** When this session signed in. */
  started_at: isoDateTime,
  signed_in_seconds: z.number().check(z.int(), z.minimum(0)),
  currency: currencyCode,
  /** Real-money play (main balance) since `started_at`. */
  session: netPosition,
  /** The same over the last 1, 7 and 30 days (rolling, ending now). */
  periods: z.array(z.object({ days: z.literal([1, 7, 30]), position: netPosition })),
  reality_check: z.object({
    interval_minutes: realityCheckMinutes,
    /** When the next check is due (started_at + k × interval); null when off. */
    next_at: z.nullable(isoDateTime),
  }),
});
export type SessionSummary = z.output<typeof sessionSummary>;

// ---- methods ----------------------------------------------------------------------------

export const getDepositLimits = defineMethod({
  group: 'account',
  name: 'getDepositLimits',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: depositLimits,
  doc: 'Every deposit limit of the player with its usage, reset time and pending change (extension).',
});

export const setDepositLimits = defineMethod({
  group: 'account',
  name: 'setDepositLimits',
  verb: 'POST',
  access: 'user',
  params: z.object({ limits: json(depositLimitChanges) }),
  result: depositLimits,
  doc: 'Sets, lowers, raises or removes limits per period: lower/new at once, raise/removal after cooling-off and confirmation (extension).',
});

export const confirmDepositLimit = defineMethod({
  group: 'account',
  name: 'confirmDepositLimit',
  verb: 'POST',
  access: 'user',
  params: z.object({ period: z.pipe(int(), depositLimitDays) }),
  result: depositLimits,
  doc: 'Confirms a cooled-off increase or removal of one period; refused before effective_at (extension).',
});

export const cancelDepositLimitChange = defineMethod({
  group: 'account',
  name: 'cancelDepositLimitChange',
  verb: 'POST',
  access: 'user',
  params: z.object({ period: z.pipe(int(), depositLimitDays) }),
  result: depositLimits,
  doc: 'Drops the pending increase or removal of one period; the limit in force stays (extension).',
});

export const startTimeOut = defineMethod({
  group: 'account',
  name: 'startTimeOut',
  verb: 'POST',
  access: 'user',
  params: z.object({ period: timeOutPeriod }),
  result: playerBlock,
  doc: 'Starts a time-out at once and ends every session of the player; cannot be lifted early (extension).',
});

export const selfExclude = defineMethod({
  group: 'account',
  name: 'selfExclude',
  verb: 'POST',
  access: 'user',
  params: z.object({ period: selfExclusionPeriodId }),
  result: playerBlock,
  doc: 'Self-excludes at once for a §9 period and ends every session; cannot be lifted early (extension).',
});

export const getResponsibleGaming = defineMethod({
  group: 'account',
  name: 'getResponsibleGaming',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: responsibleGamingSettings,
  doc: 'Which tools are on, the reality-check interval and the periods the forms offer (extension).',
});

export const setRealityCheck = defineMethod({
  group: 'account',
  name: 'setRealityCheck',
  verb: 'POST',
  access: 'user',
  params: z.object({
    /** Minutes (0 = off), or `default` to follow the operator's default again. */
    interval: z.union([z.literal('default'), z.pipe(int(), realityCheckMinutes)]),
  }),
  result: responsibleGamingSettings,
  doc: 'Sets the reality-check interval: off, 15, 30 or 60 minutes, or the default (extension).',
});

export const getSessionSummary = defineMethod({
  group: 'account',
  name: 'getSessionSummary',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: sessionSummary,
  doc: 'Time signed in, net position this session and over 1/7/30 days, the next reality check (extension).',
});

/**
 * The operator's responsible-gaming switches (CMS functional settings, default on) and a
 * player's own settings: the reality-check interval, null following the operator's default.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account, cms } from '@croupier/core/contract';
import { DEFAULT_LOCALE } from '../content/locales.ts';
import type { Db } from '../db/client.ts';
import { playerRgSettings } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

/** The switches of the request's locale (the default locale's when it has no config). */
export function rgSwitches(app: FastifyInstance, locale: string): cms.ResponsibleGamingSwitches {
  const config = app.cms.configs.get(locale) ?? app.cms.configs.get(DEFAULT_LOCALE);
  return config?.functional.responsibleGaming ?? cms.RESPONSIBLE_GAMING_DEFAULTS;
}

/** Which switch turns each tool off. */
const SWITCH = {
  deposit_limits: 'isDepositLimitsEnable',
  time_out: 'isTimeOutEnable',
  self_exclusion: 'isSelfExclusionEnable',
  reality_check: 'isRealityCheckEnable',
} as const satisfies Record<
  keyof account.ResponsibleGamingTools,
  keyof cms.ResponsibleGamingSwitches
>;

/** The tools as getResponsibleGaming reports them. */
function rgTools(switches: cms.ResponsibleGamingSwitches): account.ResponsibleGamingTools {
  return {
    deposit_limits: switches[SWITCH.deposit_limits],
    time_out: switches[SWITCH.time_out],
    self_exclusion: switches[SWITCH.self_exclusion],
    reality_check: switches[SWITCH.reality_check],
  };
}

/** AccessDeniedException when the operator switched `tool` off. */
export function assertToolOn(
  switches: cms.ResponsibleGamingSwitches,
  tool: keyof account.ResponsibleGamingTools,
): void {
  if (!switches[SWITCH[tool]]) {
    throw new ServerError('AccessDeniedException', 'This responsible gaming tool is not offered', {
      errorData: { tool },
    });
  }
}

/** The player's chosen reality-check interval, or null (follows the operator's default). */
export async function chosenRealityCheck(
  db: Db,
  userId: number,
): Promise<account.RealityCheckMinutes | null> {
  const [row] = await db
    .select({ minutes: playerRgSettings.realityCheckMinutes })
    .from(playerRgSettings)
    .where(eq(playerRgSettings.userId, userId));
  return (row?.minutes ?? null) as account.RealityCheckMinutes | null;
}

/** The interval in force: off while the tool is off, else the player's or the default. */
export function realityCheckInForce(
  switches: cms.ResponsibleGamingSwitches,
  chosen: account.RealityCheckMinutes | null,
): account.RealityCheckMinutes {
  if (!switches.isRealityCheckEnable) return 0;
  return chosen ?? switches.realityCheckDefaultMinutes;
}

/** Stores the player's interval (null: follow the default again). */
export async function setRealityCheckMinutes(
  db: Db,
  userId: number,
  minutes: account.RealityCheckMinutes | null,
): Promise<void> {
  await db
    .insert(playerRgSettings)
    .values({ userId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({
      target: playerRgSettings.userId,
      set: { realityCheckMinutes: minutes, updatedAt: sql`now()` },
    });
}

/** The getResponsibleGaming answer. */
export async function responsibleGamingSettings(
  db: Db,
  userId: number,
  switches: cms.ResponsibleGamingSwitches,
  coolingOffSeconds: number,
): Promise<account.ResponsibleGamingSettings> {
  const chosen = await chosenRealityCheck(db, userId);
  return {
    tools: rgTools(switches),
    reality_check: {
      interval_minutes: realityCheckInForce(switches, chosen),
      chosen_minutes: chosen,
      default_minutes: switches.realityCheckDefaultMinutes,
      options: [...account.REALITY_CHECK_MINUTES],
    },
    deposit_limit_periods: [...account.DEPOSIT_LIMIT_DAYS],
    cooling_off_hours: Math.max(1, Math.ceil(coolingOffSeconds / 3600)),
    time_out_periods: [...account.TIME_OUT_PERIODS],
    self_exclusion_periods: [...account.SELF_EXCLUSION_PERIOD_IDS],
  };
}

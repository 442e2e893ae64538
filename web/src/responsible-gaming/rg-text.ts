/**
 * The words of the responsible-gaming tools (issue 18): period names, "until …" of a time-out
 * or self-exclusion, and a signed-in duration. One place, so the profile page, the sign-in
 * block screen, the header clock and the reality check say the same thing.
 */
import type { contract } from '@croupier/core';
import { formatDateTime } from '@croupier/core/format';
import type { Translate } from '../i18n/translate.ts';

type TimeOutPeriod = contract.account.TimeOutPeriod;
type PlayerBlock = contract.account.PlayerBlock;

const TIME_OUT_TEXT: Readonly<Record<TimeOutPeriod, [string, string]>> = {
  '24h': ['rg.timeOut.24h', '24 hours'],
  '7d': ['rg.timeOut.7d', '7 days'],
  '30d': ['rg.timeOut.30d', '30 days'],
  '6w': ['rg.timeOut.6w', '6 weeks'],
};

// Keys as the read-only page had them (profile.rg.periods.*), so their translations stay.
const SELF_EXCLUSION_TEXT: Readonly<Record<string, [string, string]>> = {
  '1d': ['profile.rg.periods.day1', '1 day'],
  '7d': ['profile.rg.periods.day7', '7 days'],
  '30d': ['profile.rg.periods.day30', '30 days'],
  '3m': ['profile.rg.periods.month3', '3 months'],
  '6m': ['profile.rg.periods.month6', '6 months'],
  '9m': ['profile.rg.periods.month9', '9 months'],
  '1y': ['profile.rg.periods.year1', '1 year'],
  '2y': ['profile.rg.periods.year2', '2 years'],
  '3y': ['profile.rg.periods.year3', '3 years'],
  '4y': ['profile.rg.periods.year4', '4 years'],
  '5y': ['profile.rg.periods.year5', '5 years'],
  permanent: ['profile.rg.periods.permanent', 'Permanent'],
};

/** "24 hours", "6 weeks" … */
export function timeOutText(t: Translate, period: TimeOutPeriod): string {
  const [key, text] = TIME_OUT_TEXT[period];
  return t(key, text);
}

/** "3 months", "Permanent" … */
export function selfExclusionText(t: Translate, period: string): string {
  const entry = SELF_EXCLUSION_TEXT[period];
  return entry ? t(entry[0], entry[1]) : period;
}

/** "per day", "per 7 days". */
export function limitPeriodText(t: Translate, days: number): string {
  return days === 1
    ? t('profile.rg.perDay', 'per day')
    : t('profile.rg.perDays', 'per {days} days', { days });
}

/** The one sentence a blocked player reads: what is in force and until when. */
export function blockText(t: Translate, block: PlayerBlock): string {
  if (block.until === null) {
    return t(
      'rg.block.permanent',
      'You excluded yourself from playing permanently. Your account stays closed.',
    );
  }
  const until = formatDateTime(block.until);
  return block.kind === 'time_out'
    ? t('rg.block.timeOut', 'You are taking a break until {until}.', { until })
    : t('rg.block.selfExclusion', 'You excluded yourself from playing until {until}.', { until });
}

/** A duration as the clock shows it: "0:05", "1:02:09" (h:mm:ss past an hour, else m:ss). */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A duration in words for the reality check: "1 h 5 min", "12 min". */
export function durationText(t: Translate, totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0
    ? t('rg.hoursMinutes', '{h} h {m} min', { h, m })
    : t('rg.minutes', '{m} min', { m });
}

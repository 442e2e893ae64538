/**
 * A tournament's clock: its status at a moment (the server's rule: upcoming before
 * `starts_at`, active until `ends_at`, then finished) and the time left to the next edge, so
 * a card flips from "starts in" to "ends in" without a reload.
 */
import type { contract } from '@croupier/core';

type Status = contract.tournaments.Tournament['status'];

/** What the countdown counts down to. */
export type CountdownPhase = 'starts' | 'ends' | 'ended';

/** The countdown of a tournament at `now`: the phase and milliseconds left (0 once ended). */
export interface Countdown {
  phase: CountdownPhase;
  ms: number;
}

/** The dates a countdown needs. */
export interface TournamentDates {
  starts_at: string;
  ends_at: string;
}

/** The status at `now` (epoch ms), from the dates alone. */
export function statusAt(dates: TournamentDates, now: number): Status {
  if (now < Date.parse(dates.starts_at)) return 'upcoming';
  return now < Date.parse(dates.ends_at) ? 'active' : 'finished';
}

/** Time left to the start (upcoming), to the end (active), or nothing (finished). */
export function countdownOf(dates: TournamentDates, now: number): Countdown {
  const starts = Date.parse(dates.starts_at);
  const ends = Date.parse(dates.ends_at);
  if (now < starts) return { phase: 'starts', ms: starts - now };
  if (now < ends) return { phase: 'ends', ms: ends - now };
  return { phase: 'ended', ms: 0 };
}

/** A duration in whole days, hours, minutes and seconds (rounded down; never negative). */
function splitDuration(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "3d 04:05:06", or "04:05:06" under a day — the clock face of a countdown. */
export function formatDuration(ms: number, daysSuffix = 'd'): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}${daysSuffix} ${clock}` : clock;
}

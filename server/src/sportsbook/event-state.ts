/**
 * An event as the book sees it at a moment: its status (upcoming → live → finished, or
 * cancelled at kick-off), its score and match clock, and its priced markets. Status, score
 * and prices are read at the start of the current odds tick, so one tick shows one consistent
 * picture (a goal and the prices that follow it appear together).
 */
import { ODDS_TICK_MS } from './constants.ts';
import { marketsAt, winningOutcome, type Market } from './markets.ts';
import { scoreAt, scriptOf, type ScoreState } from './match-script.ts';
import type { SportEvent } from './schedule.ts';

/** Where an event stands. */
export type EventStatus = 'upcoming' | 'live' | 'finished' | 'cancelled';

/** The event at a moment. */
export interface EventState {
  event: SportEvent;
  status: EventStatus;
  /** Match clock text while live ("67'", "Q3 04:12", "Set 2"), else null. */
  clock: string | null;
  /** Score while live or finished, else null. */
  score: ScoreState | null;
  /** Open markets (none once finished or cancelled). */
  markets: Market[];
  /** The odds tick the state belongs to. */
  tick: number;
}

/** The odds tick of a moment. */
function tickOf(now: number): number {
  return Math.floor(now / ODDS_TICK_MS);
}

/** The event's status at `at` (Unix ms). */
export function statusAt(event: SportEvent, at: number): EventStatus {
  if (at < event.startsAt) return 'upcoming';
  if (event.cancelled) return 'cancelled';
  return at < event.endsAt ? 'live' : 'finished';
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function clockText(event: SportEvent, elapsed: number, score: ScoreState): string {
  const sport = event.sport;
  if (sport.model === 'sets') {
    const sets = score.setGames ?? [];
    const current = sets.length > score.home + score.away ? sets.length : sets.length + 1;
    return `Set ${Math.max(1, current)}`;
  }
  const minutes = elapsed * sport.clockMinutes;
  const periodLength = sport.clockMinutes / sport.periods;
  const period = Math.min(sport.periods, Math.floor(minutes / periodLength) + 1);
  if (sport.code === 'fb') return `${Math.min(90, Math.floor(minutes) + 1)}'`;
  // Basketball and hockey show the time left in the period, as their scoreboards do.
  const left = Math.max(0, period * periodLength - minutes);
  const label = sport.code === 'bb' ? `Q${period}` : `P${period}`;
  return `${label} ${pad(Math.floor(left))}:${pad(Math.floor((left % 1) * 60))}`;
}

/** The event at `now` (Unix ms). */
export function eventStateAt(event: SportEvent, now: number): EventState {
  const tick = tickOf(now);
  const at = tick * ODDS_TICK_MS;
  const status = statusAt(event, at);
  if (status === 'cancelled') return { event, status, clock: null, score: null, markets: [], tick };
  const script = status === 'upcoming' ? null : scriptOf(event);
  const elapsed = Math.min(1, Math.max(0, (at - event.startsAt) / (event.endsAt - event.startsAt)));
  const score = script ? scoreAt(script, elapsed) : null;
  if (status === 'finished') return { event, status, clock: null, score, markets: [], tick };
  const moment = { live: status === 'live', elapsed, score: score ?? { home: 0, away: 0 } };
  return {
    event,
    status,
    clock: status === 'live' && score ? clockText(event, elapsed, score) : null,
    score,
    markets: marketsAt(event, moment, tick),
    tick,
  };
}

/** How a selection ends once its event is over: won, lost, or void (event called off). */
export function selectionResult(
  event: SportEvent,
  market: string,
  outcome: string,
): 'won' | 'lost' | 'void' {
  if (event.cancelled) return 'void';
  return winningOutcome(event, scriptOf(event), market) === outcome ? 'won' : 'lost';
}

/** The final score text of a finished event ("2–1", "6–4 3–6 7–5"), or null. */
export function resultText(event: SportEvent): string | null {
  if (event.cancelled) return null;
  const script = scriptOf(event);
  if (script.sets.length > 0) {
    return script.sets
      .map((set) => {
        const home = set.filter((s) => s === 'home').length;
        return `${home}–${set.length - home}`;
      })
      .join(' ');
  }
  return `${script.final.home}–${script.final.away}`;
}

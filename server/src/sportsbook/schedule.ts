/**
 * The fixture list: a pure function of the clock. Each league has a kick-off every
 * `cadenceMinutes` (slot n starts at n × cadence + offset, in Unix time), so any moment's
 * events, and any event by its id, are derived again on demand — nothing to store or seed.
 * Even slots draw both teams from even team indices and odd slots from odd ones, so the
 * overlapping events of two consecutive slots never share a team.
 */
import { createRng } from '../content/prng.ts';
import {
  CANCEL_ONE_IN,
  RESULTS_WINDOW_MS,
  SPORTSBOOK_SEED,
  UPCOMING_HORIZON_MS,
} from './constants.ts';
import { SPORTS, sportOf, type League, type Sport } from './sports.ts';

/** A scheduled event. */
export interface SportEvent {
  /** `{sport}-{league index}-{slot}`, e.g. `fb-0-1962541`. */
  id: string;
  sport: Sport;
  league: League;
  home: string;
  away: string;
  /** Team strengths in [0.8, 1.3]; they drive both the script and the prices. */
  homeRating: number;
  awayRating: number;
  /** Kick-off and final whistle, Unix ms. */
  startsAt: number;
  endsAt: number;
  /** Called off at kick-off: bets on it are void. */
  cancelled: boolean;
}

const MINUTE = 60_000;
const ID = /^(fb|bb|tn|ih)-(\d)-(\d{1,9})$/;

/** A team's (or player's) strength, stable for its name. */
function ratingOf(name: string): number {
  return 0.8 + 0.5 * createRng(`${SPORTSBOOK_SEED}:rating:${name}`).next();
}

function startOf(sport: Sport, slot: number): number {
  return (slot * sport.cadenceMinutes + sport.offsetMinutes) * MINUTE;
}

function buildEvent(sport: Sport, leagueIndex: number, slot: number): SportEvent | null {
  const league = sport.leagues[leagueIndex];
  if (!league) return null;
  const id = `${sport.code}-${leagueIndex}-${slot}`;
  const rng = createRng(`${SPORTSBOOK_SEED}:fixture:${id}`);
  const pool = league.teams.filter((_, i) => i % 2 === slot % 2);
  const home = rng.pick(pool);
  const away = rng.pick(pool.filter((t) => t !== home));
  const startsAt = startOf(sport, slot);
  return {
    id,
    sport,
    league,
    home,
    away,
    homeRating: ratingOf(home),
    awayRating: ratingOf(away),
    startsAt,
    endsAt: startsAt + sport.durationMinutes * MINUTE,
    cancelled: createRng(`${SPORTSBOOK_SEED}:cancel:${id}`).next() < 1 / CANCEL_ONE_IN,
  };
}

/** The event with this id, or null for an id the schedule never produces. */
export function eventById(id: unknown): SportEvent | null {
  if (typeof id !== 'string') return null;
  const m = ID.exec(id);
  if (!m) return null;
  const sport = sportOf(m[1]!);
  return sport ? buildEvent(sport, Number(m[2]), Number(m[3])) : null;
}

// Exported for the sportsbook tests: the schedule at any instant, without a clock.
/** Events overlapping `[from, to)`, by kick-off then id. */
export function eventsBetween(from: number, to: number): SportEvent[] {
  const out: SportEvent[] = [];
  for (const sport of SPORTS) {
    const span = sport.cadenceMinutes * MINUTE;
    const first = Math.floor(
      (from - sport.durationMinutes * MINUTE - sport.offsetMinutes * MINUTE) / span,
    );
    const last = Math.floor((to - sport.offsetMinutes * MINUTE) / span);
    for (let slot = Math.max(0, first); slot <= last; slot++) {
      for (let li = 0; li < sport.leagues.length; li++) {
        const e = buildEvent(sport, li, slot);
        if (e && e.endsAt > from && e.startsAt < to) out.push(e);
      }
    }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** What the feed lists at `now`: recent results, live events and the next hours' fixtures. */
export function feedEvents(now: number): SportEvent[] {
  return eventsBetween(now - RESULTS_WINDOW_MS, now + UPCOMING_HORIZON_MS);
}

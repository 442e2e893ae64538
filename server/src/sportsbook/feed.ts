/** The event feed the sportsbook page shows (and polls): events with scores and prices. */
import { ODDS_TICK_MS } from './constants.ts';
import { eventStateAt, resultText, type EventStatus } from './event-state.ts';
import { oddsText } from './odds-math.ts';
import { feedEvents } from './schedule.ts';
import { SPORTS, type SportCode } from './sports.ts';

/** An event of the feed. */
export interface FeedEvent {
  id: string;
  sport: SportCode;
  league: string;
  country: string;
  home: string;
  away: string;
  starts_at: string;
  status: EventStatus;
  clock: string | null;
  score: { home: number; away: number } | null;
  /** Tennis: games of each set so far. */
  sets: [number, number][] | null;
  /** Final score text once finished. */
  result: string | null;
  markets: {
    id: string;
    name: string;
    line: number | null;
    suspended: boolean;
    outcomes: { id: string; name: string; odds: string | null }[];
  }[];
}

/** The feed at a moment. */
export interface Feed {
  now: string;
  /** Milliseconds until prices may change again. */
  next_tick_ms: number;
  sports: { code: SportCode; name: string }[];
  events: FeedEvent[];
}

/** The feed at `now` (Unix ms). */
export function feedAt(now: number): Feed {
  const events = feedEvents(now).map((event): FeedEvent => {
    const state = eventStateAt(event, now);
    return {
      id: event.id,
      sport: event.sport.code,
      league: event.league.name,
      country: event.league.country,
      home: event.home,
      away: event.away,
      starts_at: new Date(event.startsAt).toISOString(),
      status: state.status,
      clock: state.clock,
      score: state.score ? { home: state.score.home, away: state.score.away } : null,
      sets: state.score?.setGames ?? null,
      result: state.status === 'finished' ? resultText(event) : null,
      markets: state.markets.map((m) => ({
        id: m.id,
        name: m.name,
        line: m.line,
        suspended: m.suspended,
        outcomes: m.outcomes.map((o) => ({
          id: o.id,
          name: o.name,
          odds: o.oddsX100 === null ? null : oddsText(o.oddsX100),
        })),
      })),
    };
  });
  return {
    now: new Date(now).toISOString(),
    next_tick_ms: ODDS_TICK_MS - (now % ODDS_TICK_MS),
    sports: SPORTS.map((s) => ({ code: s.code, name: s.name })),
    events,
  };
}

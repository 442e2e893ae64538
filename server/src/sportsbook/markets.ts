/**
 * Prices and results. Each sport offers two markets: the match result (1X2 for goals sports,
 * a two-way winner for basketball and tennis) and a total (over/under a line). Prices come
 * from the same scoring model the script is drawn from — Poisson goals, normally distributed
 * points, set-by-set tennis — given the score so far and the time left, then a slow
 * deterministic drift per outcome (the "market moving"), then the margin. Everything is a
 * function of the event and the tick, so a price is the same for every request of a tick.
 */
import { createRng } from '../content/prng.ts';
import {
  LIVE_MARGIN,
  MAX_ODDS_X100,
  MIN_ODDS_X100,
  PREMATCH_MARGIN,
  SPORTSBOOK_SEED,
} from './constants.ts';
import {
  goalRates,
  pointMeans,
  POINTS_SD,
  setWinChance,
  type MatchScript,
  type ScoreState,
} from './match-script.ts';
import type { SportEvent } from './schedule.ts';

/** Market ids. */
export type MarketId = '1x2' | 'winner' | 'total';

/** One priced outcome; `oddsX100` is decimal odds × 100 (215 = 2.15), null when suspended. */
export interface Outcome {
  id: string;
  name: string;
  oddsX100: number | null;
}

/** A market of an event. */
export interface Market {
  id: MarketId;
  name: string;
  /** The over/under line of a total. */
  line: number | null;
  suspended: boolean;
  outcomes: Outcome[];
}

/** Where a match stands when it is priced. */
export interface MatchMoment {
  live: boolean;
  /** Fraction of the event elapsed, 0 before kick-off. */
  elapsed: number;
  score: ScoreState;
}

/** The over/under line of the event's total market. */
function totalLine(event: SportEvent): number {
  if (event.sport.model === 'points') {
    const m = pointMeans(event);
    return Math.floor(m.home + m.away) + 0.5;
  }
  if (event.sport.model === 'sets') return 2.5;
  return event.sport.code === 'ih' ? 5.5 : 2.5;
}

function poissonPmf(lambda: number, max: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * lambda) / k);
  return out;
}

/** The normal CDF (Abramowitz–Stegun 7.1.26 through erf). */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp((-x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

interface Chances {
  home: number;
  draw: number;
  away: number;
  over: number;
}

function goalChances(event: SportEvent, m: MatchMoment, line: number): Chances {
  const rates = goalRates(event);
  const left = 1 - m.elapsed;
  const ph = poissonPmf(rates.home * left, 16);
  const pa = poissonPmf(rates.away * left, 16);
  const c: Chances = { home: 0, draw: 0, away: 0, over: 0 };
  for (let h = 0; h < ph.length; h++) {
    for (let a = 0; a < pa.length; a++) {
      const p = ph[h]! * pa[a]!;
      const diff = m.score.home + h - (m.score.away + a);
      if (diff > 0) c.home += p;
      else if (diff < 0) c.away += p;
      else c.draw += p;
      if (m.score.home + h + m.score.away + a > line) c.over += p;
    }
  }
  return c;
}

function pointChances(event: SportEvent, m: MatchMoment, line: number): Chances {
  const means = pointMeans(event);
  const left = 1 - m.elapsed;
  const sd = Math.SQRT2 * POINTS_SD * Math.sqrt(left);
  const diff = m.score.home - m.score.away + (means.home - means.away) * left;
  const total = m.score.home + m.score.away + (means.home + means.away) * left;
  const home = sd < 1e-6 ? (diff > 0 ? 1 : diff < 0 ? 0 : 0.5) : normalCdf(diff / sd);
  const over = sd < 1e-6 ? (total > line ? 1 : 0) : 1 - normalCdf((line - total) / sd);
  return { home, draw: 0, away: 1 - home, over };
}

function setChances(event: SportEvent, m: MatchMoment): Chances {
  const p = setWinChance(event);
  const { home: sh, away: sa } = m.score;
  if (sh >= 2 || sa >= 2) {
    return { home: sh >= 2 ? 1 : 0, draw: 0, away: sh >= 2 ? 0 : 1, over: sh + sa > 2 ? 1 : 0 };
  }
  const sets = m.score.setGames ?? [];
  const current = sets.length > sh + sa ? sets[sets.length - 1]! : ([0, 0] as const);
  const lead = current[0] - current[1];
  const c = Math.min(0.98, Math.max(0.02, p + 0.08 * lead * (1 + (current[0] + current[1]) / 12)));
  let home: number;
  let three: number;
  if (sh === 1 && sa === 1) {
    home = c;
    three = 1;
  } else if (sh === 1) {
    home = c + (1 - c) * p;
    three = 1 - c;
  } else if (sa === 1) {
    home = c * p;
    three = c;
  } else {
    home = c * (p + (1 - p) * p) + (1 - c) * p * p;
    three = c * (1 - p) + (1 - c) * p;
  }
  return { home, draw: 0, away: 1 - home, over: three };
}

/**
 * A drift in [-1, 1]. Live prices glide every tick (the match moves them anyway); pre-match
 * prices hold for a minute and then step, each event on its own beat, as a real market does.
 */
function drift(key: string, tick: number, live: boolean, beat: number): number {
  const value = (step: number): number =>
    createRng(`${SPORTSBOOK_SEED}:drift:${key}:${step}`).next() * 2 - 1;
  const shifted = tick + beat;
  const step = Math.floor(shifted / 6);
  if (!live) return value(step);
  const w = (shifted - step * 6) / 6;
  return value(step) + (value(step + 1) - value(step)) * w;
}

/**
 * Spreads the margin by the power method (implied chance = p^k, with k < 1 chosen so the
 * chances sum to 1 + margin): long shots carry a bit more of it, and a clear favourite still
 * gets a price above 1.00 until the market is all but decided.
 */
function withMargin(fair: number[], margin: number): number[] {
  let lo = 0.3;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const k = (lo + hi) / 2;
    const sum = fair.reduce((s, p) => s + (p > 0 ? p ** k : 0), 0);
    if (sum > 1 + margin) lo = k;
    else hi = k;
  }
  return fair.map((p) => (p > 0 ? p ** ((lo + hi) / 2) : 0));
}

function price(
  key: string,
  chances: number[],
  tick: number,
  live: boolean,
  beat: number,
): { odds: (number | null)[]; suspended: boolean } {
  const amplitude = live ? 0.04 : 0.07;
  const moved = chances.map(
    (p, i) => p * Math.exp(amplitude * drift(`${key}:${i}`, tick, live, beat)),
  );
  const sum = moved.reduce((s, p) => s + p, 0);
  const implied = withMargin(
    moved.map((p) => (sum > 0 ? p / sum : 0)),
    live ? LIVE_MARGIN : PREMATCH_MARGIN,
  );
  const odds = implied.map((q) =>
    q <= 0 ? MAX_ODDS_X100 : Math.min(MAX_ODDS_X100, Math.round(100 / q)),
  );
  // A (nearly) decided market is closed rather than priced at 1.00.
  const suspended = odds.some((o) => o < MIN_ODDS_X100);
  return { odds: suspended ? odds.map(() => null) : odds, suspended };
}

/** The event's markets at `moment`, priced for `tick`. */
export function marketsAt(event: SportEvent, moment: MatchMoment, tick: number): Market[] {
  const line = totalLine(event);
  const model = event.sport.model;
  const chances =
    model === 'points'
      ? pointChances(event, moment, line)
      : model === 'sets'
        ? setChances(event, moment)
        : goalChances(event, moment, line);
  const key = `${event.id}`;
  const unit = model === 'goals' ? 'goals' : model === 'points' ? 'points' : 'sets';
  const main =
    model === 'goals'
      ? {
          id: '1x2' as const,
          name: 'Match result',
          probs: [chances.home, chances.draw, chances.away],
          names: [event.home, 'Draw', event.away],
          ids: ['1', 'X', '2'],
        }
      : {
          id: 'winner' as const,
          name: model === 'points' ? 'Winner (incl. overtime)' : 'Match winner',
          probs: [chances.home, chances.away],
          names: [event.home, event.away],
          ids: ['1', '2'],
        };
  const beat = createRng(`${SPORTSBOOK_SEED}:beat:${event.id}`).int(0, 5);
  const mainPrice = price(`${key}:${main.id}`, main.probs, tick, moment.live, beat);
  const totalPrice = price(
    `${key}:total`,
    [chances.over, 1 - chances.over],
    tick,
    moment.live,
    beat,
  );
  return [
    {
      id: main.id,
      name: main.name,
      line: null,
      suspended: mainPrice.suspended,
      outcomes: main.ids.map((id, i) => ({
        id,
        name: main.names[i]!,
        oddsX100: mainPrice.odds[i]!,
      })),
    },
    {
      id: 'total',
      name: `Total ${unit}`,
      line,
      suspended: totalPrice.suspended,
      outcomes: [
        { id: 'over', name: `Over ${line}`, oddsX100: totalPrice.odds[0]! },
        { id: 'under', name: `Under ${line}`, oddsX100: totalPrice.odds[1]! },
      ],
    },
  ];
}

/** The winning outcome id of a market once the match is over. */
export function winningOutcome(event: SportEvent, script: MatchScript, market: string): string {
  const { home, away } = script.final;
  if (market === 'total') return home + away > totalLine(event) ? 'over' : 'under';
  return home > away ? '1' : home < away ? '2' : 'X';
}

/** Whether the event offers this market and outcome. */
export function isOutcomeOf(event: SportEvent, market: string, outcome: string): boolean {
  if (market === 'total') return outcome === 'over' || outcome === 'under';
  if (event.sport.model === 'goals') return market === '1x2' && ['1', 'X', '2'].includes(outcome);
  return market === 'winner' && (outcome === '1' || outcome === '2');
}

/**
 * Each event's scripted match, drawn once from the seed and the event id: when every goal,
 * basket or tennis game happens (as a fraction of the event's duration) and so the final
 * result. The live score at any moment is read off the script; the prices (markets.ts) use
 * the same scoring rates the script is drawn from, so the book is fair before its margin.
 */
import { createRng, type Rng } from '../content/prng.ts';
import { SPORTSBOOK_SEED } from './constants.ts';
import type { SportEvent } from './schedule.ts';

/** Home or away. */
export type Side = 'home' | 'away';

/** A scoring moment: `at` is the fraction of the event elapsed, in (0, 1). */
export interface Score {
  at: number;
  side: Side;
  points: number;
}

/** The whole scripted match. */
export interface MatchScript {
  /** Goals or baskets, in time order (goals and points sports). */
  scores: Score[];
  /** Tennis: the winner of every game, set by set. */
  sets: Side[][];
  /** Final goals / points / sets won. */
  final: { home: number; away: number };
}

/** The score at a moment of the match. */
export interface ScoreState {
  home: number;
  away: number;
  /** Tennis: finished sets' games, e.g. [[6, 4]], then the current set's games. */
  setGames?: [number, number][];
}

/** Expected goals of each side over a whole match (goals sports). */
export function goalRates(event: SportEvent): { home: number; away: number } {
  const base = event.sport.code === 'ih' ? [3.0, 2.7] : [1.45, 1.15];
  const ratio = event.homeRating / event.awayRating;
  return { home: base[0]! * ratio, away: base[1]! / ratio };
}

/** Mean final points of each side (basketball); the spread of each is POINTS_SD. */
export function pointMeans(event: SportEvent): { home: number; away: number } {
  const edge = 28 * (event.homeRating - event.awayRating);
  return { home: 110 + 1.5 + edge / 2, away: 110 - 1.5 - edge / 2 };
}

/** Standard deviation of one side's final points. */
export const POINTS_SD = 11;

/** The home player's chance to win a set (tennis). */
export function setWinChance(event: SportEvent): number {
  const p =
    0.5 + 0.9 * ((event.homeRating - event.awayRating) / (event.homeRating + event.awayRating));
  return Math.min(0.8, Math.max(0.2, p));
}

function poisson(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function moments(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => 0.005 + 0.99 * rng.next()).sort((a, b) => a - b);
}

function goalScript(event: SportEvent, rng: Rng): MatchScript {
  const rates = goalRates(event);
  const home = poisson(rng, rates.home);
  const away = poisson(rng, rates.away);
  const sides: Side[] = [...Array<Side>(home).fill('home'), ...Array<Side>(away).fill('away')];
  // Shuffle who scores when (Fisher–Yates on the script's own stream).
  for (let i = sides.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [sides[i], sides[j]] = [sides[j]!, sides[i]!];
  }
  const times = moments(rng, sides.length);
  return {
    scores: sides.map((side, i) => ({ at: times[i]!, side, points: 1 })),
    sets: [],
    final: { home, away },
  };
}

function baskets(rng: Rng, total: number): number[] {
  const out: number[] = [];
  let left = total;
  while (left > 0) {
    const roll = rng.next();
    const pts = left <= 3 ? left : roll < 0.06 ? 1 : roll < 0.32 ? 3 : 2;
    out.push(pts);
    left -= pts;
  }
  return out;
}

function pointsScript(event: SportEvent, rng: Rng): MatchScript {
  const means = pointMeans(event);
  let home = Math.max(70, Math.round(means.home + POINTS_SD * normal(rng)));
  let away = Math.max(70, Math.round(means.away + POINTS_SD * normal(rng)));
  // A tie goes to overtime: the overtime winner is whoever the coin favours.
  if (home === away) {
    if (rng.next() < 0.5) home += 2 + Math.floor(rng.next() * 6);
    else away += 2 + Math.floor(rng.next() * 6);
  }
  const list: { side: Side; points: number }[] = [
    ...baskets(rng, home).map((points) => ({ side: 'home' as const, points })),
    ...baskets(rng, away).map((points) => ({ side: 'away' as const, points })),
  ];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  const times = moments(rng, list.length);
  return {
    scores: list.map((s, i) => ({ at: times[i]!, side: s.side, points: s.points })),
    sets: [],
    final: { home, away },
  };
}

const LOSER_GAMES = [0, 1, 2, 3, 4, 5, 6] as const;
const LOSER_WEIGHTS = [0.04, 0.1, 0.18, 0.22, 0.22, 0.12, 0.12] as const;

function setGames(rng: Rng, winner: Side): Side[] {
  const loser: Side = winner === 'home' ? 'away' : 'home';
  let roll = rng.next();
  let lost = 4;
  for (let i = 0; i < LOSER_GAMES.length; i++) {
    roll -= LOSER_WEIGHTS[i]!;
    if (roll < 0) {
      lost = LOSER_GAMES[i]!;
      break;
    }
  }
  const shuffle = (items: Side[]): Side[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  if (lost <= 4) {
    // 6–x: any order of the first 5 + x games, then the winner takes the last one.
    return [...shuffle([...Array<Side>(5).fill(winner), ...Array<Side>(lost).fill(loser)]), winner];
  }
  const tenGames = shuffle([...Array<Side>(5).fill(winner), ...Array<Side>(5).fill(loser)]);
  if (lost === 5) return [...tenGames, winner, winner];
  // 7–6: 6–6 then the tie-break.
  return [...tenGames, ...(rng.next() < 0.5 ? [winner, loser] : [loser, winner]), winner];
}

function setsScript(event: SportEvent, rng: Rng): MatchScript {
  const p = setWinChance(event);
  const sets: Side[][] = [];
  const won = { home: 0, away: 0 };
  while (won.home < 2 && won.away < 2) {
    const winner: Side = rng.next() < p ? 'home' : 'away';
    won[winner]++;
    sets.push(setGames(rng, winner));
  }
  return { scores: [], sets, final: won };
}

/** The event's scripted match. */
export function scriptOf(event: SportEvent): MatchScript {
  const rng = createRng(`${SPORTSBOOK_SEED}:script:${event.id}`);
  if (event.sport.model === 'points') return pointsScript(event, rng);
  if (event.sport.model === 'sets') return setsScript(event, rng);
  return goalScript(event, rng);
}

/** The score once `elapsed` (fraction of the event, 0..1) has passed. */
export function scoreAt(script: MatchScript, elapsed: number): ScoreState {
  if (script.sets.length === 0) {
    const state = { home: 0, away: 0 };
    for (const s of script.scores) if (s.at <= elapsed) state[s.side] += s.points;
    return state;
  }
  const total = script.sets.reduce((n, set) => n + set.length, 0);
  let played = Math.min(total, Math.floor(elapsed * total + 1e-9));
  const state: ScoreState = { home: 0, away: 0, setGames: [] };
  for (const set of script.sets) {
    if (played <= 0) break;
    const games: [number, number] = [0, 0];
    const upTo = Math.min(played, set.length);
    for (let g = 0; g < upTo; g++) games[set[g] === 'home' ? 0 : 1]++;
    played -= upTo;
    state.setGames!.push(games);
    if (upTo === set.length) state[set[set.length - 1]!]++;
  }
  return state;
}

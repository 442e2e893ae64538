/**
 * Where a player stands in a loyalty programme (spec §4 Loyalty progress): the level reached,
 * the next one and the percent of the way there, from lifetime points (levels follow
 * `earned_points`, so spending in the shop never moves the bar back).
 */
import type { contract } from '@croupier/core';
import { loyaltyProgress } from '@croupier/core/state';

type Level = contract.loyalty.Level;
type Quest = contract.loyalty.Quest;
type LoyaltyInfo = contract.loyalty.LoyaltyInfo;

/** The level reached, the next one, and the way between them. */
export interface LevelStanding {
  current: Level | null;
  next: Level | null;
  /** 0..100 towards `next`; 100 at the top level. */
  percent: number;
  /** Points still to earn for `next` (0 at the top). */
  toNext: number;
}

/** The points levels are measured by: lifetime points when the backend sends them. */
export function levelPoints(info: Pick<LoyaltyInfo, 'points' | 'earned_points'>): number {
  return info.earned_points ?? info.points;
}

/** The standing of `points` among `levels` (thresholds in any order). */
export function levelStanding(levels: readonly Level[], points: number): LevelStanding {
  const sorted = [...levels].sort((a, b) => a.points - b.points);
  const flagged = sorted.find((level) => level.is_current);
  const reached = sorted.filter((level) => level.points <= points);
  const current = flagged ?? reached.at(-1) ?? null;
  const next =
    sorted.find(
      (level) => level.points > (current?.points ?? -Infinity) && level.points > points,
    ) ?? null;
  if (!next) return { current, next: null, percent: current ? 100 : 0, toNext: 0 };
  return {
    current,
    next,
    percent: loyaltyProgress(points, current?.points ?? 0, next.points),
    toNext: Math.max(0, next.points - points),
  };
}

/** A quest's progress in percent: 100 once completed, 0 without progress (guests). */
export function questPercent(quest: Pick<Quest, 'progress' | 'is_completed'>): number {
  if (quest.is_completed) return 100;
  const progress = quest.progress;
  if (!progress) return 0;
  return loyaltyProgress(progress.current, progress.min, progress.max);
}

/**
 * "Continue playing" (issue 19): the games of the player's latest rounds, most recent first,
 * each once, and games listed by sysname put back in a wanted order (games.get answers in
 * the hall's order).
 */
import type { contract } from '@croupier/core';

/** Distinct game sysnames of `rounds` (newest first), at most `limit`. */
export function recentlyPlayed(
  rounds: readonly Pick<contract.games.GameRound, 'game'>[],
  limit: number,
): string[] {
  const seen = new Set<string>();
  for (const round of rounds) {
    if (seen.size >= limit) break;
    seen.add(round.game.sysname);
  }
  return [...seen];
}

/** `games` in the order of `sysnames`; games not listed are dropped. */
export function inOrderOf<T extends { sysname: string }>(
  games: readonly T[],
  sysnames: readonly string[],
): T[] {
  const bySysname = new Map(games.map((game) => [game.sysname, game]));
  return sysnames.flatMap((sysname) => bySysname.get(sysname) ?? []);
}

/** Numbers of the jackpot rules (README.md). */

/** Every counted bet draws `random(JACKPOT_DRAW_RANGE)`. */
export const JACKPOT_DRAW_RANGE = 1_000_000_000;

/** Basis points per whole: contributions are `stake × bp / BP_SCALE`. */
const BP_SCALE = 10_000n;

/** What a pool gains from a stake, with the carried fraction before and after. */
export function contribution(
  stakeMinor: bigint,
  contributionBp: number,
  carry: bigint,
): { addMinor: bigint; carry: bigint } {
  const scaled = carry + stakeMinor * BigInt(contributionBp);
  return { addMinor: scaled / BP_SCALE, carry: scaled % BP_SCALE };
}

/**
 * The jackpot a draw wins, if any: jackpots rarest first, each owning
 * `chancePerMinor × stake` numbers of the range from 0 up.
 */
export function jackpotForDraw<T extends { id: number; chancePerMinor: number }>(
  jackpots: readonly T[],
  stakeMinor: bigint,
  draw: number,
): T | null {
  const ordered = [...jackpots].sort((a, b) => a.chancePerMinor - b.chancePerMinor || a.id - b.id);
  let edge = 0;
  for (const j of ordered) {
    edge += Math.min(JACKPOT_DRAW_RANGE, j.chancePerMinor * Number(stakeMinor));
    if (draw < edge) return j;
  }
  return null;
}

/** The scoring rule of tournaments and period leaderboards (README.md). */

/** Stake, in minor units, that earns one point: 1 point per 0.10 staked. */
const STAKE_MINOR_PER_POINT = 10n;

/** Points are stored in hundredths so every stake scores exactly. */
const POINTS_SCALE = 100n;

/** How often the clock looks for tournaments that ended and settles them. */
export const SETTLE_INTERVAL_MS = 60_000;

/** Points (in hundredths) a stake of `stakeMinor` earns at `multiplier`. */
export function pointsCentiFor(stakeMinor: bigint, multiplier = 1): bigint {
  return (stakeMinor * BigInt(multiplier) * POINTS_SCALE) / STAKE_MINOR_PER_POINT;
}

/** Stored hundredths as the points a client shows (12.5). */
export function pointsOf(centi: bigint): number {
  return Number(centi) / Number(POINTS_SCALE);
}

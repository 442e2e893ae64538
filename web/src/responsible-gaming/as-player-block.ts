/**
 * Reads a time-out or self-exclusion out of a UserBannedException's `error_data` (issue 18's
 * PlayerBlock). Checked by hand, not by the contract's schema: client bundles carry no zod.
 */
import type { contract } from '@croupier/core';

type PlayerBlock = contract.account.PlayerBlock;

/** The block, or null when `data` is anything else (an operator's ban has none). */
export function asPlayerBlock(data: unknown): PlayerBlock | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, period, started_at, until } = data as Record<string, unknown>;
  if (kind !== 'time_out' && kind !== 'self_exclusion') return null;
  if (typeof period !== 'string' || typeof started_at !== 'string') return null;
  if (until !== null && typeof until !== 'string') return null;
  return { kind, period, started_at, until } as PlayerBlock;
}

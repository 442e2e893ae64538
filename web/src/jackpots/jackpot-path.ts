/** Addresses of jackpots (§2.2 /jackpots/{id}). */

/** `/jackpots/{id}`. */
export function jackpotPath(id: number): string {
  return `/jackpots/${id}`;
}

/** Finds a bonus of the player by id in the cached lists (casino first, then betting). */
import type { contract } from '@croupier/core';
import { useBettingBonuses, useCasinoBonuses } from './use-bonuses.ts';

type Bonus = contract.bonuses.Bonus;
type BettingBonus = contract.BettingBonuses.BettingBonus;

/** Every bonus of the player (casino and betting) and whether both lists have answered. */
export function useAllBonuses(): { items: (Bonus | BettingBonus)[]; ready: boolean } {
  const casino = useCasinoBonuses();
  const betting = useBettingBonuses();
  return {
    items: [...(casino.data ?? []), ...(betting.data ?? [])],
    ready: casino.data !== undefined || betting.data !== undefined,
  };
}

/** The bonus of `id` (of `type` when given), or undefined while loading or when gone. */
export function useBonus(id: number, type?: 'casino' | 'betting') {
  const { items, ready } = useAllBonuses();
  return {
    bonus: items.find((b) => b.id === id && (!type || b.type === type)),
    ready,
  };
}

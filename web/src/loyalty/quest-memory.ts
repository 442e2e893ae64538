/**
 * The quests a page has shown, by id: the "loyalty quest" popup opens with a quest id only
 * (§2.3), and the quest may come from the player's programme or from one being browsed.
 */
import type { contract } from '@croupier/core';

type Quest = contract.loyalty.Quest;

const shown = new Map<number, Quest>();

/** Remembers the quests on screen (the latest version of each wins). */
export function rememberQuests(quests: readonly Quest[]): void {
  for (const quest of quests) shown.set(quest.id, quest);
}

/** A quest a page has shown, or null. */
export function shownQuest(id: number): Quest | null {
  return shown.get(id) ?? null;
}

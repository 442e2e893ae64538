/** Addresses and names of tournaments (§2.2 /tournaments/{id}, /tournaments/{id}/gamehall). */
import type { contract } from '@croupier/core';
import type { Translate } from '../i18n/index.ts';

/** `/tournaments/{id}`. */
export function tournamentPath(id: number): string {
  return `/tournaments/${id}`;
}

/** `/tournaments/{id}/gamehall`. */
export function tournamentGamehallPath(id: number): string {
  return `/tournaments/${id}/gamehall`;
}

/** The title from the description, or "Tournament #id" when the block has none. */
export function tournamentTitle(
  t: Translate,
  tournament: Pick<contract.tournaments.Tournament, 'id' | 'description'>,
): string {
  return (
    tournament.description?.title ||
    t('tournaments.fallbackTitle', 'Tournament #{id}', { id: tournament.id })
  );
}

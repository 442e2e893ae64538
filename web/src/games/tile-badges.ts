/** Which badges a game tile shows in a list of one category (issue 19: badges that mean something). */
import type { contract } from '@croupier/core';

/**
 * The game's HOT (top plays) and NEW (recent release) badges, less the one the list's own
 * title already says: every tile of "Popular" is hot and every tile of "New" is new.
 */
export function tileBadges(
  game: Pick<contract.games.Game, 'is_new' | 'is_hot'>,
  category?: string | null,
): { isNew: boolean; isHot: boolean } {
  return {
    isNew: game.is_new && category !== 'new',
    isHot: game.is_hot && category !== 'popular',
  };
}

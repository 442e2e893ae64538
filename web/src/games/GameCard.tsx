import type { contract } from '@croupier/core';
import { memo } from 'react';
import { GameTile } from '../ui/index.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { FreespinBadge } from './FreespinBadge.tsx';
import styles from './GameCard.module.css';
import { gamePath } from './game-path.ts';
import { tileBadges } from './tile-badges.ts';

type Game = contract.games.Game;

/** Props of {@link GameCard}. */
export interface GameCardProps {
  game: Game;
  /** Spins left in an active freespin pack on this game (0: no badge). */
  freespins?: number;
  fallbackImage?: string;
  /** The list's category: its own badge is left off (no HOT on every tile of Popular). */
  category?: string;
  eager?: boolean;
  /** The tile's image comes before other images, or after them (see GameTile). */
  priority?: boolean | 'low';
}

/**
 * The width a hall tile is shown at (GameGrid.module.css): a third of a phone's width, and from
 * 560 px at most 240 px (one column per 176 px + 16 px gap: a column is added before a tile
 * would pass 176 + 192 / 3 px).
 */
const HALL_TILE_SIZES = '(min-width: 560px) 240px, calc((100vw - 48px) / 3)';

/**
 * A game of the hall: the kit's tile (fixed 4:3 cover, lazy image through the proxy,
 * fallback on error) with the favourite toggle and the freespin badge laid over its cover.
 */
export const GameCard = memo(function GameCard({
  game,
  freespins = 0,
  fallbackImage,
  category,
  eager,
  priority,
}: GameCardProps) {
  return (
    <div className={styles.card}>
      <GameTile
        name={game.name}
        provider={game.provider_name}
        href={gamePath(game.sysname)}
        image={game.images.cover}
        fallbackImage={fallbackImage}
        {...tileBadges(game, category)}
        eager={eager}
        priority={priority}
        sizes={HALL_TILE_SIZES}
      />
      <div className={styles.overlay}>
        <FavouriteButton sysname={game.sysname} name={game.name} className={styles.like} />
        {freespins > 0 ? <FreespinBadge count={freespins} className={styles.freespins} /> : null}
      </div>
    </div>
  );
});

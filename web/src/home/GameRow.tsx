import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useSettings } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { tileBadges } from '../games/tile-badges.ts';
import { useGames } from '../games/use-games.ts';
import { GameTile, Icon, IconButton, TileSkeleton, type IconName } from '../ui/index.ts';
import { RetryLine } from '../ui/RetryLine.tsx';
import { ROW_SIZE } from './home-calls.ts';
import styles from './GameRow.module.css';

/** Props of {@link GameRow}. */
export interface GameRowProps {
  /** Category sysname (games.get `category`). */
  category: string;
  title: string;
  icon: IconName;
  /** Load the first images at once (the row above the fold). */
  eager?: boolean;
}

/**
 * Tiles of an eager row whose images load at once: what a phone shows. The rest are lazy.
 * Every row's tiles come at low priority, after the banner (the LCP element, larger than a
 * tile): the server render does not preload them beside it (three preloaded tiles shared the
 * first moments of the link with it), and the lazy ones on screen are not raised to the
 * banner's priority once laid out (the second row's did, in the Mini App, which draws the
 * banner and the rows in the same frame).
 */
const EAGER_TILES = 3;

/**
 * Tiles whose images load without the player moving into the row: the six a wide screen shows
 * (a phone shows three and a glimpse). The rest get their source when the row is scrolled,
 * hovered or focused. Chromium's lazy loading alone would fetch them all: its look-ahead
 * margin reaches into a scrolling row as far as down the page, so a phone's home fetched about
 * fifty tile images beside the banner before the banner was painted.
 */
const TILES_BEFORE_MOVING = 6;

/**
 * The width a row's tile is shown at (GameRow.module.css `.track`, at most, per breakpoint),
 * so a phone fetches the 1x file for its ~100 px tiles instead of the 2x one.
 */
export const ROW_TILE_SIZES =
  '(min-width: 1280px) calc((min(100vw, 1440px) - 80px) / 6), (min-width: 768px) calc((100vw - 96px) / 4.2), calc((100vw - 56px) / 3.3)';

/** A titled, horizontally scrolling row of games of one category, with "Show all". */
export function GameRow({ category, title, icon, eager = false }: GameRowProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { data, error, isLoading, mutate } = useGames({ category, count: ROW_SIZE });
  const track = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState(false);
  const move = moved ? undefined : () => setMoved(true);
  const headingId = `row-${category}`;
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  if (data && data.items.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.titleIcon}>
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        <div className={styles.tools}>
          <Link href={`/gamehall?category=${encodeURIComponent(category)}`} className={styles.all}>
            {t('common.showAll', 'Show all')}
            {data ? <span className={styles.total}>{data.total}</span> : null}
          </Link>
          <IconButton
            icon="chevron-left"
            variant="secondary"
            size="sm"
            label={t('common.scrollBack', 'Scroll back')}
            className={styles.arrow}
            onClick={() => scroll(-1)}
          />
          <IconButton
            icon="chevron-right"
            variant="secondary"
            size="sm"
            label={t('common.scrollOn', 'Scroll on')}
            className={styles.arrow}
            onClick={() => scroll(1)}
          />
        </div>
      </header>
      {error ? (
        <RetryLine
          message={t('home.rowFailed', 'These games could not be loaded.')}
          onRetry={mutate}
          boxed
        />
      ) : (
        <ul
          ref={track}
          className={styles.track}
          aria-busy={isLoading}
          onScroll={move}
          onPointerEnter={move}
          onFocus={move}
        >
          {data
            ? data.items.map((game, index) => (
                <li key={game.id} className={styles.item}>
                  <GameTile
                    name={game.name}
                    provider={game.provider_name}
                    href={`/game/${encodeURIComponent(game.sysname)}`}
                    image={game.images.cover}
                    fallbackImage={settings.cms?.site?.defaultImages?.game}
                    {...tileBadges(game, category)}
                    eager={eager && index < EAGER_TILES}
                    priority="low"
                    sizes={ROW_TILE_SIZES}
                    deferred={!moved && index >= TILES_BEFORE_MOVING}
                  />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i} className={styles.item}>
                  <TileSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

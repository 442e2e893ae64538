import { games } from '@croupier/core/refs';
import { useMemo } from 'react';
import { useSettings } from '../hooks/use-settings.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Link } from '../router/Link.tsx';
import { useApi } from '../app/use-api.ts';
import { useLikes } from '../games/use-likes.tsx';
import { GameTile } from '../ui/GameTile.tsx';
import { ROW_TILE_SIZES } from './GameRow.tsx';
import { ROW_SIZE } from './home-calls.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './MyGamesRows.module.css';
import { inOrderOf, recentlyPlayed } from './recently-played.ts';

/** Rounds looked at for "Continue playing" (a player repeats a game many times). */
const ROUNDS_READ = 100;

/** A row of the games `sysnames`, in that order (nothing while there are none). */
function OwnRow({
  id,
  sysnames,
  title,
  icon,
  href,
}: {
  id: string;
  sysnames: readonly string[] | undefined;
  title: string;
  icon: 'play' | 'heart';
  href: string;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  // `sysnames` is memoised by the caller, so these stay stable between renders.
  const wanted = useMemo(() => sysnames?.slice(0, ROW_SIZE), [sysnames]);
  const response = useApi(wanted && wanted.length > 0 ? games.get : null, {
    sysnames: wanted ?? [],
    count: ROW_SIZE,
  });
  const items = useMemo(
    () => (response.data && wanted ? inOrderOf(response.data.items, wanted) : undefined),
    [response.data, wanted],
  );
  // Nothing to show (no rounds or likes yet, or a failed load): no empty row on home.
  if (!sysnames || sysnames.length === 0 || !items || items.length === 0) return null;
  // The look of GameRow (home's category rows, which stay in the first-load chunk); these
  // rows come with their games, so no skeletons and no scroll buttons.
  return (
    <section className={styles.row} aria-labelledby={`row-${id}`}>
      <header className={styles.header}>
        <h2 id={`row-${id}`} className={styles.title}>
          <span className={styles.titleIcon}>
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        <Link href={href} className={styles.all}>
          {t('common.showAll', 'Show all')}
        </Link>
      </header>
      <ul className={styles.track}>
        {items.map((game) => (
          <li key={game.id} className={styles.item}>
            <GameTile
              name={game.name}
              provider={game.provider_name}
              href={`/game/${encodeURIComponent(game.sysname)}`}
              image={game.images.cover}
              fallbackImage={settings.cms?.site?.defaultImages?.game}
              isNew={game.is_new}
              isHot={game.is_hot}
              sizes={ROW_TILE_SIZES}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The signed-in player's own rows on home (issue 19): "Continue playing" (the games of the
 * latest rounds, from game history) and "Favourites" (the liked games, latest first). A lazy
 * chunk: guests never load it.
 */
export function MyGamesRows() {
  const { t } = useTranslation();
  const history = useApi(games.getHistory, { count: ROUNDS_READ });
  const recent = useMemo(
    () => (history.data ? recentlyPlayed(history.data.items, ROW_SIZE) : undefined),
    [history.data],
  );
  const likes = useLikes();
  const liked = useMemo(() => likes.sysnames && [...likes.sysnames].reverse(), [likes.sysnames]);
  return (
    <>
      <OwnRow
        id="continue"
        sysnames={recent}
        title={t('home.continuePlaying', 'Continue playing')}
        icon="play"
        href="/profile/bets"
      />
      <OwnRow
        id="favourites"
        sysnames={liked}
        title={t('common.favourites', 'Favourites')}
        icon="heart"
        href="/gamehall?favourites=1"
      />
    </>
  );
}

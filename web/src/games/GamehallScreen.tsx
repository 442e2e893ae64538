import type { contract } from '@croupier/core';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup, useDialogs, useDocumentTitle, useSession } from '../hooks/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useCategories } from './use-games.ts';
import { useLikes } from './use-likes.tsx';
import { useProviders } from './use-providers.ts';
import { Button, EmptyState, Icon, IconButton, Select } from '../ui/index.ts';
import { GameGrid } from './GameGrid.tsx';
import {
  HALL_SORTS,
  hallHref,
  parseHallQuery,
  type HallQuery,
  type HallSort,
} from './hall-query.ts';
import { useGamePager } from './use-game-pager.ts';
import { CategoryChips } from './CategoryChips.tsx';
import styles from './GamehallScreen.module.css';
import { ProviderFilter } from './ProviderFilter.tsx';

type GamesQuery = contract.games.GamesQuery;

/** games.get's filters for the hall's address; null while the favourites are loading. */
function gamesQueryOf(query: HallQuery, likes: readonly string[] | undefined): GamesQuery | null {
  const common: GamesQuery = {
    providers: query.providers.length ? query.providers : undefined,
    search: query.search || undefined,
    sort: query.sort,
    fields: ['freespins'],
  };
  if (query.favourites) {
    if (!likes) return null;
    return likes.length ? { ...common, sysnames: [...likes] } : null;
  }
  return { ...common, category: query.category ?? undefined };
}

/**
 * The game hall (§2.2 `/gamehall`): categories and providers filter it through the address
 * (`category`, `providers` as a comma list), the search popup finds any game, favourites
 * show for signed-in players, and the games fill a virtualised grid.
 */
export function GamehallScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const query = useMemo(() => parseHallQuery(search), [search]);
  const navigate = useNavigate();
  const { open } = useDialogs();
  const openAuth = useAuthPopup();
  const { signedIn } = useSession();
  const likes = useLikes();
  const categories = useCategories();
  const gamesQuery = gamesQueryOf(query, likes.sysnames);
  const pager = useGamePager(gamesQuery);

  const categoryName = query.category
    ? categories.data?.find((c) => c.sysname === query.category)?.name
    : undefined;
  const title = query.favourites
    ? t('common.favourites', 'Favourites')
    : query.search
      ? t('games.resultsFor', 'Results for “{text}”', { text: query.search })
      : (categoryName ?? t('common.gamehall', 'Game hall'));
  useDocumentTitle(title);

  const go = (changes: Partial<HallQuery>) => navigate(hallHref({ ...query, ...changes }));
  const sortOptions: { value: HallSort; label: string }[] = HALL_SORTS.map((value) => ({
    value,
    label:
      value === 'priority'
        ? t('games.sortPriority', 'Featured')
        : value === 'popular'
          ? t('games.sortPopular', 'Popular')
          : value === 'new'
            ? t('games.sortNew', 'Newest')
            : t('games.sortName', 'A–Z'),
  }));

  let body;
  if (query.favourites && !signedIn) {
    body = (
      <EmptyState
        icon="heart"
        title={t('games.favouritesGuest', 'Log in to keep your favourite games')}
        actions={
          <Button onClick={() => openAuth('authorization')}>{t('common.login', 'Log in')}</Button>
        }
      />
    );
  } else if (query.favourites && likes.sysnames?.length === 0) {
    body = (
      <EmptyState
        icon="heart"
        title={t('games.favouritesEmpty', 'No favourites yet')}
        text={t('games.favouritesEmptyText', 'Tap the heart on a game to keep it here.')}
      />
    );
  } else if (pager) {
    body = (
      <GameGrid
        pager={pager}
        label={title}
        category={query.category ?? undefined}
        empty={{
          title: t('common.noResults', 'Nothing found'),
          text: t('games.noGamesText', 'No games match these filters.'),
        }}
      />
    );
  } else {
    body = null;
  }

  return (
    <div className={styles.hall}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {pager?.total != null ? (
            <p className={styles.count} aria-live="polite">
              {t('games.count', 'Games: {count}', { count: pager.total })}
            </p>
          ) : null}
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.searchButton}
            onClick={() => open({ name: 'gamesSearch', props: {} })}
            aria-haspopup="dialog"
          >
            <Icon name="search" size={18} />
            <span>{t('common.searchGames', 'Search games')}</span>
          </button>
          <ProviderFilter selected={query.providers} onChange={(providers) => go({ providers })} />
          <Select
            label={t('games.sortBy', 'Sort by')}
            hideLabel
            options={sortOptions}
            value={query.sort}
            onChange={(event) => go({ sort: event.target.value as HallSort })}
            fieldClassName={styles.sort}
          />
        </div>
      </header>
      <CategoryChips query={query} signedIn={signedIn} />
      {query.providers.length || query.search ? (
        <ul className={styles.active} aria-label={t('games.activeFilters', 'Active filters')}>
          {query.search ? (
            <li className={styles.filter}>
              <Icon name="search" size={14} />
              {query.search}
              <IconButton
                icon="close"
                size="sm"
                label={t('games.removeSearch', 'Remove the search')}
                onClick={() => go({ search: '' })}
              />
            </li>
          ) : null}
          {query.providers.map((sysname) => (
            <ProviderChip
              key={sysname}
              sysname={sysname}
              onRemove={() => go({ providers: query.providers.filter((p) => p !== sysname) })}
            />
          ))}
        </ul>
      ) : null}
      {body}
    </div>
  );
}

function ProviderChip({ sysname, onRemove }: { sysname: string; onRemove(): void }) {
  const { t } = useTranslation();
  const providers = useProvidersByName();
  const name = providers.get(sysname) ?? sysname;
  return (
    <li className={styles.filter}>
      {name}
      <IconButton
        icon="close"
        size="sm"
        label={t('games.removeProvider', 'Remove {name}', { name })}
        onClick={onRemove}
      />
    </li>
  );
}

function useProvidersByName(): ReadonlyMap<string, string> {
  const { data } = useProviders();
  return useMemo(() => new Map((data ?? []).map((p) => [p.sysname, p.name])), [data]);
}

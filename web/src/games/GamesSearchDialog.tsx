import { games } from '@croupier/core/refs';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/use-locale.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Link } from '../router/Link.tsx';
import { useApi } from '../services/use-api.ts';
import { Icon, Spinner, TextInput } from '../ui/index.ts';
import { proxiedImage } from '../ui/proxied-image.ts';
import { gamePath } from './game-path.ts';
import styles from './GamesSearchDialog.module.css';
import { searchGameOf, searchGames, type SearchGame } from './search-index.ts';
import { useSearchIndex } from './use-search-index.ts';

/** Results shown at once; the rest are one click away in the hall. */
export const SEARCH_LIMIT = 24;
/** The result rows' thumbnail box (CSS px), fetched at densities 1 and 2. */
const THUMB = { width: 64, height: 48, fit: 'cover' } as const;
/** Wait before asking the server while the local index is still loading. */
const SERVER_DEBOUNCE_MS = 250;

/** Performance marks the benchmark reads (web/scripts/bench-search.mjs). */
export const SEARCH_MEASURES = {
  /** Input event → results in the DOM. */
  keystroke: 'games-search:keystroke',
  /** Input event → the next frame starts (the results are painted in it). */
  frame: 'games-search:frame',
} as const;

/**
 * One result: a plain link (the rows are many and re-render per keystroke, so no router
 * `Link` with its store subscriptions), memoised so a game that stays in the list is not
 * rendered again.
 */
const ResultRow = memo(function ResultRow({
  game,
  href,
  onOpen,
}: {
  game: SearchGame;
  href: string;
  onOpen(event: MouseEvent<HTMLAnchorElement>, href: string): void;
}) {
  return (
    <li>
      <a href={href} className={styles.result} onClick={(event) => onOpen(event, href)}>
        <img
          {...proxiedImage(game.cover, THUMB)}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className={styles.thumb}
        />
        <span className={styles.text}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.provider}>{game.provider_name}</span>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </a>
    </li>
  );
});

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The games search popup (named popup `gamesSearch`, §2.3): results as you type. Every game
 * is indexed on the client once the popup first opens, so a keystroke is a local search
 * (≤ 16 ms over 10,000 games, DESIGN §9); until the index is ready the server answers.
 */
export function GamesSearchDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { localize } = useLocale();
  const onOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      close();
      platform.navigation.navigate(href);
    },
    [close, platform],
  );
  const index = useSearchIndex();
  const [query, setQuery] = useState('');
  const typedAt = useRef<number | null>(null);
  const trimmed = query.trim();

  const local = useMemo(
    () => (index && trimmed ? searchGames(index, trimmed, SEARCH_LIMIT) : null),
    [index, trimmed],
  );
  const debounced = useDebounced(trimmed, SERVER_DEBOUNCE_MS);
  const remote = useApi(
    !index && debounced ? games.get : null,
    { search: debounced, count: SEARCH_LIMIT, fields: ['freespins'] },
    { keepPreviousData: true },
  );
  const remoteResult = useMemo(
    () =>
      remote.data ? { games: remote.data.items.map(searchGameOf), total: remote.data.total } : null,
    [remote.data],
  );
  const result: { games: readonly SearchGame[]; total: number } | null = !trimmed
    ? null
    : (local ?? remoteResult);
  const searching = Boolean(trimmed) && !local && (remote.isLoading || debounced !== trimmed);

  useLayoutEffect(() => {
    const start = typedAt.current;
    if (start === null || !local) return;
    typedAt.current = null;
    performance.measure(SEARCH_MEASURES.keystroke, { start, end: performance.now() });
    requestAnimationFrame(() =>
      performance.measure(SEARCH_MEASURES.frame, { start, end: performance.now() }),
    );
  }, [local]);

  const statusText = !trimmed
    ? t('games.searchHint', 'Type a game or provider name.')
    : searching && !result
      ? t('common.loading', 'Loading…')
      : result && result.total > 0
        ? t('games.searchFound', 'Found: {count}', { count: result.total })
        : t('common.noResults', 'Nothing found');

  return (
    <div className={styles.search}>
      <div role="search" className={styles.form}>
        <TextInput
          type="search"
          label={t('common.searchGames', 'Search games')}
          hideLabel
          placeholder={t('games.searchPlaceholder', 'Game or provider')}
          prefix={<Icon name="search" size={18} />}
          suffix={searching ? <Spinner size="sm" label={null} /> : undefined}
          value={query}
          // The popup is opened to type into it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            typedAt.current = event.nativeEvent.timeStamp;
            setQuery(event.target.value);
          }}
        />
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {statusText}
      </p>
      {result && result.games.length > 0 ? (
        <ul className={styles.results} aria-label={t('games.searchResults', 'Search results')}>
          {result.games.map((game) => (
            <ResultRow
              key={game.id}
              game={game}
              href={localize(gamePath(game.sysname))}
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
      {result && result.total > result.games.length ? (
        <Link
          href={`/gamehall?search=${encodeURIComponent(trimmed)}`}
          className={styles.all}
          onClick={() => close()}
        >
          {t('games.searchShowAll', 'Show all in the game hall ({count})', { count: result.total })}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The games search popup (the hall's search): local index first, the server while it loads.
 * Long on purpose: the result rows, suggestions and keyboard handling share the per-keystroke
 * state and performance marks (scripts/perf/search-keystrokes.mjs) of one dialog.
 */
import { games } from '@croupier/core/refs';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/use-locale.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Link } from '../router/Link.tsx';
import { useApi } from '../app/use-api.ts';
import { useProviders } from './use-providers.ts';
import { Button, Icon, Spinner, TextInput } from '../ui/index.ts';
import { proxiedImage } from '../ui/proxied-image.ts';
import { gamePath } from './game-path.ts';
import styles from './GamesSearchDialog.module.css';
import { readRecentSearches, rememberSearch } from './recent-searches.ts';
import { highlightParts } from './search-highlight.ts';
import { queryTerms, searchGameOf, searchGames, type SearchGame } from './search-index.ts';
import { suggestQuery } from './search-suggestion.ts';
import { useSearchIndex } from './use-search-index.ts';

/** Results shown at once; the rest are one click away in the hall. */
const SEARCH_LIMIT = 24;
/** The result rows' thumbnail box (CSS px), fetched at densities 1 and 2. */
const THUMB = { width: 64, height: 48, fit: 'cover' } as const;
/** Popular games and providers shown before typing and when nothing is found. */
const POPULAR_COUNT = 6;
/** Wait before asking the server while the local index is still loading. */
const SERVER_DEBOUNCE_MS = 250;

/** Performance marks the benchmark reads (scripts/perf/search-keystrokes.mjs). */
const SEARCH_MEASURES = {
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
  terms,
  onOpen,
}: {
  game: SearchGame;
  href: string;
  /** Folded query terms to mark in the name and provider. */
  terms: readonly string[];
  onOpen(event: MouseEvent<HTMLAnchorElement>, href: string): void;
}) {
  return (
    <li>
      <a
        href={href}
        className={styles.result}
        data-search-item=""
        onClick={(event) => onOpen(event, href)}
      >
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
          <span className={styles.name}>
            <Highlighted text={game.name} terms={terms} />
          </span>
          <span className={styles.provider}>
            <Highlighted text={game.provider_name} terms={terms} />
          </span>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </a>
    </li>
  );
});

/** `text` with the parts the query matched in `<mark>`. */
function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return text;
  return highlightParts(text, terms).map((part, i) =>
    part.match ? (
      <mark key={i} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * Arrow keys move between the input and the popup's items (results, recent searches,
 * popular games and providers) in reading order; Up from the first item returns to the input.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const root = event.currentTarget;
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-search-item]'));
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next >= items.length || (at < 0 && event.key === 'ArrowUp')) return;
  event.preventDefault();
  (next < 0 ? input : items[next])?.focus();
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Popular games: the hall's most played, for the popup's empty states. */
function usePopularGames(): readonly SearchGame[] {
  const popular = useApi(games.get, { sort: 'popular', count: POPULAR_COUNT });
  return useMemo(() => (popular.data ? popular.data.items.map(searchGameOf) : []), [popular.data]);
}

/**
 * Before typing and when nothing is found: recent searches, popular games and providers, so
 * the popup never ends in a blank.
 */
function Suggestions({
  recent,
  popular,
  onPick,
  onOpen,
}: {
  recent: readonly string[];
  popular: readonly SearchGame[];
  onPick(query: string): void;
  onOpen(event: MouseEvent<HTMLAnchorElement>, href: string): void;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const providers = useProviders();
  const topProviders = (providers.data ?? []).slice(0, POPULAR_COUNT * 2);
  return (
    <>
      {recent.length > 0 ? (
        <section className={styles.group} aria-label={t('games.recentSearches', 'Recent searches')}>
          <h3 className={styles.groupTitle}>{t('games.recentSearches', 'Recent searches')}</h3>
          <ul className={styles.chips}>
            {recent.map((text) => (
              <li key={text}>
                <button
                  type="button"
                  className={styles.chip}
                  data-search-item=""
                  onClick={() => onPick(text)}
                >
                  <Icon name="search" size={14} />
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length > 0 ? (
        <section className={styles.group} aria-label={t('games.popularGames', 'Popular games')}>
          <h3 className={styles.groupTitle}>{t('games.popularGames', 'Popular games')}</h3>
          <ul className={styles.results}>
            {popular.map((game) => (
              <ResultRow
                key={game.id}
                game={game}
                href={localize(gamePath(game.sysname))}
                terms={NO_TERMS}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {topProviders.length > 0 ? (
        <section className={styles.group} aria-label={t('games.providers', 'Providers')}>
          <h3 className={styles.groupTitle}>{t('games.providers', 'Providers')}</h3>
          <ul className={styles.chips}>
            {topProviders.map((provider) => {
              const href = localize(`/gamehall?providers=${encodeURIComponent(provider.sysname)}`);
              return (
                <li key={provider.sysname}>
                  <a
                    href={href}
                    className={styles.chip}
                    data-search-item=""
                    onClick={(event) => onOpen(event, href)}
                  >
                    {provider.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

const NO_TERMS: readonly string[] = [];

/**
 * The games search popup (named popup `gamesSearch`, §2.3): results as you type, across game
 * and provider names, accent- and case-insensitive, matches marked. Before typing it offers
 * recent searches, popular games and providers; a search that finds nothing offers a
 * corrected query ("did you mean") and the popular games. Arrow keys walk the items. Every
 * game is indexed on the client once the popup first opens, so a keystroke is a local search
 * (≤ 16 ms over 10,000 games, DESIGN §9); until the index is ready the server answers.
 */
export function GamesSearchDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { localize } = useLocale();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const [recent, setRecent] = useState(() => readRecentSearches(platform.storage));
  const onOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      // The query that led to a game is worth remembering; a bare popular pick is not.
      if (trimmed) setRecent(rememberSearch(platform.storage, trimmed));
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      close();
      platform.navigation.navigate(href);
    },
    [close, platform, trimmed],
  );
  const index = useSearchIndex();
  const popular = usePopularGames();
  const input = useRef<HTMLInputElement>(null);
  const typedAt = useRef<number | null>(null);
  const terms = useMemo(() => queryTerms(trimmed), [trimmed]);

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
  const nothing = Boolean(trimmed) && !searching && result !== null && result.total === 0;
  const suggestion = useMemo(
    () => (nothing && index ? suggestQuery(index, trimmed) : null),
    [nothing, index, trimmed],
  );

  useLayoutEffect(() => {
    const start = typedAt.current;
    if (start === null || !local) return;
    typedAt.current = null;
    performance.measure(SEARCH_MEASURES.keystroke, { start, end: performance.now() });
    requestAnimationFrame(() =>
      performance.measure(SEARCH_MEASURES.frame, { start, end: performance.now() }),
    );
  }, [local]);

  const pick = (text: string) => {
    setQuery(text);
    input.current?.focus();
  };

  const statusText = !trimmed
    ? t('games.searchHint', 'Type a game or provider name.')
    : searching && !result
      ? t('common.loading', 'Loading…')
      : result && result.total > 0
        ? t('games.searchFound', 'Found: {count}', { count: result.total })
        : t('games.searchNothing', 'Nothing found for “{query}”.', { query: trimmed });

  return (
    // Arrow keys bubble up from the input and the items inside; the items are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.search} onKeyDown={moveFocus}>
      <div role="search" className={styles.form}>
        <TextInput
          ref={input}
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
      {suggestion ? (
        <p className={styles.suggestion}>
          {t('games.didYouMean', 'Did you mean')}{' '}
          <Button variant="ghost" size="sm" data-search-item="" onClick={() => pick(suggestion)}>
            {suggestion}
          </Button>
        </p>
      ) : null}
      {result && result.games.length > 0 ? (
        <ul className={styles.results} aria-label={t('games.searchResults', 'Search results')}>
          {result.games.map((game) => (
            <ResultRow
              key={game.id}
              game={game}
              href={localize(gamePath(game.sysname))}
              terms={terms}
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
      {result && result.total > result.games.length ? (
        <Link
          href={`/gamehall?search=${encodeURIComponent(trimmed)}`}
          className={styles.all}
          onClick={() => {
            setRecent(rememberSearch(platform.storage, trimmed));
            close();
          }}
        >
          {t('games.searchShowAll', 'Show all in the game hall ({count})', { count: result.total })}
        </Link>
      ) : null}
      {!trimmed || nothing ? (
        <Suggestions
          recent={trimmed ? [] : recent}
          popular={popular}
          onPick={pick}
          onOpen={onOpen}
        />
      ) : null}
    </div>
  );
}

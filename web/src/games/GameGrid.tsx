import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useSettings } from '../hooks/index.ts';
import { useFreespins } from './use-freespins.ts';
import { EmptyState, TileSkeleton } from '../ui/index.ts';
import type { GamePager } from './game-pager.ts';
import { GameCard } from './GameCard.tsx';
import { LikesProvider } from './use-likes.tsx';
import styles from './GameGrid.module.css';
import { gridLayout } from './grid-layout.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { RetryLine } from '../ui/RetryLine.tsx';

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  pager: GamePager;
  /** The list's accessible name. */
  label: string;
  /** Shown when the query matches no game. */
  empty?: { title: string; text?: string };
  /** The hall's category: its own badge (HOT in Popular, NEW in New) would say nothing. */
  category?: string;
}

/** Width of an element, followed with a ResizeObserver. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(el.getBoundingClientRect().width);
      return;
    }
    // Measured when the observer reports (once after observing starts, then on every resize),
    // after the browser's own layout, and the measured grid drawn in a transition, in slices.
    // Until then the CSS grid draws the same tiles in the same boxes. Measured in a layout
    // effect, hydration's commit laid the page out and drew the whole grid again before it
    // ended: one long task on a phone. The content box's width, unrounded: as wide as the
    // CSS grid (the root has no padding or border), or every redrawn tile would count as a
    // larger, later LCP image.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        const next = entry.contentRect.width;
        startTransition(() => setWidth(next));
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Tiles whose images load at once: a phone's first two rows (three columns). Wider screens'
 * other visible tiles are lazy but in view, so they load as soon as laid out, without
 * preloads competing with the first ones.
 */
const EAGER_TILES = 6;

/**
 * Tiles whose images are fetched ahead of the others: a phone's first row, the hall's LCP
 * candidates. Preloaded at React's default (low) priority, they queued behind the scripts
 * and the category icons. The tiles after them are fetched at low priority: left at the
 * browser's, those on screen were raised beside the first row once laid out, and a phone's
 * link carried the next three rows with the row that is the page's LCP.
 */
const PRIORITY_TILES = 3;

/** The viewport assumed until the window is measured (the server has none). */
const INITIAL_RECT = { width: 1024, height: 800 };

/** Tiles drawn before the grid is measured: the first screen's worth at any width. */
const FIRST_TILES = 24;

/**
 * Rows of skeleton tiles while the first page loads. Laid out by CSS, not by the measured
 * width: the server renders them too and has no width to measure, and the same rules as
 * {@link gridLayout} (three columns on phones, a column per ~190 px above) put every tile
 * where the real one will be.
 */
function GridSkeleton() {
  return (
    <div className={styles.skeleton}>
      {Array.from({ length: FIRST_TILES }, (_, i) => (
        <div key={i}>
          <TileSkeleton />
        </div>
      ))}
    </div>
  );
}

/**
 * The hall's games in a window-scrolled, virtualised grid (@tanstack/react-virtual): only
 * the rows in view (and a few around them) are in the DOM, and only their pages are
 * fetched, so 10,000 games scroll as smoothly as 100. Rows have a computed fixed height
 * (4:3 covers), so nothing shifts when images arrive.
 */
export function GameGrid({ pager, label, empty, category }: GameGridProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const fallbackImage = settings.cms?.site?.defaultImages?.game;
  const freespins = useFreespins();
  const root = useRef<HTMLDivElement>(null);
  const width = useWidth(root);
  const { columns, gap, rowHeight } = gridLayout(width || 1024);
  const total = pager.total ?? 0;
  const rowCount = Math.ceil(total / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    // Filters above the grid change its offset; the virtualiser needs it for window scrolling.
    const el = root.current;
    if (!el) return;
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  }, [scrollMargin, width, pager, pager.version]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin,
    // A window until it is measured (the server has none); rows are not shown before then.
    initialRect: INITIAL_RECT,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? 0;
  useEffect(() => {
    pager.ensure(firstRow * columns, (lastRow + 1) * columns - 1);
  }, [pager, firstRow, lastRow, columns, pager.version]);

  if (pager.total === null) {
    if (pager.error) {
      return (
        <div ref={root}>
          <LoadFailed
            title={t('games.loadFailed', 'The games could not be loaded.')}
            onRetry={() => pager.retry()}
          />
        </div>
      );
    }
    return (
      <div ref={root} aria-busy="true" className={styles.root}>
        <GridSkeleton />
      </div>
    );
  }
  if (total === 0) {
    return (
      <div ref={root}>
        <EmptyState
          icon="search"
          title={empty?.title ?? t('common.noResults', 'Nothing found')}
          text={empty?.text}
        />
      </div>
    );
  }

  // One CSS grid before and after measuring (its columns follow gridLayout's rule by container
  // query), so the tiles the server drew keep their boxes on hydration: a change of the list's
  // display or the cells' position would rebuild their layout objects, and Chromium counts each
  // rebuilt image as a new, later LCP candidate (the hall's LCP waited for the JavaScript).
  // Measured, the list holds only the rows in view: padded down to the first of them, as tall
  // as every row, with rows exactly as tall as the virtualiser counts them.
  const measured = width > 0;
  const cells: number[] = [];
  let listStyle: CSSProperties | undefined;
  if (measured) {
    for (const row of rows) {
      for (let column = 0; column < columns; column += 1) {
        const index = row.index * columns + column;
        if (index < total) cells.push(index);
      }
    }
    const firstStart = rows[0] ? rows[0].start - virtualizer.options.scrollMargin : 0;
    listStyle = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      gridAutoRows: rowHeight - gap,
      gap,
      paddingTop: firstStart,
      height: virtualizer.getTotalSize(),
    };
  } else {
    for (let index = 0; index < Math.min(FIRST_TILES, total); index += 1) cells.push(index);
  }

  return (
    <div ref={root} className={styles.root}>
      {/* Every card's heart reads the likes from here, once for the grid. */}
      <LikesProvider>
        <div role="list" aria-label={label} className={styles.fluid} style={listStyle}>
          {cells.map((index) => {
            const game = pager.gameAt(index);
            return (
              <div
                key={game ? game.id : `slot-${index}`}
                role="listitem"
                aria-setsize={total}
                aria-posinset={index + 1}
              >
                {game ? (
                  <GameCard
                    game={game}
                    freespins={Math.max(freespins.get(game.sysname) ?? 0, game.freespins ?? 0)}
                    fallbackImage={fallbackImage}
                    category={category}
                    eager={index < EAGER_TILES}
                    priority={index < PRIORITY_TILES || 'low'}
                  />
                ) : (
                  <TileSkeleton />
                )}
              </div>
            );
          })}
        </div>
      </LikesProvider>
      {pager.error ? (
        <RetryLine
          message={t('games.someFailed', 'Some games could not be loaded.')}
          onRetry={() => pager.retry()}
        />
      ) : null}
    </div>
  );
}

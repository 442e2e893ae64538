import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useSettings } from '../hooks/index.ts';
import { useFreespins } from '../services/use-freespins.ts';
import { Button, EmptyState, TileSkeleton } from '../ui/index.ts';
import type { GamePager } from './game-pager.ts';
import { GameCard } from './GameCard.tsx';
import styles from './GameGrid.module.css';
import { gridLayout } from './grid-layout.ts';

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
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The viewport assumed until the window is measured (the server has none). */
const INITIAL_RECT = { width: 1024, height: 800 };

/** Tiles drawn before the grid is measured: the first screen's worth at any width. */
const FIRST_PAINT_TILES = 24;

/**
 * Rows of skeleton tiles while the first page loads. Laid out by CSS, not by the measured
 * width: the server renders them too and has no width to measure, and the same rules as
 * {@link gridLayout} (three columns on phones, a column per ~190 px above) put every tile
 * where the real one will be.
 */
function GridSkeleton() {
  return (
    <div className={styles.skeleton}>
      {Array.from({ length: FIRST_PAINT_TILES }, (_, i) => (
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
    // The window before it is measured (the server has none); until the grid itself is
    // measured, the first render shows the CSS grid instead of these rows.
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

  /** The list item of game `index`: its card, or a skeleton until its page arrives. */
  const item = (index: number, eager: boolean) => {
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
            eager={eager}
          />
        ) : (
          <TileSkeleton />
        )}
      </div>
    );
  };

  if (pager.total === null) {
    if (pager.error) {
      return (
        <div ref={root}>
          <EmptyState
            icon="warning"
            title={t('games.loadFailed', 'The games could not be loaded.')}
            actions={
              <Button variant="secondary" onClick={() => pager.retry()}>
                {t('common.retry', 'Try again')}
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div ref={root} aria-busy="true" className={styles.measured}>
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

  if (width === 0) {
    // Not measured yet (the server's render, and the hydrating one that must match it): the
    // first games in the CSS grid the skeleton uses, so a phone gets its three columns from
    // the first paint; the measured, virtualised grid replaces it before the browser paints.
    const first = Math.min(total, FIRST_PAINT_TILES);
    return (
      <div ref={root} className={styles.measured}>
        <div role="list" aria-label={label} className={styles.skeleton}>
          {Array.from({ length: first }, (_, index) => item(index, index < 12))}
        </div>
      </div>
    );
  }

  return (
    <div ref={root}>
      <div
        role="list"
        aria-label={label}
        className={styles.grid}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const start = row.index * columns;
          const count = Math.min(columns, total - start);
          return (
            <div
              key={row.key}
              role="none"
              className={styles.row}
              style={{
                height: rowHeight,
                gap,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {Array.from({ length: count }, (_, i) => item(start + i, start + i < columns * 2))}
            </div>
          );
        })}
      </div>
      {pager.error ? (
        <div className={styles.failed}>
          <p>{t('games.someFailed', 'Some games could not be loaded.')}</p>
          <Button variant="secondary" size="sm" onClick={() => pager.retry()}>
            {t('common.retry', 'Try again')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Load more" after a first page the screen already has (a podium, a live board): the next
 * pages of an offset/count method, read through SWR's infinite loading. Nothing is asked until
 * the player presses the button; a failed page is asked again by pressing it again.
 */
import type { MethodRef, ParamsIn } from '@croupier/core/refs';
import { useOffsetPages } from './use-offset-pages.ts';

/** What a paged method answers. */
interface PageOf<Item> {
  items: Item[];
  total: number;
}

/** The pages after the first: their rows, the latest total, and the button's state. */
export interface MorePages<Item> {
  items: Item[];
  /** The total the last page reported; null before any was asked. */
  total: number | null;
  loading: boolean;
  failed: boolean;
  loadMore(): void;
}

/**
 * The pages of `def` from `start` on, `pageSize` rows each, with `params` besides offset and
 * count. A new `start` or `params` (the first page refreshed) begins again with no pages.
 */
export function useMorePages<M extends MethodRef, Item>(
  def: M,
  params: Omit<ParamsIn<M>, 'offset' | 'count'>,
  start: number,
  pageSize: number,
): MorePages<Item> {
  const pages = useOffsetPages(def, params, start, pageSize, {
    initialSize: 0,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const loaded = ((pages.data ?? []) as (PageOf<Item> | undefined)[]).filter(
    (page): page is PageOf<Item> => Boolean(page),
  );
  const waiting = pages.size > loaded.length && !pages.error;
  return {
    items: loaded.flatMap((page) => page.items),
    total: loaded.length > 0 ? loaded[loaded.length - 1]!.total : null,
    loading: pages.size > 0 && (waiting || pages.isValidating),
    failed: Boolean(pages.error) && !waiting,
    loadMore: () => {
      if (pages.error) void pages.mutate();
      else void pages.setSize(loaded.length + 1);
    },
  };
}

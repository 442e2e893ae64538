/**
 * The one reading of an offset/count method a page at a time, through SWR's infinite loading:
 * the lists that start with their first page (game rounds, sportsbook bets) and the "more"
 * pages after a first page a screen already has (`useMorePages`). Keys carry the locale, so a
 * locale switch reads the pages again in the new language.
 */
import type { MethodRef, ParamsIn, ResultOf } from '@croupier/core/refs';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { useSnapshot } from 'valtio';
import { usePlatform } from './platform-context.ts';

/**
 * The pages of `def` from offset `start` on, `pageSize` rows each, with `params` besides offset
 * and count; `def` null asks nothing (a guest).
 */
export function useOffsetPages<M extends MethodRef>(
  def: M | null,
  params: Omit<ParamsIn<M>, 'offset' | 'count'>,
  start: number,
  pageSize: number,
  config?: SWRInfiniteConfiguration<ResultOf<M>>,
) {
  const platform = usePlatform();
  const { current: locale } = useSnapshot(platform.stores.locale.state);
  return useSWRInfinite(
    (index: number) =>
      def ? ([def.path, locale, params, start + index * pageSize] as const) : null,
    ([, , pageParams, offset]: readonly [string, string, unknown, number]) =>
      platform.api.call(def!, {
        ...(pageParams as object),
        offset,
        count: pageSize,
      } as ParamsIn<M>) as Promise<ResultOf<M>>,
    config,
  );
}

/**
 * A page past those already shown is on its way: what a "more" button spins for, and not a
 * refetch of the pages on screen (`isValidating` alone is both).
 */
export function isLoadingMore(pages: {
  isValidating: boolean;
  data: readonly unknown[] | undefined;
  size: number;
}): boolean {
  return pages.isValidating && pages.data !== undefined && pages.data.length < pages.size;
}

/**
 * Page data from the operator API through SWR, with core's client as the fetcher (DESIGN §4),
 * over the page's server-rendered answers (`app/ssr-cache.ts`).
 */
import type { MethodRef, ParamsIn, ResultOf } from '@croupier/core/refs';
import { use, useEffect } from 'react';
import useSWR, {
  preload,
  unstable_serialize,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { SWRGlobalState, cache as defaultCache } from 'swr/_internal';
import { useSnapshot } from 'valtio';
import { usePlayerUid } from '../hooks/use-session.ts';
import { usePlatform } from './platform-context.ts';
import type { Platform } from './platform.ts';

/**
 * Calls a contract method — by its zod-free ref from `@croupier/core/refs` — and caches the
 * answer per method, params and locale. Pass `null` as `def` to wait (conditional fetching).
 * Renders on the server too ({@link useHydratedSWR}).
 */
export function useApi<M extends MethodRef>(
  def: M | null,
  params: ParamsIn<M>,
  options?: SWRConfiguration<ResultOf<M>>,
): SWRResponse<ResultOf<M>> {
  const platform = usePlatform();
  const { current: locale } = useSnapshot(platform.stores.locale.state);
  // The player is part of the key: a page rendered for a guest (SSR) loads again once the
  // browser knows who is signed in, and signing in or out never shows the other one's data.
  const uid = usePlayerUid();
  // Meanwhile a signed-in player sees the guest's answer to the same call, if there is one
  // (what the server rendered): public by definition, and it keeps the page as it was instead
  // of dropping the content to skeletons and back — a layout shift on every signed-in load.
  // It stands in only while the player's own answer is missing, which is then always asked
  // (even by a caller that asks no stale answer again: the stand-in is not the player's).
  const { cache } = useSWRConfig();
  const key = def ? [def.path, locale, params, uid] : null;
  const standIn =
    def && uid !== 0 && cache.get(unstable_serialize(key))?.data === undefined
      ? (cache.get(unstable_serialize([def.path, locale, params, 0]))?.data as
          ResultOf<M> | undefined)
      : undefined;
  return useHydratedSWR<ResultOf<M>>(
    key,
    () => platform.api.call(def as M, params),
    standIn === undefined
      ? options
      : { ...options, fallbackData: standIn, revalidateIfStale: true },
  );
}

/**
 * Asks for `def`'s answer now, under the key `useApi(def, params)` will use (the current locale
 * and player), so the screen that calls it later finds the request made and makes none. For a
 * start-up that renders in the browser: its first screen's answers go out while the start-up
 * finishes, not after the screen has rendered. Browser only (SWR keeps preloads in one map).
 * `uid` is the player the answer is for when the session does not know them yet (a sign-in's
 * answer names them before `account.getInfo` does). Resolves with the answer, or undefined
 * when the call failed.
 */
export function preloadApi<M extends MethodRef>(
  platform: Platform,
  def: M,
  params: ParamsIn<M>,
  uid = platform.stores.session.state.user?.uid ?? 0,
): Promise<ResultOf<M> | undefined> {
  const locale = platform.stores.locale.state.current;
  const key = [def.path, locale, params, uid];
  const asked = preload(key, () => platform.api.call(def, params));
  // A failure is the screen's to show (its hook gets the same rejected request).
  return asked.then(
    (answer) => {
      // Drawn from at once by the first render (`useHydratedSWR`): a preload alone is only a
      // request, and SWR hands its answer over after mounting, in a render of its own.
      const first = platform.ssr;
      if (first?.collect) {
        const id = unstable_serialize(key);
        first.answers[id] ??= answer;
        forgetPreload(id);
      }
      return answer;
    },
    () => undefined,
  );
}

/**
 * Drops SWR's preloaded request for `id`, whose answer the first render takes from the page
 * instead: left there, the key's next fetch — minutes later, the player back on the screen —
 * would be handed this old answer instead of asking. SWR keeps preloads in the default
 * cache's global state (`swr/_internal`, as its own packages reach it).
 */
function forgetPreload(id: string): void {
  const preloads = SWRGlobalState.get(defaultCache)?.[3];
  if (preloads) delete preloads[id];
}

/**
 * `useSWR(key, fetch, options)` that renders on the server: there it waits (suspends) for the
 * answer and renders with it; in a hydrating browser the server's answer is already in SWR's
 * cache (`swrConfigFor`) and is not asked again on mount, so the page neither refetches nor
 * flashes — nor renders again: a revalidation on mount, even one answered from the page,
 * changed every row's state after hydration, and each change re-rendered its screen at once
 * (a long task of about 0.75 s on the home page of a throttled phone). Mounted later (the
 * player navigates back), the key is revalidated as usual.
 */
export function useHydratedSWR<T>(
  key: string | readonly unknown[] | null,
  fetch: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T> {
  const { ssr } = usePlatform();
  const id = key === null || !ssr ? null : unstable_serialize(key);
  // On the server: suspends until the answer is in. Called for every key, loaded or not: React
  // matches a retried render's `use` calls to the first render's by their order.
  if (id !== null && ssr?.load) use(ssr.load(id, fetch));
  const recorded = id === null ? undefined : (ssr!.answers[id] as T | undefined);
  // The page's answer, for this key's first mount: the server's render and the hydrating one.
  const fromPage = recorded !== undefined && !ssr?.taken?.has(id!);
  useEffect(() => {
    if (fromPage) ssr?.taken?.add(id!);
  }, [fromPage, ssr, id]);
  const response = useSWR<T>(key, fetch, {
    fallbackData: recorded,
    ...(fromPage ? { revalidateOnMount: false } : null),
    ...options,
  });
  // A load that failed on the server shows as the error it was (a missing page is a 404).
  const failure = id === null ? undefined : ssr?.failed?.get(id);
  return failure === undefined ? response : { ...response, error: failure };
}

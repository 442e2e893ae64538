/** Page data from the operator API through SWR, with core's client as the fetcher (DESIGN §4). */
import type { MethodRef, ParamsIn, ResultOf } from '@croupier/core/refs';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';
import { useHydratedSWR } from './use-hydrated-swr.ts';

/**
 * Calls a contract method — by its zod-free ref from `@croupier/core/refs` — and caches the
 * answer per method, params and locale. Pass `null` as `def` to wait (conditional fetching).
 * Renders on the server too (`use-hydrated-swr.ts`).
 */
export function useApi<M extends MethodRef>(
  def: M | null,
  params: ParamsIn<M>,
  options?: SWRConfiguration<ResultOf<M>>,
): SWRResponse<ResultOf<M>> {
  const platform = usePlatform();
  const { current: locale } = useSnapshot(platform.stores.locale.state);
  return useHydratedSWR<ResultOf<M>>(
    def ? [def.path, locale, params] : null,
    () => platform.api.call(def as M, params),
    options,
  );
}

/** Page data from the operator API through SWR, with core's client as the fetcher (DESIGN §4). */
import type { contract } from '@croupier/core';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

type MethodDef = contract.MethodDef;
type ParamsIn<M extends MethodDef> = contract.ParamsIn<M>;
type ResultOf<M extends MethodDef> = contract.ResultOf<M>;

/**
 * Calls a contract method and caches the answer per method, params and locale. Pass `null`
 * as `def` to wait (conditional fetching).
 */
export function useApi<M extends MethodDef>(
  def: M | null,
  params: ParamsIn<M>,
  options?: SWRConfiguration<ResultOf<M>>,
): SWRResponse<ResultOf<M>> {
  const platform = usePlatform();
  const { current: locale } = useSnapshot(platform.stores.locale.state);
  return useSWR<ResultOf<M>>(
    def ? [def.path, locale, params] : null,
    () => platform.api.call(def as M, params),
    options,
  );
}

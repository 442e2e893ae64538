/** SWR over the page's server-rendered answers (`app/ssr-cache.ts`). */
import { use } from 'react';
import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr';
import { usePlatform } from '../app/platform-context.ts';

/**
 * `useSWR(key, fetch, options)` that renders on the server: there it waits (suspends) for the
 * answer and renders with it; in a hydrating browser the server's answer is the initial data
 * and the first fetch of the key, so the page neither refetches nor flashes.
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
  const fetcher =
    recorded !== undefined && ssr?.taken
      ? () => {
          if (ssr.taken!.has(id!)) return fetch();
          ssr.taken!.add(id!);
          return Promise.resolve(recorded);
        }
      : fetch;
  const response = useSWR<T>(
    key,
    fetcher,
    recorded === undefined ? options : { fallbackData: recorded, ...options },
  );
  // A load that failed on the server shows as the error it was (a missing page is a 404).
  const failure = id === null ? undefined : ssr?.failed?.get(id);
  return failure === undefined ? response : { ...response, error: failure };
}

/** SWR's configuration: page data is fetched with the platform (DESIGN §4). */
import type { SWRConfiguration } from 'swr';
import { keepLastGoodData } from './keep-last-good-data.ts';
import type { Platform } from './platform.ts';

/**
 * The app-wide SWR options: string keys are JSON documents outside /api (`/nfx/...`) fetched
 * with the platform; API calls go through `useApi`, which passes core's client as fetcher.
 */
export function swrConfigFor(platform: Platform): SWRConfiguration {
  return {
    fetcher: (key: unknown) => {
      if (typeof key !== 'string') throw new TypeError('SWR keys without a fetcher must be paths');
      return platform.fetchJson(key);
    },
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 10_000,
    onError: (error: unknown) => platform.log(error),
    // A revalidation that fails keeps the last good data on screen; reconnecting revalidates.
    use: [keepLastGoodData],
    revalidateOnReconnect: true,
    // A hydrating page starts with the server's answers in the cache (`useHydratedSWR`): the
    // screens render them without asking, and a player's stand-in (`useApi`) finds them.
    ...(platform.ssr?.taken
      ? {
          provider: () =>
            new Map(Object.entries(platform.ssr!.answers).map(([key, data]) => [key, { data }])),
        }
      : null),
  };
}

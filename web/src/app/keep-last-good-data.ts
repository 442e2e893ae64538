/**
 * An SWR middleware: while a key has data, a failed revalidation (a dropped connection, a
 * timeout) does not reach the screen as an error — it keeps showing the last good data, and
 * the next revalidation (on reconnect, on the next visit) brings it up to date. Only a key
 * with no data yet reports its error. Failures are still logged by the config's `onError`.
 */
import type { Middleware } from 'swr';

export const keepLastGoodData: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  // Getters, like SWR's own: a screen re-renders only for what it reads.
  return {
    get data() {
      return swr.data;
    },
    get error() {
      return swr.data === undefined ? swr.error : undefined;
    },
    get isLoading() {
      return swr.isLoading;
    },
    get isValidating() {
      return swr.isValidating;
    },
    mutate: swr.mutate,
  } as typeof swr;
};

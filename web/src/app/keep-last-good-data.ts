/**
 * An SWR middleware: while a key has data, a failed revalidation (a dropped connection, a
 * timeout) does not reach the screen as an error — it keeps showing the last good data, and
 * the next revalidation (on reconnect, on the next visit) brings it up to date. Only a key
 * with no data yet reports its error. Failures are still logged by the config's `onError`.
 */
import type { Middleware } from 'swr';

export const keepLastGoodData: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  // Everything else passes through untouched: SWR's getters (a screen re-renders only for
  // what it reads) and what other hooks add to the answer (`size`, `setSize` of infinite
  // loading, whose middleware runs inside this one).
  return new Proxy(swr, {
    get(target, property, receiver) {
      if (property === 'error') return target.data === undefined ? target.error : undefined;
      return Reflect.get(target, property, receiver);
    },
  });
};

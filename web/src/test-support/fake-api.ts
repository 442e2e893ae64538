/**
 * A fake operator API client for hook tests: answers each method from a handler and records
 * every call, so a test asserts the method and params a hook asked for without any network.
 */
import type { ApiClient, CallOptions } from '@croupier/core/api';
import { apiErrorFromAnswer } from '@croupier/core/api';
import type { MethodRef } from '@croupier/core/refs';

/** One call the client received. */
export interface FakeCall {
  path: string;
  params: unknown;
  opts: CallOptions | undefined;
}

/** Answers a call of one method: a value, a promise, or a throw (the call fails with it). */
export type FakeHandler = (params: never, opts: CallOptions | undefined) => unknown;

/** The §8 error of an API answer `status` with `type`, as the real client builds it. */
export function apiError(status: number, type: string, path = '/api/test'): Error {
  return apiErrorFromAnswer(
    status,
    JSON.stringify({ statusCode: status, data: { type, message: type } }),
    path,
  );
}

/**
 * A client whose methods answer from `handlers` by path (`games.get.path`); any other method
 * fails with MethodNotFoundException like a server without that group.
 */
export function fakeApi(handlers: Record<string, FakeHandler> = {}) {
  const calls: FakeCall[] = [];
  const api: ApiClient = {
    call: async <M extends MethodRef>(def: M, params: unknown, opts?: CallOptions) => {
      calls.push({ path: def.path, params, opts });
      const handler = handlers[def.path];
      if (!handler) throw apiError(404, 'MethodNotFoundException', def.path);
      return (await handler(params as never, opts)) as never;
    },
  };
  /** The params of every call of `def`, in order. */
  const paramsOf = (def: MethodRef) =>
    calls.filter((call) => call.path === def.path).map((call) => call.params);
  return { api, calls, handlers, paramsOf };
}

/** A promise and its resolve/reject, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * `platform` with its API client replaced by a fake answering from `handlers`: the stores keep
 * the test platform's own client, so only the hooks under test see the fake.
 */
export function withFakeApi<P extends { api: ApiClient }>(
  platform: P,
  handlers: Record<string, FakeHandler> = {},
) {
  const fake = fakeApi(handlers);
  return { ...fake, platform: { ...platform, api: fake.api } };
}

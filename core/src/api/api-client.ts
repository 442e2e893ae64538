/**
 * The one way core and the clients talk to the operator API (DESIGN §2, spec §7 "General").
 * Every effect — fetch, time, auth token, locale, frame detection — is injected, so the same
 * client runs in the browser, the Telegram Mini App, native webviews and Node tests.
 */
import type { MethodDef, MethodRef, ParamsIn, ResultOf } from '../contract/define.ts';
import { NetworkError, ResultValidationError, type ApiError } from '../errors.ts';
import { realClock, type Clock } from './clock.ts';
import { apiErrorFromAnswer, malformedSuccess, parseJson } from './error-answer.ts';
import {
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_RETRIES,
  retryDelay,
  shouldRetry,
  type FailedAttempt,
} from './retry-policy.ts';
import { serializeParams } from './serialize.ts';

/** How the client proves who the player is (DESIGN §3). */
export type ApiAuth =
  /** web and webview: the `__Host-sid` cookie, sent with `credentials: 'include'`. */
  | { mode: 'cookie' }
  /** miniapp: a bearer token kept in memory; no header while there is none. */
  | { mode: 'bearer'; getToken(): string | null | undefined };

/** Which client is calling; sent as `X-Croupier-Client: <kind>/<version>`. */
export interface ClientMarker {
  kind: 'web' | 'miniapp' | 'webview';
  version: string;
}

/** Header every `/api` call carries; the server refuses calls without it (CSRF defence). */
export const CLIENT_MARKER_HEADER = 'X-Croupier-Client';

/** Any error a call can end with, except the caller's own abort. */
export type ApiCallError = ApiError | NetworkError | ResultValidationError;

/** Everything `createApiClient` needs; all effects are injectable. */
export interface ApiClientOptions {
  /** Absolute origin (and optional prefix) of the API, or '' for same-origin in a browser. */
  baseUrl: string;
  client: ClientMarker;
  /** Query `v` of every call. */
  apiVersion: string | number;
  /** Defaults to `globalThis.fetch`, looked up at call time. */
  fetch?: typeof globalThis.fetch;
  /** Defaults to the real clock. */
  clock?: Clock;
  /** Defaults to cookie mode. */
  auth?: ApiAuth;
  /** Query `locale`; left out when it returns nothing. */
  getLocale?: () => string | null | undefined;
  /** Adds `_non_strict=1` when true (the app runs inside a frame). */
  isFramed?: () => boolean;
  /** Extra attempts on a retriable failure; default 1. */
  retries?: number;
  /** Cap on a `Retry-After` wait; default 10 s. */
  maxRetryAfterMs?: number;
  /** Wait before a retry without `Retry-After`; doubles per retry. Default 300 ms. */
  backoffMs?: number;
  /**
   * Parse `data` with the method's result schema; a mismatch throws `ResultValidationError`.
   * Applies to calls made with a full `MethodDef` (refs carry no schema).
   */
  validateResults?: boolean;
  /** Sees every failed call once, after retries (global handling: banned, maintenance). */
  onError?: (error: ApiCallError, call: { def: MethodRef; params: unknown }) => void;
  /** Headers added to every call. */
  headers?: Record<string, string>;
}

/** Per-call options. */
export interface CallOptions {
  /** Sent as `Idempotency-Key`; makes a POST safe to retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Headers for this call only; they override the client's defaults and auth header. */
  headers?: Record<string, string>;
}

/** A typed caller of contract methods. */
export interface ApiClient {
  /** Calls `def` (a method ref or a full definition) with `params`; resolves with the unwrapped `data`. */
  call<M extends MethodRef>(def: M, params: ParamsIn<M>, opts?: CallOptions): Promise<ResultOf<M>>;
}

/** A full definition carries its result schema; a zod-free ref does not. */
function hasResultSchema(def: MethodRef): def is MethodDef {
  return (
    'result' in def &&
    typeof (def as { result?: { safeParse?: unknown } }).result?.safeParse === 'function'
  );
}

type Attempt =
  | { ok: true; data: unknown }
  | { ok: false; error: ApiCallError; failure?: FailedAttempt; retryAfter?: string | null };

/** Builds an API client from injected options. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? realClock;
  const auth: ApiAuth = options.auth ?? { mode: 'cookie' };
  const retries = Math.max(0, options.retries ?? DEFAULT_RETRIES);
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  // Read lazily and call unbound-safe: browsers throw "Illegal invocation" on a detached fetch.
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  function urlFor(def: MethodRef, params: unknown): string {
    const query = def.verb === 'GET' ? serializeParams(params) : new URLSearchParams();
    query.set('v', String(options.apiVersion));
    const locale = options.getLocale?.();
    if (locale) query.set('locale', locale);
    if (options.isFramed?.()) query.set('_non_strict', '1');
    return `${base}${def.path}?${query.toString()}`;
  }

  function headersFor(def: MethodRef, opts: CallOptions): Headers {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set(CLIENT_MARKER_HEADER, `${options.client.kind}/${options.client.version}`);
    if (auth.mode === 'bearer') {
      const token = auth.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    if (def.verb === 'POST')
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    if (opts.idempotencyKey !== undefined) headers.set('Idempotency-Key', opts.idempotencyKey);
    return headers;
  }

  async function attempt(def: MethodRef, url: string, init: RequestInit): Promise<Attempt> {
    const signal = init.signal ?? undefined;
    let response: Response;
    let body: string;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return networkFailure(def, 'Request failed', cause);
    }
    try {
      body = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return networkFailure(def, `Could not read the answer (HTTP ${response.status})`, cause);
    }
    if (!response.ok) {
      const error = apiErrorFromAnswer(response.status, body, def.path);
      return {
        ok: false,
        error,
        failure: { kind: 'status', status: response.status, type: error.type },
        retryAfter: response.headers.get('Retry-After'),
      };
    }
    const json = parseJson(body);
    if (typeof json !== 'object' || json === null || !('data' in json))
      return { ok: false, error: malformedSuccess(response.status, def.path) };
    const data = json.data;
    if (!options.validateResults || !hasResultSchema(def)) return { ok: true, data };
    const parsed = def.result.safeParse(data);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, error: new ResultValidationError(def.path, parsed.error.issues, data) };
  }

  function networkFailure(def: MethodRef, message: string, cause: unknown): Attempt {
    return {
      ok: false,
      error: new NetworkError(`${message}: ${def.path}`, def.path, cause),
      failure: { kind: 'network' },
    };
  }

  function report(error: ApiCallError, def: MethodRef, params: unknown): ApiCallError {
    try {
      options.onError?.(error, { def, params });
    } catch {
      // A faulty global handler must not replace the error the caller is waiting for.
    }
    return error;
  }

  return {
    async call<M extends MethodRef>(
      def: M,
      params: ParamsIn<M>,
      opts: CallOptions = {},
    ): Promise<ResultOf<M>> {
      const { signal } = opts;
      const url = urlFor(def, params);
      // Built once: a retried POST carries the same body and the same Idempotency-Key.
      const init: RequestInit = {
        method: def.verb,
        headers: headersFor(def, opts),
        body: def.verb === 'POST' ? serializeParams(params).toString() : undefined,
        signal,
      };
      if (auth.mode === 'cookie') init.credentials = 'include';

      for (let retriesDone = 0; ; retriesDone++) {
        signal?.throwIfAborted();
        const outcome = await attempt(def, url, init);
        if (outcome.ok) return outcome.data as ResultOf<M>;
        const again =
          outcome.failure !== undefined &&
          shouldRetry({
            verb: def.verb,
            hasIdempotencyKey: opts.idempotencyKey !== undefined,
            retriesDone,
            retries,
            failure: outcome.failure,
          });
        if (!again) throw report(outcome.error, def, params);
        await clock.sleep(
          retryDelay({
            retryAfter: outcome.retryAfter,
            nowMs: clock.now(),
            retriesDone,
            maxRetryAfterMs,
            backoffMs: options.backoffMs,
          }),
          signal,
        );
      }
    },
  };
}

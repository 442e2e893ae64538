/**
 * Calls the operator API from an end-to-end test through Playwright's request context, which
 * shares cookies with the browser context: signing in here signs the page in too. Paths,
 * verbs and wire encoding come from core's contract and serialiser, as in the clients.
 */
import type { APIRequestContext } from '@playwright/test';
import type { MethodDef, ParamsIn, ResultOf } from '@croupier/core/contract';
import { serializeParams } from '@croupier/core/api';

/** The answer of a failed call, kept whole so a test can assert the §8 type. */
export class E2eApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { data?: { type?: string; message?: string } },
  ) {
    super(`${status} ${body.data?.type ?? ''}: ${body.data?.message ?? ''}`);
  }
}

/** How a call is made: an idempotency key; a bearer token (Telegram sessions have no cookie). */
export interface CallOptions {
  idempotencyKey?: string;
  bearer?: string;
}

/** Calls `def` as the web client would and returns the unwrapped `data`. */
export async function call<M extends MethodDef>(
  request: APIRequestContext,
  baseURL: string,
  def: M,
  params: ParamsIn<M>,
  opts: CallOptions = {},
): Promise<ResultOf<M>> {
  const headers: Record<string, string> = {
    'X-Croupier-Client': 'web/e2e',
    Origin: new URL(baseURL).origin,
  };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  const wire = serializeParams(params);
  const url = `${def.path}?v=1&locale=en${def.verb === 'GET' && wire.size ? `&${wire}` : ''}`;
  const response =
    def.verb === 'GET'
      ? await request.get(url, { headers })
      : await request.post(url, {
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          data: wire.toString(),
        });
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok()) throw new E2eApiError(response.status(), body as never);
  return body.data as ResultOf<M>;
}

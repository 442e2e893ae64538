/**
 * Mounts core contract methods as `GET|POST /api/{group}/{method}`: validates parameters with
 * the method's schema, enforces its access rule, runs the handler and answers `{data}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { MethodDef, ParamsOut, ResultOf } from '@croupier/core/contract';
import type { Config } from '../config.ts';
import { paramReason } from '@croupier/core/validation';
import { DEFAULT_LOCALE, matchLocale } from '../content/locales.ts';
import type { Db } from '../db/client.ts';
import { ServerError } from '../errors.ts';
import { IDEMPOTENCY_KEY, runIdempotent } from '../idempotency/run-idempotent.ts';
import type { SessionInfo, SessionUser } from '../sessions/session-store.ts';
import { enforceRateLimit, type RateLimitRule } from './rate-limit.ts';
import { unsafeValues } from './unsafe-values.ts';
import './server-context.ts';

/** Query parameters every call carries that are not method parameters (DESIGN §2). */
const RESERVED_PARAMS = ['v', 'locale', '_non_strict'] as const;

/** Everything a method handler gets. */
export interface MethodContext<M extends MethodDef = MethodDef> {
  /** Parameters validated and coerced by the method's schema. */
  params: ParamsOut<M>;
  /** The signed-in player (always set for `access: 'user'` methods). */
  user: SessionUser | null;
  session: SessionInfo | null;
  /** The request's locale (query `locale`, else the player's, else the default). */
  locale: string;
  /** The `Idempotency-Key` header (always set for idempotent methods). */
  idempotencyKey: string | undefined;
  /** The signed-in player, or AuthorizationException. */
  requireUser(): SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  config: Config;
}

/** A handler: returns the `data` payload (or throws a ServerError). */
export type MethodHandler<M extends MethodDef> = (
  ctx: MethodContext<M>,
) => Promise<ResultOf<M>> | ResultOf<M>;

/** Per-method options. */
export interface MethodOptions<M extends MethodDef> {
  /** Rate-limits calls per key (e.g. `login:${ip}`), before the handler runs. */
  rateLimit?: {
    rule: RateLimitRule;
    key: (ctx: MethodContext<M>) => string | string[];
    message?: string;
  };
}

/** A form field holding a JSON object (e.g. `requisites`), parsed; anything else as it is. */
function jsonObjectOf(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    // Nested fields travel as JSON text inside a form field (`requisites`).
    v = jsonObjectOf(v);
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * zod issues → `{field: reason}`, first reason per field: §5's `requiredField` for a missing
 * field; a present but invalid one gets its §5 reason code (core's `paramReason`:
 * `wrongField`, `shortPassword`, `minCountSymbolsFakename`, `iban` …), never zod's English.
 */
export function invalidParameters(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'params';
    if (out[field] !== undefined) continue;
    const value = issue.path.length > 0 ? valueAt(input, issue.path) : input;
    out[field] = paramReason(field, value, issue.message);
  }
  return out;
}

function paramsOf(request: FastifyRequest, verb: 'GET' | 'POST'): Record<string, unknown> {
  const query = { ...(request.query as Record<string, unknown>) };
  for (const k of RESERVED_PARAMS) delete query[k];
  if (verb === 'GET') return query;
  const body = request.body;
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as object) : {};
  return { ...query, ...fields };
}

/** POST bodies are form data (DESIGN §2): the two content types a form can have. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses a POST body that is not form data before it is parsed. JSON would slip past the
 * wire encodings the contract is typed for (nested objects where a form has text) and past
 * the CSRF defence's assumption that only our clients send non-form bodies.
 */
async function requireFormBody(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  if (type === undefined) return;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(essence)) {
    throw new ServerError(
      'InvalidRequestException',
      'POST bodies are form data (application/x-www-form-urlencoded or multipart/form-data)',
    );
  }
}

/** InvalidParameterException when `input` holds values no method may receive. */
function refuseUnsafe(input: unknown): void {
  const unsafe = unsafeValues(input);
  if (Object.keys(unsafe).length > 0) {
    throw new ServerError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: unsafe,
    });
  }
}

function localeOf(request: FastifyRequest): string {
  const q = (request.query as Record<string, unknown>).locale;
  return (
    matchLocale(typeof q === 'string' ? q : undefined) ??
    matchLocale(request.user?.locale) ??
    DEFAULT_LOCALE
  );
}

/** Mounts one contract method with its handler. */
export function registerMethod<M extends MethodDef>(
  app: FastifyInstance,
  def: M,
  handler: MethodHandler<M>,
  options: MethodOptions<M> = {},
): void {
  const validateResults = app.config.nodeEnv !== 'production';
  app.route({
    method: def.verb,
    url: def.path,
    config: { session: true },
    ...(def.verb === 'POST' ? { onRequest: requireFormBody } : {}),
    handler: async (request, reply) => {
      if (def.access === 'user' && !request.user) {
        throw new ServerError('AuthorizationException', 'Authorization required');
      }
      if (def.access === 'guest' && request.user) {
        throw new ServerError('AccessDeniedException', 'Only for guests');
      }

      const input = paramsOf(request, def.verb);
      refuseUnsafe(input);
      const parsed = await def.params.safeParseAsync(input);
      if (!parsed.success) {
        throw new ServerError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: invalidParameters(parsed.error.issues, input),
        });
      }
      // Again on the result: JSON fields and lists become values only inside the schema.
      refuseUnsafe(parsed.data);

      let idempotencyKey: string | undefined;
      const keyHeader = request.headers['idempotency-key'];
      if (typeof keyHeader === 'string' && keyHeader !== '') {
        if (!IDEMPOTENCY_KEY.test(keyHeader)) {
          throw new ServerError('InvalidRequestException', 'Invalid Idempotency-Key header');
        }
        idempotencyKey = keyHeader;
      } else if (def.idempotent) {
        throw new ServerError('InvalidRequestException', 'Idempotency-Key header is required');
      }

      const ctx: MethodContext<M> = {
        params: parsed.data as ParamsOut<M>,
        user: request.user,
        session: request.session,
        locale: localeOf(request),
        idempotencyKey,
        requireUser() {
          if (!request.user)
            throw new ServerError('AuthorizationException', 'Authorization required');
          return request.user;
        },
        request,
        reply,
        db: app.db,
        config: app.config,
      };

      if (options.rateLimit) {
        const keys = options.rateLimit.key(ctx);
        for (const key of Array.isArray(keys) ? keys : [keys]) {
          await enforceRateLimit(
            app.rateLimiter,
            key,
            options.rateLimit.rule,
            options.rateLimit.message,
          );
        }
      }

      const run = async () => handler(ctx);
      const result =
        def.idempotent && idempotencyKey && request.user
          ? await runIdempotent(
              app.db,
              {
                userId: request.user.id,
                key: idempotencyKey,
                method: def.path,
                params: parsed.data,
              },
              run,
            )
          : await run();

      if (validateResults) {
        const checked = await def.result.safeParseAsync(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, method: def.path },
            'result does not match the contract',
          );
          throw new ServerError('InternalServerErrorException', 'Internal server error');
        }
      }
      // Answers are private and fresh unless a handler chose its own caching.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return { data: result };
    },
  });
}

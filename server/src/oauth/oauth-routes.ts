/**
 * Social sign-in (§7 "Social login opens a popup to /oauth/init with query service,
 * redirect_url, type_auth"):
 *
 *   GET  /oauth/init?service=demo&redirect_url=/path&type_auth=login|registration
 *        → 302 to the provider's consent page, with a signed `state`
 *   GET  /oauth/demo/authorize   the demo provider's consent page
 *   POST /oauth/demo/authorize   Allow / Deny → 302 to the callback with `code` or `error`
 *   GET  /oauth/callback/demo    checks `state`, finds/links/creates the player, starts the
 *                                cookie session → 302 to redirect_url (`?oauth_error=…` on failure)
 *
 * CSRF: `state` is HMAC-signed (key in server_secrets), expires in 10 minutes and carries a
 * nonce that must equal the `__Host-oauth` cookie set by /oauth/init, so a callback URL from
 * someone else's browser cannot sign this browser in. redirect_url must be one of our paths:
 * core's safeInAppPath against PUBLIC_ORIGIN (never the request's Host, which the client
 * chooses), checked again before each redirect so no state ever sends the browser off-site.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { safeInAppPath } from '@croupier/core/routing';
import { emailRule, formatMessage } from '@croupier/core/validation';
import { DEFAULT_CURRENCY } from '../content/currencies.ts';
import { DEFAULT_LOCALE, matchLocale } from '../content/locales.ts';
import { ServerError } from '../errors.ts';
import { assertMaySignInNow } from '../auth/index.ts';
import { sendHtml } from '../html/index.ts';
import { startCookieSession } from '../sessions/index.ts';
import {
  createDemoCodeRedeemer,
  DEMO_PROVIDER,
  demoSubject,
  issueDemoCode,
  renderConsentPage,
} from './demo-provider.ts';
import { accountForIdentity } from './oauth-account.ts';
import { getServerSecret, sameText, signToken, verifyToken } from '../tokens/index.ts';

/** Path that starts social sign-in. */
const OAUTH_INIT_PATH = '/oauth/init';
/** The demo provider's consent page. */
const DEMO_AUTHORIZE_PATH = '/oauth/demo/authorize';
/** Where a provider sends the browser back. */
const oauthCallbackPath = (service: string) => `/oauth/callback/${service}`;
/** The cookie binding a sign-in attempt to the browser that started it. */
const OAUTH_NONCE_COOKIE = '__Host-oauth';

const STATE_TTL_SECONDS = 10 * 60;
const STATE_PURPOSE = 'oauth_state';
const TYPE_AUTH = ['login', 'registration'] as const;
const SERVICES = new Set([DEMO_PROVIDER]);

type Query = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://in-app.invalid');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function invalidParameter(field: string, message: string): ServerError {
  return new ServerError('InvalidParameterException', message, {
    invalidParameters: { [field]: message },
  });
}

/** What `state` carries through the provider and back. */
interface StatePayload {
  service: string;
  returnPath: string;
  typeAuth: (typeof TYPE_AUTH)[number];
  locale: string;
  nonce: string;
}

function readState(payload: Record<string, unknown> | null): StatePayload | null {
  if (!payload) return null;
  const { service, returnPath, typeAuth, locale, nonce } = payload;
  if (
    typeof service !== 'string' ||
    typeof returnPath !== 'string' ||
    typeof locale !== 'string' ||
    typeof nonce !== 'string' ||
    !TYPE_AUTH.includes(typeAuth as StatePayload['typeAuth'])
  ) {
    return null;
  }
  return { service, returnPath, typeAuth: typeAuth as StatePayload['typeAuth'], locale, nonce };
}

/** Mounts /oauth/init, the demo provider and the callback. */
export function registerOAuthRoutes(app: FastifyInstance): void {
  const { config } = app;
  const secrets = async () => {
    const [state, provider] = await Promise.all([
      getServerSecret(app.db, 'oauth_state'),
      getServerSecret(app.db, 'oauth_demo_provider'),
    ]);
    return { state, provider };
  };
  /** A path of ours to send the browser back to; home when it could lead anywhere else. */
  const backTo = (path: string) => safeInAppPath(path, config.publicOrigin) ?? '/';
  let redeem:
    ((code: unknown) => ReturnType<ReturnType<typeof createDemoCodeRedeemer>>) | undefined;

  app.get(OAUTH_INIT_PATH, async (request, reply) => {
    const query = request.query as Query;
    const service = text(query.service) ?? '';
    if (!SERVICES.has(service)) throw invalidParameter('service', 'Unknown sign-in service');
    const rawReturn = text(query.redirect_url);
    const returnPath =
      rawReturn === undefined || rawReturn === ''
        ? '/'
        : safeInAppPath(rawReturn, config.publicOrigin);
    if (returnPath === null) {
      throw invalidParameter('redirect_url', 'Only paths of this site are allowed');
    }
    const typeAuth = text(query.type_auth) ?? 'login';
    if (!TYPE_AUTH.includes(typeAuth as StatePayload['typeAuth'])) {
      throw invalidParameter('type_auth', 'type_auth is login or registration');
    }
    const nonce = randomBytes(16).toString('base64url');
    const state: StatePayload = {
      service,
      returnPath,
      typeAuth: typeAuth as StatePayload['typeAuth'],
      locale: matchLocale(text(query.locale)) ?? DEFAULT_LOCALE,
      nonce,
    };
    const { state: key } = await secrets();
    reply.setCookie(OAUTH_NONCE_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      maxAge: STATE_TTL_SECONDS,
    });
    const target = new URLSearchParams({
      client_id: 'croupier',
      response_type: 'code',
      redirect_uri: oauthCallbackPath(service),
      state: signToken(STATE_PURPOSE, { ...state }, key, STATE_TTL_SECONDS),
    });
    return reply.header('cache-control', 'no-store').redirect(`${DEMO_AUTHORIZE_PATH}?${target}`);
  });

  app.get(DEMO_AUTHORIZE_PATH, async (request, reply) => {
    const query = request.query as Query;
    const state = text(query.state);
    if (!state || text(query.redirect_uri) !== oauthCallbackPath(DEMO_PROVIDER)) {
      throw new ServerError('InvalidRequestException', 'Invalid authorization request');
    }
    return sendHtml(
      reply,
      200,
      renderConsentPage({
        action: DEMO_AUTHORIZE_PATH,
        state,
        redirectUri: oauthCallbackPath(DEMO_PROVIDER),
      }),
    );
  });

  app.post(DEMO_AUTHORIZE_PATH, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== config.publicOrigin) {
      throw new ServerError('AccessDeniedException', 'Cross-origin request refused');
    }
    const body = (request.body ?? {}) as Query;
    const state = text(body.state);
    const redirectUri = text(body.redirect_uri);
    if (!state || redirectUri !== oauthCallbackPath(DEMO_PROVIDER)) {
      throw new ServerError('InvalidRequestException', 'Invalid authorization request');
    }
    if (text(body.decision) !== 'allow') {
      return reply.redirect(
        `${redirectUri}?${new URLSearchParams({ error: 'access_denied', state })}`,
      );
    }
    const name = (text(body.name) ?? '').trim().slice(0, 100);
    const email = (text(body.email) ?? '').trim().toLowerCase();
    const emailIssue = emailRule(email);
    if (name === '' || emailIssue) {
      return sendHtml(
        reply,
        400,
        renderConsentPage({
          action: DEMO_AUTHORIZE_PATH,
          state,
          redirectUri,
          name,
          email,
          error:
            name === ''
              ? formatMessage('requiredField')
              : formatMessage(emailIssue!.key, emailIssue!.params),
        }),
      );
    }
    const { provider } = await secrets();
    const code = issueDemoCode(
      { sub: demoSubject(email), name, email, emailVerified: true },
      provider,
    );
    return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state })}`);
  });

  app.get(
    oauthCallbackPath(DEMO_PROVIDER),
    { config: { session: true } },
    async (request, reply) => {
      const query = request.query as Query;
      const keySet = await secrets();
      const state = readState(verifyToken(STATE_PURPOSE, query.state, keySet.state));
      const cookieNonce = request.cookies[OAUTH_NONCE_COOKIE];
      if (
        !state ||
        state.service !== DEMO_PROVIDER ||
        !cookieNonce ||
        !sameText(cookieNonce, state.nonce)
      ) {
        throw new ServerError('InvalidRequestException', 'Invalid OAuth state');
      }
      reply.clearCookie(OAUTH_NONCE_COOKIE, {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
      });
      reply.header('cache-control', 'no-store');
      const fail = (reason: string) =>
        reply.redirect(backTo(withParam(state.returnPath, 'oauth_error', reason)));

      const error = text(query.error);
      if (error !== undefined) return fail(/^[a-z_]{1,40}$/.test(error) ? error : 'server_error');

      redeem ??= createDemoCodeRedeemer(keySet.provider);
      const profile = redeem(query.code);
      if (!profile) return fail('invalid_grant');

      const account = await accountForIdentity(
        app.db,
        {
          provider: DEMO_PROVIDER,
          subject: profile.sub,
          email: profile.email,
          emailVerified: profile.emailVerified,
          displayName: profile.name,
        },
        { locale: state.locale, currency: DEFAULT_CURRENCY },
      );
      try {
        await assertMaySignInNow(app.db, { ...account, id: account.userId });
      } catch (err) {
        if (err instanceof ServerError) {
          const reasons: Partial<Record<string, string>> = {
            // A time-out or self-exclusion is a UserBannedException with the block's end.
            UserBannedException:
              err.errorData?.until !== undefined ? 'self_excluded' : 'user_banned',
            UserDeletedException: 'user_deleted',
          };
          return fail(reasons[err.type] ?? 'access_denied');
        }
        throw err;
      }
      await startCookieSession(request, reply, app.db, account.userId, config.sessionTtlSeconds);
      return reply.redirect(backTo(state.returnPath));
    },
  );
}

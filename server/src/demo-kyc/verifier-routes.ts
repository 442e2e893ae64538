/**
 * The demo identity verifier (what a hosted verification SDK does for a real operator, on our
 * own server), mounted under KYC_PAGE_PATH:
 * - `GET /demo-kyc/verify?token=…[&origin=…]` — the page the client frames. `origin` is where
 *   the page posts its messages: PUBLIC_ORIGIN by default, or one of ALLOWED_ORIGINS; any
 *   other origin is refused, and only those (with Telegram's web clients, which frame the
 *   miniapp) may frame the page.
 * - `POST /demo-kyc/documents?type=passport|id_card|driving_licence` — the photo as the raw
 *   body (`Content-Type: image/jpeg|png|webp`), the token in `X-Kyc-Token`.
 * - `GET /demo-kyc/status` — the verification state, token in `X-Kyc-Token`.
 * - `GET /demo-kyc/verifier-page.js` — the page's script (browser/verifier-page.js).
 * The calls answer the API's `{data}` / error envelope. A token acts for its own player only:
 * a request that carries another player's site session is refused. A review completes
 * `reviewMs` after the upload (DEMO_KYC_REVIEW_MS) by a timer, or on the first status call
 * after that time — whichever comes first; timers are re-armed after a restart. Tests hold the
 * verifier (`app.demoVerifier.hold()`) instead of racing that time.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp, TELEGRAM_FRAME_ANCESTORS } from '../http/security-headers.ts';
import { registerBrowserScript } from '../http/browser-script.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { ServerError } from '../errors.ts';
import { createDueTimers } from '../jobs/due-timers.ts';
import { resolveAccessToken, type KycTokenGrant } from './access-tokens.ts';
import { checkDocumentImage } from './document-image.ts';
import {
  applicantById,
  completeDueReview,
  pendingReviews,
  submitDocument,
  verificationState,
  type VerificationState,
} from './document-review.ts';
import {
  KYC_DOCUMENT_TYPES,
  KYC_MAX_UPLOAD_BYTES,
  KYC_UPLOADS_PER_HOUR,
  type KycDocumentType,
} from './kyc-rules.ts';
import { renderVerifierNotice, renderVerifierPage, VERIFIER_ENDPOINTS } from './verifier-page.ts';
import { VERIFIER_SCRIPT } from './verifier-script.ts';

/** The header the page sends its access token in. */
const KYC_TOKEN_HEADER = 'x-kyc-token';

/** What the verifier is built from. */
export interface DemoVerifierOptions {
  /** Milliseconds a review takes (config DEMO_KYC_REVIEW_MS). */
  reviewMs: number;
}

/**
 * The CSP of a verifier page at `origin`: its one script file, its nonce'd style, nothing else
 * external; framed by `ancestors`.
 */
function verifierPageCsp(nonce: string, origin: string, ancestors: readonly string[]): string {
  return buildCsp({
    'default-src': ["'none'"],
    'script-src': [`${origin}${VERIFIER_SCRIPT.path}`],
    'style-src': [`'nonce-${nonce}'`],
    // The preview of the chosen photo is a blob: URL.
    'img-src': ['blob:', 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'", ...ancestors, ...TELEGRAM_FRAME_ANCESTORS],
  });
}

function newNonce(): string {
  return randomBytes(18).toString('base64');
}

function isDocumentType(value: unknown): value is KycDocumentType {
  return typeof value === 'string' && Object.hasOwn(KYC_DOCUMENT_TYPES, value);
}

/** The verifier as tests reach it (`app.demoVerifier`). */
export interface DemoVerifier {
  /**
   * Keeps every review under way pending (no timer, no status poll completes one) until the
   * returned function is called: tests see "under review" however slow the machine is.
   */
  hold(): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo identity verifier. */
    demoVerifier: DemoVerifier;
  }
}

/** Mounts the demo verifier's page and endpoints; decorates `app.demoVerifier`. */
export function registerDemoVerifier(
  app: FastifyInstance,
  options: DemoVerifierOptions,
): DemoVerifier {
  const { reviewMs } = options;
  const origins = [app.config.publicOrigin, ...app.config.allowedOrigins];
  const timers = createDueTimers({
    run: (applicantId) => completeDueReview(app.db, applicantId),
    onError: (err, applicantId) => app.log.error({ err, applicantId }, 'demo KYC review failed'),
  });
  const verifier: DemoVerifier = { hold: () => timers.hold() };
  app.decorate('demoVerifier', verifier);
  registerBrowserScript(app, VERIFIER_SCRIPT);

  app.addHook('onReady', async () => {
    for (const p of await pendingReviews(app.db)) {
      timers.schedule(p.id, p.reviewAt.getTime() - Date.now());
    }
  });
  app.addHook('onClose', async () => timers.close());

  /** The token's grant, refused when missing/expired (401) or another player's (403). */
  async function grantOf(request: FastifyRequest, token: unknown): Promise<KycTokenGrant> {
    const grant = await resolveAccessToken(app.db, token);
    if (!grant) {
      throw new ServerError('AuthorizationException', 'The verification session has expired');
    }
    if (request.user && request.user.id !== grant.userId) {
      throw new ServerError(
        'AccessDeniedException',
        'This verification belongs to another account',
      );
    }
    return grant;
  }

  async function stateOf(grant: KycTokenGrant): Promise<VerificationState> {
    if (!timers.held) await completeDueReview(app.db, grant.applicantId);
    const applicant = await applicantById(app.db, grant.applicantId);
    if (!applicant) throw new ServerError('AuthorizationException', 'Unknown applicant');
    return verificationState(applicant);
  }

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    nonce: string,
    html: string,
    ancestors: readonly string[],
  ): FastifyReply {
    return (
      reply
        .code(status)
        .header(
          'content-security-policy',
          verifierPageCsp(nonce, requestOrigin(request), ancestors),
        )
        // Only for browsers without frame-ancestors, which supersedes it everywhere else.
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        // The URL carries the access token.
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  app.get<{ Querystring: { token?: string; origin?: string } }>(
    VERIFIER_ENDPOINTS.page,
    { config: { session: true } },
    async (request, reply) => {
      const nonce = newNonce();
      const asked = request.query.origin;
      if (asked !== undefined && !origins.includes(asked)) {
        return sendPage(
          request,
          reply,
          400,
          nonce,
          renderVerifierNotice({
            nonce,
            title: 'Verification unavailable here',
            message: 'This page may only be opened from the casino.',
            targetOrigin: null,
            notify: null,
          }),
          [],
        );
      }
      const targetOrigin = asked ?? app.config.publicOrigin;
      let grant: KycTokenGrant;
      try {
        grant = await grantOf(request, request.query.token);
      } catch (err) {
        if (!(err instanceof ServerError)) throw err;
        const expired = err.type === 'AuthorizationException';
        return sendPage(
          request,
          reply,
          err.statusCode,
          nonce,
          renderVerifierNotice({
            nonce,
            title: expired ? 'Session expired' : 'Not your verification',
            message: expired
              ? 'This verification session has expired. Start the verification again from your profile.'
              : 'This verification link belongs to another account.',
            targetOrigin,
            notify: expired ? 'tokenExpired' : null,
          }),
          origins,
        );
      }
      const state = await stateOf(grant);
      return sendPage(
        request,
        reply,
        200,
        nonce,
        renderVerifierPage({ nonce, token: request.query.token!, targetOrigin, state, reviewMs }),
        origins,
      );
    },
  );

  app.get(VERIFIER_ENDPOINTS.status, { config: { session: true } }, async (request, reply) => {
    const grant = await grantOf(request, request.headers[KYC_TOKEN_HEADER]);
    return reply.header('cache-control', 'no-store').send({ data: await stateOf(grant) });
  });

  // Uploads are raw image bodies: a parser of their own, in a scope of their own.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: KYC_MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((err: FastifyError) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new ServerError('InvalidParameterException', 'The file is larger than 5 MB.', {
          invalidParameters: { document: 'The file is larger than 5 MB.' },
        });
      }
      throw err;
    });

    scope.post<{ Querystring: { type?: string } }>(
      VERIFIER_ENDPOINTS.documents,
      { config: { session: true } },
      async (request, reply) => {
        const origin = request.headers.origin;
        // PUBLIC_ORIGIN and ALLOWED_ORIGINS only: the Host header is the client's to choose.
        if (origin !== undefined && !origins.includes(origin)) {
          throw new ServerError('AccessDeniedException', 'Cross-origin request refused');
        }
        const grant = await grantOf(request, request.headers[KYC_TOKEN_HEADER]);
        const documentType = request.query.type;
        if (!isDocumentType(documentType)) {
          throw new ServerError('InvalidParameterException', 'Choose a document type', {
            invalidParameters: { type: 'Choose a passport, ID card or driving licence.' },
          });
        }
        await enforceRateLimit(
          app.rateLimiter,
          `kyc-upload:${grant.userId}`,
          { limit: KYC_UPLOADS_PER_HOUR, windowSeconds: 3600 },
          'Too many uploads. Try again later.',
        );
        const body = request.body;
        const checked = Buffer.isBuffer(body)
          ? await checkDocumentImage(body, request.headers['content-type'] ?? '')
          : ({ ok: false, reason: 'Upload a JPEG, PNG or WebP image.' } as const);
        if (!checked.ok) {
          throw new ServerError('InvalidParameterException', checked.reason, {
            invalidParameters: { document: checked.reason },
          });
        }
        const applicant = await submitDocument(app.db, {
          grant,
          documentType,
          image: checked.image,
          reviewDelayMs: reviewMs,
        });
        timers.schedule(applicant.id, reviewMs);
        return reply
          .header('cache-control', 'no-store')
          .send({ data: verificationState(applicant) });
      },
    );
  });
  return verifier;
}

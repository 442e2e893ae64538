/**
 * Security headers on every response, through @fastify/helmet: CSP (`object-src 'none'`,
 * `base-uri 'none'`, `frame-ancestors 'none'` — except under the miniapp path, which Telegram
 * must be able to frame, and the embeddable sign-in/sign-up forms, which our own pages may
 * frame), nosniff, Referrer-Policy, Cross-Origin-Resource-Policy, Cross-Origin-Opener-Policy
 * and the rest of helmet's defaults. Helmet's options are the same for every response, so the
 * headers that depend on the request are set by a hook of our own after it: X-Frame-Options
 * (per path, like frame-ancestors), HSTS (outside localhost), the opener policy of the social
 * sign-in window, and Permissions-Policy, which helmet does not offer.
 *
 * The hashed scripts, styles and images a page loads carry only the headers that protect a
 * subresource (nosniff, the resource policy): the rest govern documents.
 *
 * Each client's page may run its one inline script (the theme before first paint: the web's
 * from the theme cookie, the miniapp's from Telegram), allowed by its hash.
 *
 * Pages with a CSP of their own (the game frames, the identity verifier) replace the header
 * when they answer; this is everyone else's.
 */
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageInlineScriptHashes } from './inline-script-hashes.ts';

/** Origins allowed to frame the miniapp (Telegram Web and its other web clients). */
export const TELEGRAM_FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** The path prefix of the miniapp build. */
export const MINIAPP_PATH = '/miniapp';

/** CSP directives shared by every page; `frame-ancestors` is added per path. */
const BASE_CSP: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline style attributes come from React (e.g. progress widths) and game tiles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  // Games and payment pages open in frames; the reference server launches them from itself.
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Powerful features no page of ours uses, denied to the page and every frame in it (an
 * injected or compromised frame cannot ask for the camera or a payment sheet). Features our
 * pages do use keep their default allowlist (`self`): fullscreen (the game stage), clipboard
 * writes (copying a two-factor secret), autoplay.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The opener policy of our documents. `same-origin-allow-popups` cuts every window that did
 * not come from us (an attacker's `window.open` of our page) while keeping the popups we open
 * — the social sign-in and the demo checkout — attached to the page that opened them. Plain
 * `same-origin` would sever those too, and inside Telegram (a frame) the header does nothing.
 */
const OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Query key that marks the page the social sign-in window returns to (web's
 * `OAUTH_RETURN_MARKER`): the window comes back from the provider's origin, and any opener
 * policy other than `unsafe-none` there would move it to a new browsing context group — the
 * opener would see it closed and never hear the outcome.
 */
const OAUTH_RETURN_QUERY_KEY = 'social_auth';

/** Path prefix of the social sign-in routes (the provider's way back lands here first). */
const OAUTH_PATH = '/oauth/';

/** Serialises CSP directives. */
export function buildCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * True for `/forms/sign_in` and `/forms/sign_up`, with or without a locale prefix (§2.2): they
 * are made to be embedded, and only talk to a parent of our own origin.
 */
function isFormFramePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^(\/[a-z]{2}(-[a-z]{2})?)?\/forms\/sign_(in|up)\/?$/i.test(path);
}

/** True for localhost, 127.0.0.0/8 and ::1 (plain http is fine there; no HSTS). */
function isLocalHostname(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h)
  );
}

/** True when the request path is the miniapp (framed by Telegram). */
function isMiniappPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === MINIAPP_PATH || path.startsWith(`${MINIAPP_PATH}/`);
}

/**
 * True for the files a document loads — the hashed scripts, styles, fonts and raster images
 * under `/assets/` or `/miniapp/assets/`. SVG and HTML stay out: opened on their own they are
 * documents, and keep every header. Not sw.js: a worker is governed by its own script's CSP.
 */
function isSubresourceAssetPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^(\/miniapp)?\/assets\/[^/]+\.(m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico)$/i.test(path);
}

/**
 * Headers that govern a document (or a worker) and mean nothing on a script, a style sheet or
 * an image a page loads: about 1 KB per answer, and home loads some twenty such files. Kept
 * on those: nosniff and the resource policy, which are the ones that protect a subresource.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Who may frame a page: nobody, our own pages, or Telegram's web clients (the miniapp). */
export type FramePolicy = 'none' | 'self' | 'telegram';

/** The frame policy of a request URL (the path as the browser sent it). */
function framePolicyOf(url: string): FramePolicy {
  if (isMiniappPath(url)) return 'telegram';
  if (isFormFramePath(url)) return 'self';
  return 'none';
}

const FRAME_ANCESTORS: Readonly<Record<FramePolicy, string>> = {
  none: "'none'",
  self: "'self'",
  telegram: TELEGRAM_FRAME_ANCESTORS.join(' '),
};

/** frame-ancestors supersedes X-Frame-Options; the header still guards old browsers. */
const X_FRAME_OPTIONS: Readonly<Record<FramePolicy, string | null>> = {
  none: 'DENY',
  self: 'SAMEORIGIN',
  // X-Frame-Options cannot name another origin: the miniapp relies on frame-ancestors alone.
  telegram: null,
};

/** The opener policy for a request URL: ours, except on the social sign-in window's way back. */
function openerPolicyOf(url: string): string {
  const [path = '', query = ''] = url.split('#')[0]!.split('?', 2);
  if (path.startsWith(OAUTH_PATH)) return 'unsafe-none';
  return new URLSearchParams(query).has(OAUTH_RETURN_QUERY_KEY) ? 'unsafe-none' : OPENER_POLICY;
}

function hostnameOf(request: FastifyRequest): string {
  try {
    return request.hostname;
  } catch {
    return '';
  }
}

/** Adds the security headers to every response. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Each client's pre-paint theme script, by hash (http/inline-script-hashes.ts).
  const webScripts = pageInlineScriptHashes(join(app.config.webDist, 'index.html'));
  const miniappScripts = pageInlineScriptHashes(join(app.config.miniappDist, 'index.html'));
  const directives: Record<string, Iterable<string | ((req: IncomingMessage) => string)>> = {
    ...BASE_CSP,
    'script-src': [
      ...BASE_CSP['script-src']!,
      // Pages only: an asset's CSP is dropped below, so it needs no file check.
      (req) => {
        const url = req.url ?? '/';
        if (isSubresourceAssetPath(url)) return '';
        return (isMiniappPath(url) ? miniappScripts() : webScripts()).join(' ');
      },
    ],
    'frame-ancestors': [(req) => FRAME_ANCESTORS[framePolicyOf(req.url ?? '/')]],
  };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: OPENER_POLICY },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Require-corp would block the frames and images an operator's backend brings.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below: per path, and only outside localhost.
    xFrameOptions: false,
    strictTransportSecurity: false,
  });
  // After helmet's hooks (the register above is awaited), so these settle what depends on the request.
  app.addHook('onRequest', async (request, reply) => {
    if (isSubresourceAssetPath(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      return;
    }
    const frameOptions = X_FRAME_OPTIONS[framePolicyOf(request.url)];
    if (frameOptions) reply.header('x-frame-options', frameOptions);
    const opener = openerPolicyOf(request.url);
    // Helmet wrote its value on the raw response; a reply header replaces it when sent.
    if (opener !== OPENER_POLICY) reply.header('cross-origin-opener-policy', opener);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!isLocalHostname(hostnameOf(request))) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

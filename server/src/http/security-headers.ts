/**
 * Security headers on every response: CSP (`object-src 'none'`, `base-uri 'none'`,
 * `frame-ancestors 'none'` — except under the miniapp path, which Telegram must be able to
 * frame, and the embeddable sign-in/sign-up forms, which our own pages may frame), nosniff,
 * Referrer-Policy, and HSTS outside localhost.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Origins allowed to frame the miniapp (Telegram Web and its other web clients). */
export const TELEGRAM_FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** The path prefix of the miniapp build. */
export const MINIAPP_PATH = '/miniapp';

/** CSP directives shared by every page; `frame-ancestors` is added per path. */
export const BASE_CSP: Readonly<Record<string, readonly string[]>> = {
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

/** Serialises CSP directives. */
export function buildCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const PAGE_CSP = buildCsp({ ...BASE_CSP, 'frame-ancestors': ["'none'"] });
const MINIAPP_CSP = buildCsp({ ...BASE_CSP, 'frame-ancestors': TELEGRAM_FRAME_ANCESTORS });
const FORM_FRAME_CSP = buildCsp({ ...BASE_CSP, 'frame-ancestors': ["'self'"] });

/**
 * True for `/forms/sign_in` and `/forms/sign_up`, with or without a locale prefix (§2.2): they
 * are made to be embedded, and only talk to a parent of our own origin.
 */
export function isFormFramePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^(\/[a-z]{2}(-[a-z]{2})?)?\/forms\/sign_(in|up)\/?$/i.test(path);
}

/** True for localhost, 127.0.0.0/8 and ::1 (plain http is fine there; no HSTS). */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h)
  );
}

/** True when the request path is the miniapp (framed by Telegram). */
export function isMiniappPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === MINIAPP_PATH || path.startsWith(`${MINIAPP_PATH}/`);
}

function hostnameOf(request: FastifyRequest): string {
  try {
    return request.hostname;
  } catch {
    return '';
  }
}

/** Adds the security headers to every response. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const miniapp = isMiniappPath(request.url);
    const form = !miniapp && isFormFramePath(request.url);
    reply.header(
      'content-security-policy',
      miniapp ? MINIAPP_CSP : form ? FORM_FRAME_CSP : PAGE_CSP,
    );
    // frame-ancestors supersedes X-Frame-Options; the header still guards old browsers.
    if (!miniapp) reply.header('x-frame-options', form ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (!isLocalHostname(hostnameOf(request))) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/**
 * Which system page an error shows (spec §4 "Page error mapping", §2.1, §2.3, §8): banned user
 * → user blocked; application disabled/unavailable → maintenance (503); any 403 → forbidden;
 * 404 → not found; anything else → not found. Bots get no error page.
 */
import { ApiError, MissingLocaleConfigError, RouteValidationError } from '../errors.ts';

/** The system pages of §2.3 an error can lead to; 'error' is the errors slot for fatal 500s. */
export type SystemPage = 'userBlocked' | 'maintenance' | 'forbidden' | 'notFound' | 'error';

/** The page to render for an error, with the HTTP status the page answers with. */
export interface PageError {
  page: SystemPage;
  statusCode: number;
  /** True when rendering must stop (route validation, missing locale configuration). */
  fatal: boolean;
  message?: string;
}

/** Maps any thrown value (or a plain `{statusCode, data: {type}}` error object, §3) to a page. */
export function pageErrorOf(error: unknown): PageError {
  if (error instanceof RouteValidationError)
    return { page: 'notFound', statusCode: 404, fatal: true, message: error.message };
  if (error instanceof MissingLocaleConfigError)
    return { page: 'error', statusCode: 500, fatal: true, message: error.message };
  const { statusCode, type } = shapeOf(error);
  if (type === 'UserBannedException') return { page: 'userBlocked', statusCode: 403, fatal: false };
  if (type === 'ApplicationDisabledException' || type === 'ApplicationUnavailableException')
    return { page: 'maintenance', statusCode: 503, fatal: false };
  if (statusCode === 403) return { page: 'forbidden', statusCode: 403, fatal: false };
  return { page: 'notFound', statusCode: 404, fatal: false };
}

/** Search engine and link-preview crawlers. Headless browsers and Lighthouse are not bots here. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|adsbot|bingpreview|facebookexternalhit|facebookcatalog|embedly|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|yandex(?:images|metrika)|baiduspider|petalsearch/i;

/** True when the user agent belongs to a crawler or link-preview fetcher. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  // Phone brand "Cubot" is a person, not a crawler.
  return BOT_PATTERN.test(userAgent.replace(/cubot/gi, ''));
}

/** The page for a visitor: null (no error page) for bots, otherwise `pageErrorOf(error)`. */
export function errorPageFor(
  error: unknown,
  userAgent: string | null | undefined,
): PageError | null {
  return isBotUserAgent(userAgent) ? null : pageErrorOf(error);
}

function shapeOf(error: unknown): { statusCode?: number; type?: string } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, type: error.type };
  if (typeof error !== 'object' || error === null) return {};
  const { statusCode, data } = error as { statusCode?: unknown; data?: unknown };
  const type =
    typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return {
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    type: typeof type === 'string' ? type : undefined,
  };
}

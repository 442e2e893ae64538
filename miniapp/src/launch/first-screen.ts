/**
 * Home's first screen, asked for by the page before the app's code is in. The page's inline
 * launch script (index.html) signs in and reads the locales while the scripts download; this
 * one, bundled into the page right after it (vite.config.ts), takes the sign-in's token and the
 * start locale from it and asks for what a launch into home draws first — the site's general
 * info, the player, the banners, the categories and home's rows — with the very addresses and
 * headers of the app's API client, then starts the hero's image as soon as the banners answer.
 * The app takes those answers over (`adoptEarlyRequests`); on a phone the first screen's
 * answers and its largest image then arrive beside the app's code instead of after it.
 *
 * Only for a launch into home (the Mini App's root, no start parameter opening a game), and
 * only for a signed-in player: the answers the app would not ask for cost requests for nothing.
 */
import { serializeParams } from '@croupier/core/api';
import { account, metadata } from '@croupier/core/refs';
import {
  API_VERSION,
  CLIENT_MARKER_HEADER,
  HERO_CALL,
  HOME_CALLS,
  firstBannerImage,
} from '@croupier/web/first-screen';
import { MINIAPP_BASE, MINIAPP_VERSION } from '../version.ts';
import type { EarlyRequest } from './early-requests.ts';
import { parseStartParam } from './start-param.ts';

/** What the inline launch script leaves for this one (a global: no module has run yet). */
export interface PageLaunch {
  /** The sign-in's answer. */
  signIn: Promise<Response>;
  /** The locale the app starts in (null when the locales did not answer). */
  locale: Promise<string | null>;
  /** `start_param` of the signed init data. */
  startParam: string | null;
}

/** Where the inline script leaves its {@link PageLaunch}. */
export const PAGE_LAUNCH_KEY = '__croupierLaunch';

/** A GET call's address as core's API client writes it (`createApiClient`'s `urlFor`). */
export function callUrl(path: string, params: unknown, locale: string): string {
  const query = serializeParams(params);
  query.set('v', String(API_VERSION));
  query.set('locale', locale);
  return `${path}?${query.toString()}`;
}

/** Whether a launch at `pathname` opens home: the app's root, and no game to open. */
export function opensHome(pathname: string, startParam: string | null): boolean {
  const root = pathname === MINIAPP_BASE || pathname === `${MINIAPP_BASE}/`;
  return root && parseStartParam(startParam)?.kind !== 'game';
}

/**
 * The calls of home's first screen: `player` when the answer depends on who asks, `hero` for
 * the banners (whose first image is the screen's LCP).
 */
function firstScreenCalls(locale: string): { url: string; player: boolean; hero: boolean }[] {
  return [
    // The site's, the same for every visitor: the app may ask before it has the token.
    { url: callUrl(metadata.getgeneralinfo.path, {}, locale), player: false, hero: false },
    { url: callUrl(account.getInfo.path, {}, locale), player: true, hero: false },
    ...HOME_CALLS.map((call) => ({
      url: callUrl(call.method.path, call.params, locale),
      player: true,
      hero: call === HERO_CALL,
    })),
  ];
}

/** Statuses whose response has no body (a `Response` with one would throw). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The answer read to its end: an answer the app never takes (it asked first) would otherwise
 * hold its connection open for as long as the page lives.
 */
async function readToEnd(response: Response): Promise<Response> {
  const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

async function jsonOf(answer: Promise<Response>): Promise<Record<string, unknown> | null> {
  const response = await answer;
  if (!response.ok) return null;
  const body: unknown = await response.clone().json();
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

/** Starts the hero's image as the app's preload will (web's `preloadFirstBanner`). */
function preloadHero(doc: Document, banners: unknown): void {
  const image = firstBannerImage(banners as Parameters<typeof firstBannerImage>[0]);
  if (!image) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.src;
  link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/** The effects of {@link askFirstScreen}. */
export interface FirstScreenEnv {
  fetch: typeof globalThis.fetch;
  document: Document;
  pathname: string;
  /** Whether the app has started (it took the list): it then asks for its screen itself. */
  appStarted(): boolean;
}

/**
 * Asks for home's first screen once the sign-in and the locale are in, adding each request to
 * `early` (the list the app adopts from). Resolves when every request is made (never rejects).
 */
export async function askFirstScreen(
  launch: PageLaunch,
  early: EarlyRequest[],
  env: FirstScreenEnv,
): Promise<void> {
  if (!opensHome(env.pathname, launch.startParam)) return;
  try {
    const [locale, signedIn] = await Promise.all([launch.locale, jsonOf(launch.signIn)]);
    const token = (signedIn?.data as { token?: unknown } | undefined)?.token;
    if (!locale || typeof token !== 'string' || !token || env.appStarted()) return;
    const auth = `Bearer ${token}`;
    for (const { url, player, hero } of firstScreenCalls(locale)) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        [CLIENT_MARKER_HEADER]: `miniapp/${MINIAPP_VERSION}`,
      };
      if (player) headers.Authorization = auth;
      const answer = env.fetch(url, { headers, credentials: 'omit' }).then(readToEnd);
      answer.catch(() => {});
      early.push({
        method: 'GET',
        url,
        body: null,
        answer,
        exact: true,
        auth: player ? auth : undefined,
      });
      if (hero) {
        jsonOf(answer)
          .then((body) => preloadHero(env.document, body?.data))
          .catch(() => {});
      }
    }
  } catch {
    // No sign-in, no locale: the app asks for everything itself.
  }
}

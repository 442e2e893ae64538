/**
 * The server entry (DESIGN §5a): renders a public route to HTML with React 19's streaming
 * renderer, for the server's page handler (server/src/routes/server-render.ts). Built as its
 * own bundle (`vite build --ssr`); the server loads it at run time, or from source in tests.
 *
 * Everything request-specific lives in the request's own platform (stores, SWR answers, head):
 * nothing is kept in module state between requests. Data comes through core's API client from
 * the operator API at `apiBase` with the request's `fetch` (in-process by default).
 */
import { PassThrough, Transform, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app/App.tsx';
import { boot } from './app/boot.ts';
import { createWebPlatform, type Platform } from './app/platform.ts';
import { memoryNavigation } from './app/navigation.ts';
import { serverNavigation } from './ssr/server-navigation.ts';
import { memoryCookies } from './app/browser-cookies.ts';
import { serverSsrCache } from './app/ssr-cache.ts';
import { messagesPath } from './app/endpoints.ts';
import { resolveLocation } from './router/resolve-location.ts';
import { isServerRendered } from './ssr/server-routes.ts';
import { fetchPreloads, pageHead, type HeadInput } from './ssr/page-head.ts';
import { APP_START_ID } from './ssr/app-start.ts';
import { SSR_DATA_ID, type SsrPayload } from './ssr/ssr-payload.ts';
import { scriptJson } from '@croupier/core/format';
import { matchRoute, type RouteMatch } from '@croupier/core/routing';
import { createMemoryStorage } from '@croupier/core/state';
import { HttpError } from './errors.ts';
import { ServerHtmlSanitizer } from './ui/server-html-sanitizer.ts';

/** One page request. */
export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** Our public origin (canonical links, in-app addresses). */
  origin: string;
  /** The request's cookies (locale and theme; the session is not used: guest-safe frame). */
  cookies: Readonly<Record<string, string>>;
  userAgent: string;
  /** The request's host, for the host's SEO settings. */
  host: string;
  /** Fetches from the operator API; `apiBase` (an origin, or '') is put before every path. */
  fetch: typeof globalThis.fetch;
  apiBase: string;
  /** The built index.html: the page around the rendered app. */
  template: string;
  /**
   * Sanitises backend HTML (content pages, descriptions) for the page; without it that HTML
   * is left to the browser. The server's own: the web brings no sanitiser to the server.
   */
  sanitizeHtml?: (html: string) => string;
  log?: (error: unknown) => void;
}

/** What to answer. */
export type RenderAnswer =
  /** Not a server-rendered route (the cashier, the profile …): serve the app shell. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: number; body: Readable };

const noop = () => {};

/** Where every locale's messages are served: the page leaves them to the browser (`render`). */
const MESSAGES = messagesPath('');

/** The request's platform: memory location, cookies and storage; no browser anywhere. */
function serverPlatform(request: RenderRequest, record: Record<string, string>) {
  const log = request.log ?? noop;
  let recording = true;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await request.fetch(input, init);
    const url = String(input);
    const path = url.startsWith(request.apiBase) ? url.slice(request.apiBase.length) : url;
    // The start-up's answers go into the page so the browser's start-up does not fetch them;
    // the locale's messages excepted (`render`: the head preloads them instead).
    if (
      recording &&
      !path.startsWith(MESSAGES) &&
      response.ok &&
      (!init?.method || init.method === 'GET')
    ) {
      record[path] = await response.clone().text();
    }
    return response;
  };
  const ssr = serverSsrCache(log);
  const platform: Platform = createWebPlatform({
    origin: request.origin,
    baseUrl: request.apiBase,
    fetch,
    storage: createMemoryStorage(),
    cookies: memoryCookies({ ...request.cookies }),
    navigation: serverNavigation(request.url),
    isFramed: () => false,
    userAgent: () => request.userAgent,
    log,
    applyTheme: noop,
    analytics: { track: noop, identify: noop, anonymize: noop },
    ssr,
  });
  return { platform, ssr, recordAnswers: (on: boolean) => void (recording = on) };
}

/** Renders `request.url`; resolves once the whole page is ready (head and status known). */
export async function render(request: RenderRequest): Promise<RenderAnswer> {
  const record: Record<string, string> = {};
  const { platform, ssr, recordAnswers } = serverPlatform(request, record);
  const { stores } = platform;
  let i18n;
  try {
    i18n = await boot(platform, {}, { session: false });
  } catch {
    // No locale configuration: the browser shows the fatal page.
    return { kind: 'shell' };
  }
  recordAnswers(false);
  // The locale's messages stay out of the page (the recorder above skips them): 13 KB of a
  // home page's 30 KB (brotli), the same on every page. The app's start template preloads them,
  // so the browser fetches them beside the entry script and keeps them (HTTP cache, service
  // worker) for its next pages; without them the document fits in TCP's first window and the
  // first banner is asked for a round trip sooner.
  const messages = messagesPath(stores.locale.state.current);
  const here = platform.navigation.current();
  const requested = memoryNavigation(request.url).current();
  // The locale cookie's language on an unprefixed address: its localized address.
  if (here.pathname !== requested.pathname || here.search !== requested.search)
    return { kind: 'redirect', status: 302, location: `${here.pathname}${here.search}` };

  // The player's own pages (cashier, profile …) are the browser's, guards included: a
  // signed-in player must not be sent to sign in by a server that renders everyone as a guest.
  let match: RouteMatch | null = null;
  try {
    match = matchRoute(here.pathname, stores.locale.state.config);
  } catch {
    // A failed validation: the resolution below answers it with a 404.
  }
  if (match && !isServerRendered(match.route.name)) return { kind: 'shell' };

  const resolution = resolveLocation({
    location: here,
    config: stores.locale.state.config,
    user: null,
    redirects: stores.settings.state.cms?.redirects ?? [],
    origin: platform.origin,
  });
  if (resolution.kind === 'redirect')
    return { kind: 'redirect', status: 302, location: resolution.to };
  if (resolution.kind === 'leave')
    return { kind: 'redirect', status: 302, location: resolution.url };

  let status = resolution.kind === 'route' ? 200 : 404;
  const html = await new Promise<Readable>((resolve, reject) => {
    const app = (
      <ServerHtmlSanitizer value={request.sanitizeHtml ?? null}>
        <App platform={platform} booted={i18n} />
      </ServerHtmlSanitizer>
    );
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, however large: React's reveal of an outlined one is an inline
      // script, which the page's CSP refuses (and the page waits for all data anyway).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        const out = new PassThrough();
        stream.pipe(out);
        resolve(out);
      },
      onShellError: reject,
      onError: (error: unknown) => {
        // A failed load inside a screen: the browser renders that part; a missing page is a 404.
        if (error instanceof HttpError && error.status === 404) status = 404;
        else platform.log(error);
      },
    });
  });
  if (ssr.head?.status) status = ssr.head.status;

  const input: HeadInput = {
    platform,
    pathname: here.pathname,
    host: request.host,
    title: ssr.head?.title ?? null,
    card: ssr.head?.card ?? null,
    thing: ssr.head?.thing ?? null,
    status,
    // The first banner needs no preload of its own: React preloads the image it renders with
    // fetchPriority="high" (a second tag here made the browser read two for one image).
    preload: ssr.head?.preload ?? [],
  };
  // The head's answers (the page's SEO metadata, the host's SEO settings) go into the page
  // too: the browser's SEO service starts from them instead of asking again.
  recordAnswers(true);
  const head = await pageHead(input, (key, fallback) => i18n.t(key, { defaultValue: fallback }));
  recordAnswers(false);
  const payload: SsrPayload = { boot: record, answers: ssr.answers };
  const [before, after] = splitTemplate(
    request.template,
    stores.locale.state.current,
    head,
    fetchPreloads([messages]),
  );
  const tail = `${after[0]}<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(payload)}</script>${after[1]}`;

  let started = false;
  const body = new Transform({
    transform(chunk, _encoding, done) {
      if (!started) {
        started = true;
        this.push(before);
      }
      done(null, chunk);
    },
    flush(done) {
      if (!started) this.push(before);
      this.push(tail);
      done();
    },
  });
  html.pipe(body);
  return { kind: 'page', status, body };
}

/**
 * The template cut around `<div id="root">`'s content, with the page's language and head, and
 * `start` (preloads the app's start fetches) in the app's start template:
 * [before the app, [after the app up to the data script, the rest]].
 */
function splitTemplate(
  template: string,
  locale: string,
  head: string,
  start: string,
): [string, [string, string]] {
  const startTag = `<template id="${APP_START_ID}">`;
  const withHead = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${head}</head>`)
    .replace(startTag, `${startTag}${start}`);
  if (!withHead.includes(startTag)) throw new Error(`The template has no ${startTag}`);
  const marker = '<div id="root"></div>';
  const at = withHead.indexOf(marker);
  if (at === -1) throw new Error('The template has no <div id="root"></div>');
  const before = `${withHead.slice(0, at)}<div id="root">`;
  const rest = withHead.slice(at + marker.length);
  return [before, ['</div>', rest]];
}

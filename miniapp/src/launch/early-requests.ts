/**
 * The requests the page's inline scripts make before the app's code has arrived (index.html):
 * the Telegram sign-in and the site's locales, which every launch asks first; once the locales
 * are in, the messages and CMS config of the locale the app will start in; and once the player
 * is signed in too, home's first screen (./first-screen.ts). The app's fetch takes each answer
 * over instead of asking again — once, and only for the very same request (method, path and
 * body; the query and the token where the request says so); anything else, or a second ask,
 * goes to the network. So a launch signs in and loads its first screen while its scripts
 * download instead of after them, and a script that missed (no launch data, an old page) costs
 * nothing but its own request.
 */

/** One request the inline script made: what it asked and the answer on its way. */
export interface EarlyRequest {
  method: string;
  url: string;
  body: string | null;
  answer: Promise<Response>;
  /**
   * Taken only for the same query too (home's calls: one path, a query per row); otherwise
   * the path decides (the sign-in's query carries the locale only once the app knows it).
   */
  exact?: boolean;
  /** The `Authorization` it was asked with: taken only by a request with the same one. */
  auth?: string;
}

/** Where the inline script leaves its requests (a global: it runs before any module). */
export const EARLY_REQUESTS_KEY = '__croupierEarly';

/**
 * Takes the inline script's requests off the window (an empty list when it made none). The
 * list itself: the script adds to it when the locales answer.
 */
export function takeEarlyRequests(win: Record<string, unknown> = window as never): EarlyRequest[] {
  const early = win[EARLY_REQUESTS_KEY];
  delete win[EARLY_REQUESTS_KEY];
  return Array.isArray(early) ? (early as EarlyRequest[]) : [];
}

function addressOf(url: string): URL {
  return new URL(url, 'http://early.invalid');
}

function authOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

function bodyOf(body: BodyInit | null | undefined): string | null | undefined {
  if (body === null || body === undefined) return null;
  // Only a text body can be compared; any other never matches.
  return typeof body === 'string'
    ? body
    : body instanceof URLSearchParams
      ? body.toString()
      : undefined;
}

/**
 * `fetch` that answers a request the inline script already made with that script's answer.
 * `early` is read at each request, so what the script adds later is taken over too.
 */
export function adoptEarlyRequests(
  fetch: typeof globalThis.fetch,
  early: EarlyRequest[],
): typeof globalThis.fetch {
  return (input, init) => {
    if (early.length > 0 && typeof input === 'string') {
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = bodyOf(init?.body);
      const address = addressOf(input);
      const index = early.findIndex((request) => {
        const asked = addressOf(request.url);
        return (
          request.method === method &&
          asked.pathname === address.pathname &&
          (!request.exact || asked.search === address.search) &&
          (request.auth === undefined || request.auth === authOf(init)) &&
          request.body === body
        );
      });
      if (index >= 0) return early.splice(index, 1)[0]!.answer;
    }
    return fetch(input, init);
  };
}

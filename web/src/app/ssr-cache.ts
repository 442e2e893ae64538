/**
 * Page data of one server-rendered request (DESIGN §5a). On the server every answer a screen
 * reads is loaded once and kept by its SWR key; the answers are serialised into the page, and
 * in the browser they are the hydrating render's data and the first fetch of each key, so
 * hydration neither refetches nor flashes. One cache per request or page: never module state.
 */

/** A link's preview card (Open Graph, Twitter): what a shared game or tournament shows. */
export interface ShareCard {
  title: string;
  description?: string;
  /** Absolute or root-relative address of the picture. */
  image?: string;
}

/** The first banner's image, preloaded from the head (the home page's LCP element). */
export interface ImagePreload {
  href: string;
  srcset?: string;
  /** The media query the image is for (a `<picture>` source). */
  media?: string;
}

/**
 * What a page shows, for its JSON-LD (schema.org): a game and its studio, or an event with
 * its dates (a tournament; a promotion has none, so it is no Event).
 */
export type PageThing =
  { kind: 'game'; provider: string } | { kind: 'event'; startDate: string; endDate: string };

/** What the screens of a server render report for the page's head and HTTP status. */
export interface ServerHead {
  /** The system page's status (404, 403, 503); null for a normal page. */
  status: number | null;
  /** The screen's "Title — Site". */
  title: string | null;
  card: ShareCard | null;
  thing: PageThing | null;
  preload: readonly ImagePreload[];
}

/** The answers of one page, by SWR key (`unstable_serialize`). */
export interface SsrCache {
  readonly answers: Record<string, unknown>;
  /** Server only: what the screens reported while rendering. */
  head?: Readonly<ServerHead>;
  /** Server only: a screen's part of the head (its title, status, card, preload). */
  report?(part: Partial<ServerHead>): void;
  /** Server only: keys whose load failed, with the error (not sent to the browser). */
  failed?: Map<string, unknown>;
  /**
   * Server only: loads `key` once (later calls share the promise); a failure is logged and
   * leaves no answer, so the browser loads it itself.
   */
  load?(key: string, fetch: () => Promise<unknown>): Promise<void>;
  /** Browser only (`main.tsx`): keys whose recorded answer was handed out already. */
  taken?: Set<string>;
  /**
   * Browser only: while true, the answers `preloadApi` gets are recorded in `answers` — a
   * start-up that draws in the browser (the Mini App) asks for its first screen's answers
   * before it draws, and the first render starts from them, as a hydrating one starts from the
   * server's. Set to false when the app is drawn: an answer arriving later is the screen's own.
   */
  collect?: boolean;
}

/** The cache a server render fills. */
export function serverSsrCache(log: (error: unknown) => void): SsrCache {
  const answers: Record<string, unknown> = {};
  const failed = new Map<string, unknown>();
  const pending = new Map<string, Promise<void>>();
  const head: ServerHead = { status: null, title: null, card: null, thing: null, preload: [] };
  return {
    answers,
    failed,
    head,
    report: (part) => void Object.assign(head, part),
    load(key, fetch) {
      let loading = pending.get(key);
      if (!loading) {
        loading = fetch().then(
          (value) => {
            answers[key] = value;
          },
          (error: unknown) => {
            failed.set(key, error);
            log(error);
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
  };
}

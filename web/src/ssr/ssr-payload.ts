/** The data a server-rendered page carries for its hydration (`entry-server.tsx`, `main.tsx`). */

/** The id of the `<script type="application/json">` holding the payload. */
export const SSR_DATA_ID = 'ssr-data';

/** What the page carries. */
export interface SsrPayload {
  /**
   * GET answers by URL path, each handed out once: the start-up's (locales, messages, CMS config,
   * general info) and the head's (page metadata, the host's SEO settings).
   */
  boot: Record<string, string>;
  /** The screens' answers by SWR key (`app/ssr-cache.ts`). */
  answers: Record<string, unknown>;
}

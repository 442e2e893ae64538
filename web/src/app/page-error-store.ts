/**
 * A system page that replaces every route (spec §2.3, §8): a banned player sees "user blocked",
 * a disabled application "maintenance", any 403 "forbidden". Set from failed API calls.
 */
import { errorPageFor, type PageError } from '@croupier/core/error-handling';
import { proxy } from 'valtio/vanilla';

/** What the UI reads. */
export interface PageErrorState {
  error: PageError | null;
}

/** The error types that take over the whole site rather than one screen. */
const SITE_WIDE = new Set(['userBlocked', 'maintenance', 'forbidden']);

/** Creates the store; `userAgent` decides whether error pages show at all (not for bots). */
export function createPageErrorStore(userAgent: () => string) {
  const state = proxy<PageErrorState>({ error: null });
  return {
    state,
    /** Shows the system page an API error stands for, when it is a site-wide one; answers it. */
    report(error: unknown): PageError | null {
      const page = errorPageFor(error, userAgent());
      if (!page || !SITE_WIDE.has(page.page)) return null;
      state.error = page;
      return page;
    },
    /** Back to the normal pages (e.g. after a navigation or a retry). */
    clear() {
      state.error = null;
    },
  };
}

/** The page error store's shape. */
export type PageErrorStore = ReturnType<typeof createPageErrorStore>;

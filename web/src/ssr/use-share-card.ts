/** A screen's link preview (Open Graph, Twitter) for the server-rendered head. */
import { usePlatform } from '../app/platform-context.ts';
import type { ShareCard } from '../app/ssr-cache.ts';

/**
 * Reports what a shared link to this screen shows — its name and picture — to the server
 * render (`ssr/page-head.ts`); nothing in the browser, where no crawler reads the head.
 */
export function useShareCard(card: ShareCard | null): void {
  const report = usePlatform().ssr?.report;
  if (card && report) report({ card });
}

import { useMemo, useSyncExternalStore, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/** Props of {@link SafeHtml}: a div's, with the HTML to show instead of children. */
export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the backend; trusted by no one, sanitised here whatever the server did. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The one place the web inserts HTML from the backend (content pages, campaign popups, game,
 * tournament, jackpot, offer and loyalty descriptions): DOMPurify with the contract's
 * allow-list, since operators bring their own backend. Not re-exported from ui/index.ts so
 * that DOMPurify stays in the lazy screens that use it, out of the entry chunk.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  // The sanitiser needs a DOM, which a server render has not: there the block is empty, and
  // a hydrating browser renders it empty too (React keeps server markup of an inner HTML it
  // disagrees with), then fills it in. A browser rendering on its own fills it at once.
  const inBrowser = useSyncExternalStore(subscribeToNothing, browserSnapshot, serverSnapshot);
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const subscribeToNothing = () => () => {};
const browserSnapshot = () => true;
const serverSnapshot = () => false;

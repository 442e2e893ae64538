import { use, useMemo, useSyncExternalStore, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';
import { ServerHtmlSanitizer } from './server-html-sanitizer.ts';

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
  // DOMPurify needs a DOM, which a server render has not: there the server's own sanitiser
  // (ServerHtmlSanitizer) fills the block, so the text is in the HTML without JS. A hydrating
  // browser renders it empty at first and React keeps the server's markup (an inner HTML is
  // not patched while hydrating; the warning is suppressed), then DOMPurify's copy replaces
  // it: the browser never trusts the server's sanitising. A browser rendering on its own
  // fills it at once.
  const onServer = use(ServerHtmlSanitizer);
  const inBrowser = useSyncExternalStore(subscribeToNothing, browserSnapshot, serverSnapshot);
  const clean = useMemo(
    () => (inBrowser ? sanitizeHtml(html) : (onServer?.(html) ?? '')),
    [html, inBrowser, onServer],
  );
  return <div {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />;
}

const subscribeToNothing = () => () => {};
const browserSnapshot = () => true;
const serverSnapshot = () => false;

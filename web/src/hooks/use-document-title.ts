/** The document title of a screen: "Title — Croupier". */
import { useEffect } from 'react';
import { setDocumentTitle } from '../app/document-title.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';

/**
 * Sets the screen's title while it shows ("Title — Site", or the site name for an empty one);
 * a page's SEO title from metadata still outranks it (app/document-title.ts).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const site = t('common.appName', 'Croupier');
  // On the server effects never run: the title goes to the page's head instead.
  usePlatform().ssr?.report?.({ title: title ? `${title} — ${site}` : site });
  useEffect(() => {
    setDocumentTitle(document, 'screen', title ? `${title} — ${site}` : site);
  }, [title, site]);
}

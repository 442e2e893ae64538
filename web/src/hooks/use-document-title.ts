/** The document title of a screen: "Title — Croupier". */
import { useEffect } from 'react';
import { setDocumentTitle } from '../app/document-title.ts';
import { useTranslation } from '../i18n/i18n-context.ts';

/**
 * Sets the screen's title while it shows ("Title — Site", or the site name for an empty one);
 * a page's SEO title from metadata still outranks it (app/document-title.ts).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const site = t('common.appName', 'Croupier');
  useEffect(() => {
    setDocumentTitle(document, 'screen', title ? `${title} — ${site}` : site);
  }, [title, site]);
}

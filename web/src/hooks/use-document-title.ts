/** The document title of a screen: "Title — Croupier". */
import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';

/** Sets the title while the screen shows; an empty title leaves the site name alone. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const site = t('common.appName', 'Croupier');
  useEffect(() => {
    document.title = title ? `${title} — ${site}` : site;
  }, [title, site]);
}

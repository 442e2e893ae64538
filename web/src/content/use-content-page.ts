/** A content page of the CMS (`/{slug}`, §2.2) in the current locale. */
import type { contract } from '@croupier/core';
import { cms } from '@croupier/core/contract';
import type { SWRResponse } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { useHydratedSWR } from '../app/use-api.ts';

type ContentPage = contract.cms.ContentPage;

/** The page `slug`; a missing page fails with HttpError 404 (shown as Not found). */
export function useContentPage(slug: string): SWRResponse<ContentPage> {
  const platform = usePlatform();
  const { locale } = useLocale();
  const path = cms.cmsPagePath(locale, slug);
  return useHydratedSWR<ContentPage>(path, () => platform.fetchJson<ContentPage>(path));
}

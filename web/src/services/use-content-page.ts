/** A content page of the CMS (`/{slug}`, §2.2) in the current locale. */
import type { contract } from '@croupier/core';
import { cms } from '@croupier/core/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useLocale } from '../hooks/use-locale.ts';

type ContentPage = contract.cms.ContentPage;

/** The page `slug`; a missing page fails with HttpError 404 (shown as Not found). */
export function useContentPage(slug: string): SWRResponse<ContentPage> {
  const { locale } = useLocale();
  return useSWR<ContentPage>(cms.cmsPagePath(locale, slug));
}

/** The content system: CMS config per locale, content pages and SEO settings by host. */
export { registerCms } from './cms-routes.ts';
export { loadCmsContent, cmsDirOf, DEFAULT_CMS_DIR } from './cms-content.ts';
export type { CmsContent } from './cms-content.ts';
export { REQUIRED_PAGES, cmsPageSource, cmsPagesFile } from './cms-page.ts';
export { seoFile, seoLocaleMeta } from './seo-content.ts';
export type { SeoFile, SeoLocaleMeta } from './seo-content.ts';
export { seoSettingsFor, isMirrorHost, isValidHost, normaliseHost } from './seo-settings-for.ts';
export { sanitizeHtml, isSafeHref } from './sanitize-html.ts';

/** The content system: CMS config per locale, content pages and SEO settings by host. */
export { registerCms } from './cms-routes.ts';
export { cmsDirOf, DEFAULT_CMS_DIR } from './cms-content.ts';
export type { CmsContent } from './cms-content.ts';
export type { SeoFile, SeoLocaleMeta } from './seo-content.ts';
export { sanitizeHtml, isSafeHref } from './sanitize-html.ts';

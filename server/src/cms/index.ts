/** The content system: CMS config per locale, content pages and SEO settings by host. */
export { registerCms } from './cms-routes.ts';
export { cmsDirOf } from './cms-content.ts';
export { sanitizeHtml } from './sanitize-html.ts';

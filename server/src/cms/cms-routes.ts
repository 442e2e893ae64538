/**
 * The content system's endpoints (DESIGN §2 "other endpoints", spec §7 "Other calls"):
 *
 *   GET /nfx/cms/config/{locale}        core's cmsConfig for the locale (404 when unknown)
 *   GET /nfx/cms/pages/{locale}/{slug}  core's contentPage
 *   GET /nfx/seo?host={host}            core's seoSettings for the host (default: the request's)
 *
 * Their Cache-Control and ETag come from http/cacheable-reads.ts (content: shared, revalidated).
 * The content is loaded and validated when the routes are mounted: a broken content file makes
 * `buildApp` throw CmsContentError, so the server does not start. It is read again on request
 * (routes/content-reload.ts), on every instance.
 */
import type { FastifyInstance } from 'fastify';
import { cms } from '@croupier/core/contract';
import { matchLocale } from '../content/locales.ts';
import { ServerError } from '../errors.ts';
import { loadCmsContent, type CmsContent } from './cms-content.ts';
import { isValidHost, seoSettingsFor } from './seo-settings-for.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated content system (CMS config per locale, pages, SEO). */
    cms: CmsContent;
  }
}

/**
 * Loads the content of `dir` (throwing on a broken file), decorates `app.cms`, mounts the routes.
 * The result reads the folder again and swaps the content in (throwing, and keeping what it
 * had, when a file is broken): routes and readers of `app.cms` see the new content at once.
 */
export function registerCms(app: FastifyInstance, dir: string): () => void {
  app.decorate('cms', loadCmsContent(dir));

  const known = (requested: string): string => {
    const code = matchLocale(requested);
    if (!code || !app.cms.configs.has(code)) {
      throw new ServerError('MethodNotFoundException', `Unknown locale ${requested}`);
    }
    return code;
  };

  app.get<{ Params: { locale: string } }>(cms.CMS_CONFIG_ROUTE, async (request) =>
    app.cms.configs.get(known(request.params.locale))!,
  );

  app.get<{ Params: { locale: string; slug: string } }>(cms.CMS_PAGE_ROUTE, async (request) => {
    const page = app.cms.pages.get(known(request.params.locale))?.get(request.params.slug);
    if (!page) throw new ServerError('MethodNotFoundException', 'Page not found');
    return page;
  });

  app.get<{ Querystring: { host?: string } }>(cms.SEO_SETTINGS_PATH, async (request) => {
    const host = request.query.host ?? request.host;
    if (typeof host !== 'string' || !isValidHost(host)) {
      throw new ServerError('InvalidParameterException', 'Invalid host', {
        invalidParameters: { host: 'Invalid host' },
      });
    }
    return seoSettingsFor(app.cms.seo, host);
  });

  return () => {
    app.cms = loadCmsContent(dir);
  };
}

/**
 * The content system's endpoints (DESIGN §2 "other endpoints", spec §7 "Other calls"):
 *
 *   GET /nfx/cms/config/{locale}        core's cmsConfig for the locale (404 when unknown)
 *   GET /nfx/cms/pages/{locale}/{slug}  a content page: {slug, locale, title, description, html}
 *   GET /nfx/seo?host={host}            core's seoSettings for the host (default: the request's)
 *
 * The content is loaded and validated once, when the routes are mounted: a broken content
 * file makes `buildApp` throw CmsContentError, so the server does not start.
 */
import type { FastifyInstance } from 'fastify';
import { matchLocale } from '../content/locales.ts';
import { ServerError } from '../errors.ts';
import { loadCmsContent, resolveCmsDir, type CmsContent } from './cms-content.ts';
import { isValidHost, seoSettingsFor } from './seo-settings-for.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated content system (CMS config per locale, pages, SEO). */
    cms: CmsContent;
  }
}

/** Path of the CMS config of a locale. */
export const cmsConfigPath = (locale: string) => `/nfx/cms/config/${encodeURIComponent(locale)}`;
/** Path of a content page. */
export const cmsPagePath = (locale: string, slug: string) =>
  `/nfx/cms/pages/${encodeURIComponent(locale)}/${encodeURIComponent(slug)}`;
/** Path of the SEO settings lookup. */
export const SEO_SETTINGS_PATH = '/nfx/seo';

/** Options of registerCms. */
export interface CmsOptions {
  /** Content folder; default CONTENT_DIR or server/content/cms. */
  dir?: string;
}

/** Loads the content (throwing on a broken file), decorates `app.cms` and mounts the routes. */
export function registerCms(app: FastifyInstance, options: CmsOptions = {}): void {
  const content = loadCmsContent(options.dir ?? resolveCmsDir());
  app.decorate('cms', content);

  const known = (requested: string): string => {
    const code = matchLocale(requested);
    if (!code || !content.configs.has(code)) {
      throw new ServerError('MethodNotFoundException', `Unknown locale ${requested}`);
    }
    return code;
  };

  app.get<{ Params: { locale: string } }>('/nfx/cms/config/:locale', async (request, reply) => {
    const config = content.configs.get(known(request.params.locale))!;
    reply.header('cache-control', 'public, max-age=300');
    return config;
  });

  app.get<{ Params: { locale: string; slug: string } }>(
    '/nfx/cms/pages/:locale/:slug',
    async (request, reply) => {
      const page = content.pages.get(known(request.params.locale))?.get(request.params.slug);
      if (!page) throw new ServerError('MethodNotFoundException', 'Page not found');
      reply.header('cache-control', 'public, max-age=300');
      return page;
    },
  );

  app.get<{ Querystring: { host?: string } }>(SEO_SETTINGS_PATH, async (request, reply) => {
    const host = request.query.host ?? request.host;
    if (typeof host !== 'string' || !isValidHost(host)) {
      throw new ServerError('InvalidParameterException', 'Invalid host', {
        invalidParameters: { host: 'Invalid host' },
      });
    }
    reply.header('cache-control', 'public, max-age=300');
    return seoSettingsFor(content.seo, host);
  });
}

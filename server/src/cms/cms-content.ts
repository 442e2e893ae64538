/**
 * Loads and validates the content system's files at start-up, so a broken file stops the
 * server with a message naming the file and the failing path instead of failing in players'
 * browsers later:
 *
 *   <dir>/<locale>.json        core's cmsConfig, one per locale of content/locales.ts
 *   <dir>/pages/<locale>.json  content pages by slug (HTML sanitised here)
 *   <dir>/seo.json             SEO settings per host, page titles and templates per locale
 *
 * The folder is the `cms/` folder of the content folder (config CONTENT_DIR, default
 * `server/content`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import { cms } from '@croupier/core/contract';
import { SERVER_ROOT } from '../config.ts';
import { LOCALES } from '../content/locales.ts';
import { CmsContentError } from '../errors.ts';
import { cmsPagesFile, REQUIRED_PAGES } from './cms-page.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { seoFile, type SeoFile } from './seo-content.ts';

// Exported for the tests that copy the shipped content to change one locale's file.
/** The default content folder. */
export const DEFAULT_CMS_DIR = join(SERVER_ROOT, 'content', 'cms');

/** Everything the content system serves, validated. */
export interface CmsContent {
  dir: string;
  /** The CMS config per locale code, with every default filled in. */
  configs: ReadonlyMap<string, cms.CmsConfig>;
  /** Content pages per locale, by slug. */
  pages: ReadonlyMap<string, ReadonlyMap<string, cms.ContentPage>>;
  seo: SeoFile;
}

/** The CMS folder inside a content folder (config `contentDir`). */
export function cmsDirOf(contentDir: string): string {
  return join(contentDir, 'cms');
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CmsContentError(file, '', 'the file is missing or unreadable');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new CmsContentError(file, '', `not valid JSON (${(err as Error).message})`);
  }
}

function parse<S extends z.ZodMiniType>(file: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const more = result.error.issues.length - 1;
  throw new CmsContentError(
    file,
    issue.path.map(String).join('.'),
    `${issue.message}${more > 0 ? ` (and ${more} more issue${more > 1 ? 's' : ''})` : ''}`,
  );
}

/** Reads and validates every content file in `dir`; throws CmsContentError on the first bad one. */
export function loadCmsContent(dir: string = DEFAULT_CMS_DIR): CmsContent {
  const configs = new Map<string, cms.CmsConfig>();
  const pages = new Map<string, Map<string, cms.ContentPage>>();
  for (const { code } of LOCALES) {
    const configFile = join(dir, `${code}.json`);
    configs.set(code, parse(configFile, cms.cmsConfig, readJson(configFile)));

    const pagesFile = join(dir, 'pages', `${code}.json`);
    const source = parse(pagesFile, cmsPagesFile, readJson(pagesFile));
    for (const slug of REQUIRED_PAGES) {
      if (!source[slug]) throw new CmsContentError(pagesFile, slug, 'required page is missing');
    }
    pages.set(
      code,
      new Map(
        Object.entries(source).map(([slug, page]) => [
          slug,
          {
            slug,
            locale: code,
            title: page.title,
            description: page.description,
            html: sanitizeHtml(page.html),
          },
        ]),
      ),
    );
  }
  const seoPath = join(dir, 'seo.json');
  const seo = parse(seoPath, seoFile, readJson(seoPath));
  for (const { code } of LOCALES) {
    if (!seo.meta[code]) throw new CmsContentError(seoPath, `meta.${code}`, 'locale is missing');
  }
  return { dir, configs, pages, seo };
}

/**
 * The page's SEO tags (§2.2): title, meta description, canonical link, one alternate link per
 * locale plus x-default, `noindex, follow` where robots rules disallow the path, and the
 * manifest link. Built as data from metadata.get and the host's SEO settings, then applied
 * to `<head>` by {@link applySeoHead}.
 */
import type { contract } from '@croupier/core';
import { setDocumentTitle } from '../app/document-title.ts';
import {
  alternatePaths,
  localizePath,
  stripLocale,
  type LocaleConfig,
} from '@croupier/core/routing';

type PageMetadata = contract.metadata.PageMetadata;

/** `cms.SEO_SETTINGS_PATH` (a test keeps them equal: the contract module carries zod). */
export const SEO_SETTINGS_PATH = '/nfx/seo';

/** The manifest's address when the SEO settings name none. */
const DEFAULT_MANIFEST_URL = '/manifest.webmanifest';

/** The robots meta of a disallowed page. */
export const NOINDEX = 'noindex, follow';

/** The tags of one page. */
export interface SeoHead {
  title: string;
  /** The title is the page's own (metadata), not the fallback: it outranks the screen's. */
  titleFromMeta: boolean;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  manifest: string;
}

/** What the tags are built from. */
export interface SeoInput {
  /** The address path (with its locale prefix, if any). */
  pathname: string;
  locale: string;
  config: LocaleConfig;
  origin: string;
  /** metadata.get's answer; null when it failed (tags fall back to local values). */
  meta: PageMetadata | null;
  /** Title when metadata has none. */
  fallbackTitle: string;
  /** Robots disallow patterns (`*` wildcards) of the host and the site settings. */
  robotsRules: readonly string[];
  manifestUrl?: string | null;
}

/** A `*` wildcard pattern (robots rules) as a test over a path. */
function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The path without locale prefix and trailing slash, as robots rules and metadata read it. */
export function barePath(pathname: string, config: LocaleConfig): string {
  const path = stripLocale(pathname.split(/[?#]/)[0] || '/', config.locales).path || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function baseOf(meta: PageMetadata | null, origin: string): string {
  if (meta?.canonical) {
    try {
      return new URL(meta.canonical).origin;
    } catch {
      // A relative or broken canonical: our own origin.
    }
  }
  return origin.replace(/\/$/, '');
}

/** The SEO tags of a page. */
export function seoHead(input: SeoInput): SeoHead {
  const path = barePath(input.pathname, input.config);
  const base = baseOf(input.meta, input.origin);
  const href = (localized: string) => `${base}${localized}`;
  const alternates = input.meta?.alternates.length
    ? input.meta.alternates.map((a) => ({ hreflang: a.hreflang, href: a.href }))
    : [
        ...alternatePaths(path, input.config).map((a) => ({
          hreflang: a.locale,
          href: href(a.path),
        })),
        {
          hreflang: 'x-default',
          href: href(localizePath(path, input.config.defaultLocale, input.config)),
        },
      ];
  const disallowed = input.robotsRules.some((rule) => matchesPathPattern(rule, path));
  return {
    title: input.meta?.title || input.fallbackTitle,
    titleFromMeta: Boolean(input.meta?.title),
    description: input.meta?.description ?? '',
    canonical: input.meta?.canonical || href(localizePath(path, input.locale, input.config)),
    alternates,
    noindex: Boolean(input.meta?.noindex) || disallowed,
    manifest: input.manifestUrl || DEFAULT_MANIFEST_URL,
  };
}

const MANAGED = 'data-seo';

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/** Writes the tags into `doc`'s head, replacing those of the previous page. */
export function applySeoHead(doc: Document, head: SeoHead): void {
  setDocumentTitle(doc, 'seo', head.titleFromMeta ? head.title : null);
  setDocumentTitle(doc, 'fallback', head.title || null);
  const description = upsert(doc, 'meta[name="description"]', () => {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'description');
    return meta;
  });
  description.setAttribute('content', head.description);

  const canonical = upsert(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  });
  canonical.setAttribute('href', head.canonical);

  for (const old of doc.head.querySelectorAll(`link[rel="alternate"][hreflang][${MANAGED}]`))
    old.remove();
  for (const alternate of head.alternates) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('hreflang', alternate.hreflang);
    link.setAttribute('href', alternate.href);
    link.setAttribute(MANAGED, '');
    doc.head.appendChild(link);
  }

  if (head.noindex) {
    const robots = upsert(doc, 'meta[name="robots"]', () => {
      const meta = doc.createElement('meta');
      meta.setAttribute('name', 'robots');
      return meta;
    });
    robots.setAttribute('content', NOINDEX);
  } else doc.head.querySelector('meta[name="robots"]')?.remove();

  const manifest = upsert(doc, 'link[rel="manifest"]', () => {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'manifest');
    return link;
  });
  manifest.setAttribute('href', head.manifest);
}

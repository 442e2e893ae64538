/**
 * The web's HTML sanitiser: HTML from the backend (content pages, popups, descriptions) is
 * sanitised again here before it is rendered, because an operator's own backend may send it
 * unsanitised. DOMPurify applies the contract's allow-list (core contract/safe-html.ts), the
 * same one the reference server applies.
 *
 * Imported only by lazy screens (through SafeHtml): DOMPurify must stay out of the first-load
 * entry chunk (DESIGN §9 budget), so ui/index.ts does not re-export it.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { safeHtml } from '@croupier/core/contract';

const CONFIG: Config = {
  ALLOWED_TAGS: Object.keys(safeHtml.TAGS),
  ALLOWED_ATTR: [...new Set(Object.values(safeHtml.TAGS).flat())],
  ADD_FORBID_CONTENTS: [...safeHtml.DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * Web schemes: the only ones an image may load from (DOMPurify alone would let `data:` through),
 * and the ones of a link to another site.
 */
const WEB_SCHEMES: readonly string[] = ['http', 'https'];

/** `value` resolved as the page would resolve it; null when it is no URL at all. */
function resolved(value: string): URL | null {
  try {
    return new URL(value, document.baseURI);
  } catch {
    return null;
  }
}

/** The scheme of a resolved URL, without the colon. */
function schemeOf(url: URL): string {
  return url.protocol.slice(0, -1);
}

/**
 * Per-tag attributes and their values: DOMPurify's ALLOWED_ATTR is one list for every tag,
 * the contract allows each attribute on some tags and some values only.
 */
function keepAllowedAttribute(
  node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  const allowed = safeHtml.TAGS[node.nodeName.toLowerCase()] ?? [];
  const rule = safeHtml.ATTRIBUTE_VALUES[data.attrName];
  if (!allowed.includes(data.attrName) || (rule && !rule.test(data.attrValue))) {
    data.keepAttr = false;
  }
}

/**
 * Links and images after DOMPurify has dropped dangerous URLs: a link keeps only the
 * contract's schemes, and `target`/`rel` are ours to set — a link to another site opens a new
 * tab without `window.opener` or a referrer, any other stays in the page (no named, `_top` or
 * `_parent` targets, which could steer another window or break out of the Mini App frame).
 */
function fixUrls(node: Element): void {
  if (node.nodeName === 'A') {
    node.removeAttribute('target');
    node.removeAttribute('rel');
    const href = node.getAttribute('href');
    const url = href === null ? null : resolved(href);
    if (href !== null && (!url || !safeHtml.LINK_SCHEMES.includes(schemeOf(url)))) {
      node.removeAttribute('href');
    } else if (
      url &&
      url.origin !== window.location.origin &&
      WEB_SCHEMES.includes(schemeOf(url))
    ) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', safeHtml.EXTERNAL_REL);
    }
  } else if (node.nodeName === 'IMG') {
    const src = node.getAttribute('src');
    const url = src === null ? null : resolved(src);
    if (!url || !WEB_SCHEMES.includes(schemeOf(url))) node.removeAttribute('src');
  }
}

let purifier: Purifier | null = null;

/**
 * The configured DOMPurify, made on first use: importing this module needs no `window`
 * (server-side rendering may come), and a page that shows no backend HTML never builds it.
 */
function purifierOf(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const made = DOMPurify(window);
  if (!made.isSupported) return null;
  made.addHook('uponSanitizeAttribute', keepAllowedAttribute);
  made.addHook('afterSanitizeAttributes', fixUrls);
  purifier = made;
  return made;
}

/**
 * The part of `html` the contract allows. Without a DOM to parse it in, nothing: backend
 * HTML is never rendered unsanitised.
 */
export function sanitizeHtml(html: string): string {
  return purifierOf()?.sanitize(html, CONFIG) ?? '';
}

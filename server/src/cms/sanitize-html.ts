/**
 * The server's HTML sanitiser: every `html` field it answers (content pages, campaign popups,
 * game descriptions) passes through here. It applies the contract's allow-list
 * (core contract/safe-html.ts) with the maintained `sanitize-html` library, whose parser
 * (htmlparser2) decodes entities and tokenises as a browser does — a hand-written tokeniser
 * was one mis-read comment or entity away from mutation XSS.
 */
import sanitize from 'sanitize-html';
import { safeHtml } from '@croupier/core/contract';

/** Absolute http(s) URLs open another site; what browsers ignore inside a scheme is skipped. */
function isExternal(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop C0 controls and spaces here
  return /^https?:/i.test(href.replace(/[\u0000-\u0020]/g, ''));
}

/** Keeps an attribute only when its value is one the contract allows for it. */
function allowedValues(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = safeHtml.ATTRIBUTE_VALUES[name];
    if (!rule || rule.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/**
 * A link keeps its href and title; `target` and `rel` are ours to set, never the author's: a
 * link to another site opens a new tab without `window.opener` or a referrer, any other
 * link stays in the page (no named or `_top` targets).
 */
function link(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { href, title } = attribs;
  const kept: sanitize.Attributes = {};
  if (href !== undefined) kept.href = href;
  if (title !== undefined) kept.title = title;
  if (href !== undefined && isExternal(href)) {
    kept.target = '_blank';
    kept.rel = safeHtml.EXTERNAL_REL;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(safeHtml.TAGS),
  allowedAttributes: Object.fromEntries(
    Object.entries(safeHtml.TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...safeHtml.LINK_SCHEMES],
  // Images only from relative paths, i.e. our origin (the image proxy, static files).
  allowedSchemesByTag: { img: [] },
  // `//host` and `/\host` leave the site whatever the page's scheme.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...safeHtml.DROPPED_WITH_CONTENT],
  // `*` runs on every tag after its own transform.
  transformTags: { a: link, '*': allowedValues },
  // An image whose source was refused is an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // No style attribute is allowed, so there is nothing for postcss to parse.
  parseStyleAttributes: false,
};

/** Keeps only the contract's allowed tags, attributes and URLs; closes what is left open. */
export function sanitizeHtml(html: string): string {
  // One pass can leave markup a parser reads differently ("<p><A<svg><table>" gives
  // "<p><table></table></p>", which parses as a paragraph closed before the table). The result
  // is sanitised again until it stays the same, so what is served reads back as served.
  let out = sanitize(html, OPTIONS);
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitize(out, OPTIONS);
    if (again === out) break;
    out = again;
  }
  return out;
}

/**
 * What "sanitised HTML, safe to render" means in this contract (`Description.html`,
 * `ContentPage.html`, `CampaignPopup.html`, `Game.description`): the tags kept, the attributes
 * each may carry and the values those may take, and the link schemes. Declared once because two
 * sanitisers apply it: the reference server before it answers (server/src/cms/sanitize-html.ts)
 * and the web again before it renders (web/src/ui/sanitize-html.ts), since an operator's own
 * backend may not sanitise at all.
 *
 * Deliberately absent: scripts, styles (tags and attributes), event handlers, frames, forms,
 * SVG and MathML (their parsing rules are where mutation XSS lives), and any URL scheme but the
 * ones below. Links to other sites get `target="_blank" rel="noopener noreferrer"`; images
 * come from relative paths on the server (our origin).
 */

/** Tags kept, with the attributes each may carry; every other tag is dropped, its text kept. */
export const TAGS: Readonly<Record<string, readonly string[]>> = {
  h1: ['id'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  p: [],
  br: [],
  hr: [],
  div: [],
  section: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  code: [],
  span: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/**
 * Tags dropped together with everything inside them: their content is code, or markup whose
 * parsing differs from HTML's, never text a reader should see.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
];

/** The only values some attributes may take; an attribute whose value does not match is dropped. */
export const ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  // Fragment targets for in-page links; no characters that could read as a selector or a URL.
  id: /^[a-z][a-z0-9-]{0,63}$/,
  colspan: /^\d{1,2}$/,
  rowspan: /^\d{1,2}$/,
  width: /^\d{1,4}$/,
  height: /^\d{1,4}$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
};

/** URL schemes a link may use; relative URLs are always allowed, protocol-relative ones never. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** `rel` of every link that opens another site: no `window.opener`, no referrer. */
export const EXTERNAL_REL = 'noopener noreferrer';

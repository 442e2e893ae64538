/**
 * An allowlist HTML sanitiser for content pages. The content files are ours, but they are
 * edited by hand and rendered as HTML in the site, so anything outside a small set of
 * formatting tags and safe link targets is dropped: scripts, styles, frames and event
 * handlers never reach a browser even if a content file carries them.
 */
import { escapeHtml } from '../html/index.ts';

/** Tags kept, with the attributes each may carry. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  h1: ['id'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  small: [],
  span: [],
  blockquote: [],
  section: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
};

/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
]);

const VOID = new Set(['br', 'hr']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Whether a link target is same-site or uses a harmless scheme. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore tabs, newlines and leading control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (href.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  return !scheme || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

function attributes(tag: string, source: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  let external = false;
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (name === 'href') {
      if (!isSafeHref(value)) continue;
      external = /^https?:/i.test(value);
    }
    if ((name === 'colspan' || name === 'rowspan') && !/^\d{1,2}$/.test(value)) continue;
    if (name === 'id' && !/^[a-z][a-z0-9-]{0,63}$/.test(value)) continue;
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  if (tag === 'a' && external) out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

/** Keeps only allowlisted tags and attributes; closes what is left open; escapes stray `<` `>`. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let skipping: { tag: string; depth: number } | null = null;
  let last = 0;
  for (const m of html.matchAll(TOKEN)) {
    const text = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (!skipping) out += text;
    const [whole, slash, rawTag, attrs = ''] = m;
    if (whole.startsWith('<!--')) continue;
    if (rawTag === undefined) {
      if (!skipping) out += whole === '<' ? '&lt;' : '&gt;';
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (skipping) {
      if (tag === skipping.tag) skipping.depth += slash ? -1 : 1;
      if (skipping.depth === 0) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!slash && !attrs.trim().endsWith('/')) skipping = { tag, depth: 1 };
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributes(tag, attrs)}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  if (!skipping) out += html.slice(last);
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

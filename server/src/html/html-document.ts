/** The skeleton every page the server renders itself shares (no external asset, not indexed). */
import { escapeHtml } from './escape-html.ts';

/** What goes into a page. */
export interface HtmlDocument {
  /** Text of `<title>` (escaped here). */
  title: string;
  /** Markup of `<body>`. */
  body: string;
  /** Extra markup of `<head>`: styles, scripts. */
  head?: string;
  /** Default `en`. */
  lang?: string;
  /** Default `noindex, nofollow`: these pages are tools and frames, never search results. */
  robots?: string;
  /** Default `width=device-width, initial-scale=1`. */
  viewport?: string;
}

/** A complete HTML document. */
export function htmlDocument(page: HtmlDocument): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="${escapeHtml(page.viewport ?? 'width=device-width, initial-scale=1')}">
<meta name="robots" content="${escapeHtml(page.robots ?? 'noindex, nofollow')}">
<title>${escapeHtml(page.title)}</title>
${page.head ?? ''}
</head>
<body>
${page.body}
</body>
</html>
`;
}

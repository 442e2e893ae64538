/**
 * The document title has three sources that arrive in any order: the page's SEO title from
 * metadata (§2.2, wins when the page has one), the screen's own "Title — Site", and the SEO
 * fallback (the site name). Each writes its slot; the title is the first one set.
 */

/** Where a title comes from, strongest first. */
export type TitleSource = 'seo' | 'screen' | 'fallback';

const ORDER: readonly TitleSource[] = ['seo', 'screen', 'fallback'];
const slots = new WeakMap<Document, Partial<Record<TitleSource, string | null>>>();

/** Sets (or with null clears) one source of `doc`'s title and writes the title that wins. */
export function setDocumentTitle(doc: Document, source: TitleSource, title: string | null): void {
  const current = slots.get(doc) ?? {};
  current[source] = title;
  slots.set(doc, current);
  for (const from of ORDER) {
    const value = current[from];
    if (value) {
      doc.title = value;
      return;
    }
  }
}

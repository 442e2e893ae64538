import { describe, expect, it } from 'vitest';
import { setDocumentTitle } from './document-title.ts';

describe('document title precedence (§2.2 SEO title)', () => {
  it("the page's metadata title wins over the screen's, whichever comes last", () => {
    const doc = document.implementation.createHTMLDocument('Croupier');
    setDocumentTitle(doc, 'seo', 'Croupier — online casino');
    setDocumentTitle(doc, 'screen', 'Online casino — Croupier');
    expect(doc.title).toBe('Croupier — online casino');
    setDocumentTitle(doc, 'seo', null);
    expect(doc.title).toBe('Online casino — Croupier');
  });

  it("the screen's title wins over the SEO fallback", () => {
    const doc = document.implementation.createHTMLDocument('');
    setDocumentTitle(doc, 'screen', 'Cashier — Croupier');
    setDocumentTitle(doc, 'fallback', 'Croupier');
    expect(doc.title).toBe('Cashier — Croupier');
    setDocumentTitle(doc, 'screen', null);
    expect(doc.title).toBe('Croupier');
  });
});

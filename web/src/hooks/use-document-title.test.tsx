import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentTitle } from '../app/document-title.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { useDocumentTitle } from './use-document-title.ts';

afterEach(() => {
  cleanup();
  // The title's slots live per document: clear what a test set so the next starts empty.
  setDocumentTitle(document, 'screen', null);
  setDocumentTitle(document, 'seo', null);
});

describe('useDocumentTitle', () => {
  it('titles the page "Title — Site" and follows a new title', () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(
      (title: string | null) => useDocumentTitle(title),
      platform,
      'Game hall',
    );
    expect(document.title).toBe('Game hall — Croupier');
    hook.rerender('Cashier');
    expect(document.title).toBe('Cashier — Croupier');
  });

  it('titles a screen without a title with the site name', () => {
    const { platform } = testPlatform();
    renderWithPlatform(() => useDocumentTitle(null), platform);
    expect(document.title).toBe('Croupier');
  });

  it('yields to the page’s SEO title from metadata', () => {
    const { platform } = testPlatform();
    setDocumentTitle(document, 'seo', 'Best slots online');
    renderWithPlatform(() => useDocumentTitle('Game hall'), platform);
    expect(document.title).toBe('Best slots online');
  });

  it('reports the title to the server render, where effects never run', () => {
    const { platform } = testPlatform();
    const reported: unknown[] = [];
    const ssr = { answers: {}, report: (head: unknown) => reported.push(head) };
    renderWithPlatform(() => useDocumentTitle('Promotions'), {
      ...platform,
      ssr: ssr as unknown as NonNullable<typeof platform.ssr>,
    });
    expect(reported).toContainEqual({ title: 'Promotions — Croupier' });
  });
});

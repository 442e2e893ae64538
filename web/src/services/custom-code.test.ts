import { describe, expect, it, vi } from 'vitest';
import { injectCustomCode } from './custom-code.ts';

/** The marker on the operator's injected nodes, pinned by value. */
const CUSTOM_CODE_ATTRIBUTE = 'data-custom-code';

const fresh = () => {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = '<div id="root"></div>';
  return doc;
};

describe('custom code snippets (§3 site settings)', () => {
  it('injects enabled snippets at head, body start and body end, in order', () => {
    const doc = fresh();
    const count = injectCustomCode(
      doc,
      [
        { isEnabled: true, position: 'head', code: '<meta name="verify" content="abc">' },
        { isEnabled: true, position: 'bodyStart', code: '<noscript id="a">1</noscript>' },
        { isEnabled: true, position: 'bodyStart', code: '<div id="b"></div>' },
        { isEnabled: true, position: 'bodyEnd', code: '<script>window.x = 1;</script>' },
        { isEnabled: false, position: 'head', code: '<meta name="off" content="1">' },
      ],
      vi.fn(),
    );
    expect(count).toBe(4);
    expect(doc.head.querySelector('meta[name="verify"]')?.hasAttribute(CUSTOM_CODE_ATTRIBUTE)).toBe(
      true,
    );
    expect(doc.head.querySelector('meta[name="off"]')).toBeNull();
    expect(Array.from(doc.body.children, (e) => e.id || e.tagName.toLowerCase())).toEqual([
      'a',
      'b',
      'root',
      'script',
    ]);
    const script = doc.body.lastElementChild as HTMLScriptElement;
    expect(script.text).toBe('window.x = 1;');
  });

  it('injects once per page', () => {
    const doc = fresh();
    const snippets = [{ isEnabled: true, position: 'head' as const, code: '<meta name="m">' }];
    expect(injectCustomCode(doc, snippets, vi.fn())).toBe(1);
    expect(injectCustomCode(doc, snippets, vi.fn())).toBe(0);
    expect(doc.head.querySelectorAll('meta[name="m"]')).toHaveLength(1);
  });

  it('skips empty code and nothing configured', () => {
    expect(injectCustomCode(fresh(), undefined, vi.fn())).toBe(0);
    expect(
      injectCustomCode(fresh(), [{ isEnabled: true, position: 'bodyEnd', code: '  ' }], vi.fn()),
    ).toBe(0);
  });
});

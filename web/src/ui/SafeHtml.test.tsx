import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installSpecNodeName } from '../test-support/spec-node-name.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { ServerHtmlSanitizer } from './server-html-sanitizer.ts';

// happy-dom's NodeIterator stops after the node it stands on is removed, so DOMPurify cannot
// drop whole elements here (a script would survive); the cases below remove attributes only.
// Dropping elements (script, style, svg, math, iframe, form…) is proven in a real browser:
// tests/e2e/backend-html.spec.ts.
beforeAll(installSpecNodeName);
afterEach(cleanup);

/** Renders `html` through SafeHtml and answers every attribute inside, as `tag@name=value`. */
function attributesShown(html: string): string[] {
  const { container } = render(<SafeHtml html={html} data-testid="prose" />);
  const root = container.querySelector('[data-testid="prose"]')!;
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.nodeName.toLowerCase()}@${a.name}=${a.value}`),
  );
}

describe('SafeHtml', () => {
  it('leaves no event handler or style in the DOM', () => {
    expect(
      attributesShown(
        '<h2 onclick="x()">Hi</h2><p style="position:fixed" onmouseover="x()">ok</p>' +
          '<img src="/a.png" onerror="alert(1)" onload=alert(2)><a href="/" ONFOCUS=x>a</a>',
      ),
    ).toEqual(['img@src=/a.png', 'a@href=/']);
  });

  it('drops javascript: and every scheme outside the contract, however it is spelled', () => {
    const hrefs = [
      'javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://files.example/',
      'sms:+1',
    ];
    expect(attributesShown(hrefs.map((href) => `<a href="${href}">x</a>`).join(''))).toEqual([]);
  });

  it('opens other sites in a new tab without opener or referrer, and keeps other links in the page', () => {
    expect(
      attributesShown(
        '<a href="https://example.org/" target="_top" rel="opener">out</a>' +
          `<a href="${window.location.origin}/terms" target="_blank">abs</a>` +
          '<a href="/terms" target="other" rel="opener">in</a><a href="mailto:a@b.c">mail</a>',
      ),
    ).toEqual([
      'a@href=https://example.org/',
      'a@target=_blank',
      'a@rel=noopener noreferrer',
      `a@href=${window.location.origin}/terms`,
      'a@href=/terms',
      'a@href=mailto:a@b.c',
    ]);
  });

  it('keeps images from web URLs only', () => {
    expect(
      attributesShown(
        '<img src="/img/a.png" alt="a"><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="b">',
      ),
    ).toEqual(['img@src=/img/a.png', 'img@alt=a', 'img@alt=b']);
  });

  it('keeps attributes only on the tags and with the values the contract allows', () => {
    expect(
      attributesShown(
        '<h2 id="rules" title="t">a</h2><h2 id="Bad id">b</h2><p id="p" class="c" data-x="1">c</p>' +
          '<table><tbody><tr><th scope="col" colspan="2">d</th><td rowspan="9x">e</td></tr></tbody></table>',
      ),
    ).toEqual(['h2@id=rules', 'th@scope=col', 'th@colspan=2']);
  });

  it('passes its props and ref to the div', () => {
    const ref = createRef<HTMLDivElement>();
    render(<SafeHtml html="<p>x</p>" ref={ref} className="prose" />);
    expect(ref.current?.className).toBe('prose');
    expect(ref.current?.innerHTML).toBe('<p>x</p>');
  });

  it('renders nothing of the backend HTML on the server, where there is no sanitiser', () => {
    expect(renderToString(<SafeHtml html="<p>x</p><img src=x onerror=alert(1)>" />)).toBe(
      '<div></div>',
    );
  });

  it('renders the server sanitiser’s HTML on the server, when it is given one', () => {
    const seen: string[] = [];
    const serverSanitize = (html: string) => {
      seen.push(html);
      return '<p>clean</p>';
    };
    expect(
      renderToString(
        <ServerHtmlSanitizer value={serverSanitize}>
          <SafeHtml html="<p onclick=x()>dirty</p>" />
        </ServerHtmlSanitizer>,
      ),
    ).toBe('<div><p>clean</p></div>');
    expect(seen).toEqual(['<p onclick=x()>dirty</p>']);
  });

  it('hydrates over the server’s markup without a recoverable error, then shows DOMPurify’s copy', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-testid="prose"><p>from the server</p></div>';
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = hydrateRoot(
      container,
      <SafeHtml html="<p onclick=x()>hi</p>" data-testid="prose" />,
      {
        onRecoverableError: (error) => errors.push(error),
      },
    );
    await act(async () => {});
    expect(errors).toEqual([]);
    // Nor a hydration warning: the server's markup is expected to differ from the first render.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(container.querySelector('[data-testid="prose"]')!.innerHTML).toBe('<p>hi</p>');
    act(() => root.unmount());
    container.remove();
  });
});

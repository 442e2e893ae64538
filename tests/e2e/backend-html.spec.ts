/**
 * HTML from a backend that does not sanitise (operators bring their own): the web sanitises it
 * again before it reaches the DOM (web/src/ui/SafeHtml.tsx, DOMPurify). Here, in a real
 * browser, the answers of the content page and a campaign popup are replaced by hostile markup;
 * what is rendered holds no script, handler, style, frame, form or foreign (SVG/MathML)
 * markup, no `javascript:` link, and links to other sites open safely.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { rewriteServerData } from '../harness/ssr-payload.ts';

// The popup waits on its lazy dialog, its lazy sanitiser and the API in turn: on a loaded
// machine that takes longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Each payload sets `window.__xss` if it ever runs. */
const HOSTILE =
  '<h2 id="rules" onclick="window.__xss=1">Rules</h2>' +
  '<script>window.__xss=2</script><style>body{display:none}</style>' +
  '<p style="position:fixed;inset:0" onmouseover="window.__xss=3">Read ' +
  '<a href="javascript:window.__xss=4">this</a>, ' +
  '<a href="jav&#x09;ascript:window.__xss=5">that</a>, ' +
  '<a href="https://example.org/" target="_top" rel="opener">elsewhere</a> and ' +
  '<a href="/terms" target="named">the terms</a>.</p>' +
  '<img src="/nothing.png" onerror="window.__xss=6" alt="">' +
  '<svg><p><style><img src=x onerror="window.__xss=7"></style></p></svg>' +
  '<math><mi><mglyph><style><img src=x onerror="window.__xss=8">' +
  '</style></mglyph></mi></math>' +
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=9>"></noscript>' +
  '<iframe src="/"></iframe><form action="/"><input name="a"><button>Go</button></form>' +
  '<table><tbody><tr><td colspan="2x" onclick="window.__xss=10">cell</td></tr></tbody></table>';

/** Asserts the rendered subtree of `root` is inside the contract's allow-list. */
async function expectInert(page: Page, root: Locator): Promise<void> {
  await expect(root.getByRole('heading', { name: 'Rules' })).toBeVisible();
  const found = await root.evaluate((el) => {
    const all = [...el.querySelectorAll('*')];
    return {
      forbidden: all
        .map((n) => n.nodeName.toLowerCase())
        .filter((n) =>
          [
            'script',
            'style',
            'svg',
            'math',
            'iframe',
            'form',
            'input',
            'button',
            'noscript',
          ].includes(n),
        ),
      attributes: all.flatMap((n) =>
        [...n.attributes]
          .filter((a) => /^on|^style$/i.test(a.name) || /script:/i.test(a.value))
          .map((a) => `${n.nodeName}@${a.name}`),
      ),
      links: [...el.querySelectorAll('a')].map((a) => ({
        text: a.textContent,
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    };
  });
  expect(found.forbidden).toEqual([]);
  expect(found.attributes).toEqual([]);
  expect(found.links).toEqual([
    { text: 'this', href: null, target: null, rel: null },
    { text: 'that', href: null, target: null, rel: null },
    {
      text: 'elsewhere',
      href: 'https://example.org/',
      target: '_blank',
      rel: 'noopener noreferrer',
    },
    { text: 'the terms', href: '/terms', target: null, rel: null },
  ]);
  // No handler is left in the DOM, and none ran before it was removed.
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('a content page from an unsanitising backend is rendered inert', async ({ page }) => {
  await page.route('**/nfx/cms/pages/en/about', (route) =>
    route.fulfill({
      json: { slug: 'about', locale: 'en', title: 'About us', description: 'About', html: HOSTILE },
    }),
  );
  // The browser's own fetch of the page is the one answered here: without the server's copy
  // in the page it starts client-rendered (the server rendered its own, sanitised, copy).
  await rewriteServerData(page, () => null);
  await page.goto('/about');
  await expectInert(page, page.locator('article'));
});

test('a campaign popup from an unsanitising backend is rendered inert', async ({ page }) => {
  await page.route('**/api/popups/get**', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            id: 7,
            title: 'Hostile offer',
            html: HOSTILE,
            image: null,
            button: null,
            trigger: 'visit',
          },
        ],
      },
    }),
  );
  await page.goto('/?popup=7#popup-preview');
  // The popup's HTML: the innermost block holding the heading (the dialog's own buttons aside).
  const heading = page.getByRole('heading', { name: 'Rules' });
  await expectInert(
    page,
    page.getByTestId('campaign-popup').locator('div').filter({ has: heading }).last(),
  );
});

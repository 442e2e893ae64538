/**
 * Server-rendered public pages hydrate without a mismatch (DESIGN §5a): each page arrives as
 * HTML with its content, the browser adopts it, and React reports nothing — a mismatch is a
 * recoverable error (reported to `window.reportError` → `pageerror`, and logged), which fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../harness/public-routes.ts';

/** React's words for a hydration that did not match the server's HTML. */
const MISMATCH = /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && MISMATCH.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} is server-rendered and hydrates without a mismatch`, async ({ page }) => {
    const errors = watchErrors(page);
    // The locale's messages are not in the page: its head preloads them, and the start-up's
    // fetch takes that preload (a credentials mismatch would ask twice).
    const messages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nfx/i18n/messages/')) messages.push(request.url());
    });
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(await response.text()).toMatch(/<div id="root"><[a-z]/);
    // Hydration is done when the app asks who the player is (main.tsx, after hydrateRoot).
    const asked = page.waitForResponse((r) => r.url().includes('/api/account/getInfo'));
    await page.goto(path);
    await asked;
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(messages).toHaveLength(1);
  });
}

test('the theme cookie is on the page before any script file loads, by the CSP-allowed inline script', async ({
  page,
  baseURL,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text()))
      refused.push(message.text());
  });
  await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
  // No script file ever arrives: what the page shows is the HTML and its inline script alone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4f6fb');
  expect(refused).toEqual([]);
});

/**
 * A server-rendered page carries the answers its head was made from (the page's SEO metadata,
 * the host's SEO settings) in its SSR payload: the browser's SEO service starts from them and
 * does not ask for them again (issue 14). It still asks on a navigation, for the next page.
 */
import { expect, test, type Request } from '@playwright/test';

const HEAD_ANSWERS = /\/(nfx\/seo|api\/metadata\/get)\b/;

for (const path of ['/', '/gamehall', '/pt/promotions']) {
  test(`${path}: the browser does not fetch again what the server's head was made from`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (HEAD_ANSWERS.test(request.url())) asked.push(request.url());
    });
    // Hydration is done when the app asks who the player is (main.tsx); the services start
    // with the app, and the page's head is theirs from then on.
    const hydrated = page.waitForResponse((r) => r.url().includes('/api/account/getInfo'));
    await page.goto(path);
    await hydrated;
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    // The SEO service is running: the next page's metadata is asked for.
    const next = page.waitForRequest((r) =>
      /\/api\/metadata\/get\?path=%2Fwinners\b/.test(r.url()),
    );
    await page.evaluate(() => {
      window.history.pushState(null, '', '/winners');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await next;
  });
}

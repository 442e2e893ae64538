import { expect, test } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { dropServerDataInBrowser } from '../harness/ssr-payload.ts';

/**
 * Delivery as a browser sees it (DESIGN §5a): the page and its build files arrive brotli
 * compressed from the pre-compressed build, and a catalogue read the browser revalidates
 * (ETag → 304) still hands the API client its body, from the browser's cache.
 */

test('home arrives brotli compressed: the page, its scripts and its styles', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    const type = response.request().resourceType();
    if (type === 'document' || type === 'script' || type === 'stylesheet') {
      encodings.set(pathname, (await response.allHeaders())['content-encoding'] ?? 'identity');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The app's scripts are asked for once the page is shown: wait for them, not only the quiet.
  await appReady(page);
  await page.waitForLoadState('networkidle');

  const built = [...encodings].filter(([path]) => path === '/' || path.startsWith('/assets/'));
  expect(built.length).toBeGreaterThan(3);
  expect(built.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
});

test('a revalidated catalogue read (304) still fills the page from the browser cache', async ({
  page,
}) => {
  // The status the server sent, before the cache turns a 304 into the stored 200.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The two events of one request come in either order (ExtraInfo may arrive first), so
  // both are keyed by request id and joined when read.
  const urls = new Map<string, string>();
  const statuses = new Map<string, number[]>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.responseReceivedExtraInfo', (e) =>
    statuses.set(e.requestId, [...(statuses.get(e.requestId) ?? []), e.statusCode]),
  );
  const categoriesSent = () =>
    [...statuses]
      .filter(([id]) => urls.get(id)?.includes('/api/games/getCategories'))
      .flatMap(([, codes]) => codes);

  // The page without its server-rendered data: the app fetches the catalogue itself, as it
  // does on every client-side navigation (removed in the browser: routing would turn the
  // HTTP cache this test is about off).
  await dropServerDataInBrowser(page);
  await page.goto('/gamehall');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(3);
  const shown = await nav.getByRole('link').allTextContents();
  // CDP reports the raw status a moment after the page has used the answer.
  await expect.poll(categoriesSent).toContain(200);
  const before = categoriesSent().length;

  await page.reload();
  await expect.poll(() => categoriesSent().slice(before)).toContain(304);
  expect(
    categoriesSent()
      .slice(before)
      .filter((status) => status !== 304),
  ).toEqual([]);
  // The client got the cached body: the same categories are shown.
  await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(shown);
});

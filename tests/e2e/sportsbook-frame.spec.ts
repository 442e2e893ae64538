/**
 * The sportsbook page's frame (issue 19, frame-action protocol `size`, `viewport`, `theme`):
 * the frame is exactly as tall as the book's content — the page scrolls, nothing scrolls
 * inside it — the bet-slip bar stays on screen above the bottom navigation while the page
 * scrolls, and the book follows the app's light or dark theme, also when it changes. The
 * launch shows progress while it waits (issue 16).
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen, viewportOf } from '../harness/screens.ts';
import { dismissCampaignPopups, useTheme } from './auth-support.ts';

const FRAME = 'iframe[sandbox]';

/** The frame's height on the page and its content's, once the content has been reported. */
async function expectSizedToContent(page: Page, book: FrameLocator) {
  const frame = page.locator(FRAME);
  await expect(book.locator('#app button.odd[data-k]').first()).toBeVisible();
  await expect
    .poll(async () => {
      const outer = await frame.evaluate((el) => el.getBoundingClientRect().height);
      const inner = await book
        .locator('#app')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      return Math.abs(outer - inner);
    })
    .toBeLessThanOrEqual(1);
  // Nothing left to scroll inside the frame: the page carries all of it.
  const scroll = await book
    .locator('html')
    .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(scroll.scroll).toBeLessThanOrEqual(scroll.client + 1);
  const viewport = page.viewportSize()!;
  expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
    viewport.height,
  );
}

async function openBook(page: Page, prefix = '') {
  await page.goto(`${prefix}/betting`);
  const book = page.frameLocator(FRAME);
  await expectSizedToContent(page, book);
  return book;
}

test.beforeEach(async ({ page }) => {
  await dismissCampaignPopups(page);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the frame is as tall as the book and follows the ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    await useTheme(page, baseURL!, theme);
    for (const width of [1440, 375]) {
      await page.setViewportSize(viewportOf(width));
      const book = await openBook(page);
      const html = book.locator('html');
      if (theme === 'light') await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
      else await expect(html).not.toHaveClass(/(^|\s)light(\s|$)/);
      await expect(html).toHaveClass(/(^|\s)sized(\s|$)/);
    }
  });
}

test('the book changes theme with the app, without reloading', async ({ page, baseURL }) => {
  await useTheme(page, baseURL!, 'dark');
  const book = await openBook(page);
  await book.locator('html').evaluate((el) => el.setAttribute('data-loaded-once', '1'));
  const background = () =>
    book.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
  const dark = await background();
  await page.getByRole('contentinfo').getByRole('switch', { name: 'Light theme' }).click();
  await expect(book.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  expect(await background()).not.toBe(dark);
  // The same document: the theme came as a message, not as a new page.
  await expect(book.locator('html')).toHaveAttribute('data-loaded-once', '1');
  await page.getByRole('contentinfo').getByRole('switch', { name: 'Light theme' }).click();
  await expect(book.locator('html')).not.toHaveClass(/(^|\s)light(\s|$)/);
});

test('on a phone the slip bar stays on screen above the navigation while the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize(viewportOf(375));
  const book = await openBook(page);
  await book.locator('button.odd[data-k]').first().click();
  const bar = book.locator('#bar');
  await expect(bar).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Quick menu' });
  const onScreen = async () => {
    const box = (await bar.boundingBox())!;
    const navTop = (await nav.boundingBox())!.y;
    return box.y >= 0 && box.y + box.height <= navTop + 1;
  };
  await expect.poll(onScreen).toBe(true);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect.poll(onScreen).toBe(true);
  // The sheet opens where the player is, and closes again.
  await bar.click();
  const slip = book.locator('#slip');
  await expect(slip).toHaveClass(/open/);
  const sheet = (await slip.boundingBox())!;
  expect(sheet.y).toBeGreaterThanOrEqual(0);
  expect(sheet.y).toBeLessThan(viewportOf(375).height);
  await book.locator('#closeSlip').click();
  await expect(slip).not.toHaveClass(/open/);
});

test('a slow launch shows progress where the book will be', async ({ page, baseURL }) => {
  await signUpPlayer(page.request, baseURL!);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/getToken?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/betting');
  await expect(
    page.getByRole('status').filter({ hasText: 'Opening the sportsbook' }),
  ).toBeVisible();
  release();
  await expectSizedToContent(page, page.frameLocator(FRAME));
});

test('screens: the sportsbook page at 375 and 1440, both themes, en and ru', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  for (const locale of ['en', 'ru'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await useTheme(page, baseURL!, theme);
      for (const width of [375, 1440]) {
        await page.setViewportSize(viewportOf(width));
        await openBook(page, locale === 'en' ? '' : '/ru');
        await saveScreen(page, `forms-frame-betting-${theme}-${locale}-${width}`);
        // Scrolled down the page (a full-page capture leaves a frame's far part unpainted).
        await page.mouse.wheel(0, 1200);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
        // The frame paints again once it is back on screen: two of its frames later.
        await page
          .frameLocator(FRAME)
          .locator('html')
          .evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
        await saveScreen(page, `forms-frame-betting-${theme}-${locale}-${width}-scrolled`);
      }
    }
  }
});

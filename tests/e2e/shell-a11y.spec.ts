import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen, SCREEN_WIDTHS, seriousViolations, viewportOf } from '../harness/screens.ts';

/**
 * The shell's screens (issue 5) at 375 px and 1440 px in both themes, shell included (header,
 * footer, tab bar): home for a guest and for a player, a content page, the icon sprite page,
 * the mobile menu and the balance panel, and every system page (§2.3: not found, forbidden,
 * user blocked, maintenance, the fatal error page). No serious or critical axe violation;
 * each is saved as a screenshot.
 */

test.describe.configure({ timeout: 540_000 });

type Theme = 'dark' | 'light';

/** An API failure of §8's envelope for every `account/getInfo` call (start-up asks it first). */
async function failAccountInfo(page: Page, status: number, type: string): Promise<void> {
  await page.route('**/api/account/getInfo**', (route) =>
    route.fulfill({ status, json: { statusCode: status, data: { type, message: type } } }),
  );
}

/** A fresh context per theme and width: the theme cookie is read before first paint. */
async function openPage(browser: Browser, baseURL: string, theme: Theme, width: number) {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(width) });
  await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** Waits for the theme and for the screen to show content instead of skeletons. */
async function settled(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, name: string, theme: Theme, width: number) {
  expect(await seriousViolations(page), `${name} ${theme} ${width}`).toEqual([]);
  await saveScreen(page, `shell-${name}-${theme}-${width}`);
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of SCREEN_WIDTHS) {
    test(`guest screens pass axe and are captured (${theme}, ${width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openPage(browser, baseURL!, theme, width);

      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await settled(page, theme);
      await check(page, 'home-guest', theme, width);

      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page, theme);
      await check(page, 'content', theme, width);

      await page.goto('/_icons');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page, theme);
      await check(page, 'icons', theme, width);

      await page.goto('/no-such-page/at-all');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await settled(page, theme);
      await check(page, 'not-found', theme, width);

      await context.close();
    });

    test(`player screens pass axe and are captured (${theme}, ${width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openPage(browser, baseURL!, theme, width);
      await signUpPlayer(page.request, baseURL!);

      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByText('0 USD', { exact: true })).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await settled(page, theme);
      await check(page, 'home-player', theme, width);

      // The four balances in the header's panel.
      await header.getByRole('button', { name: /USD/ }).click();
      await expect(page.getByRole('definition').first()).toBeVisible();
      await check(page, 'balances', theme, width);
      await page.keyboard.press('Escape');

      // The menu curtain: the tab bar's Menu on phones, the header's account menu on desktops.
      if (width < 768) {
        await page
          .getByRole('navigation', { name: 'Quick menu' })
          .getByRole('button', { name: 'Menu' })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(300);
        await check(page, 'menu', theme, width);
      } else {
        await header.getByRole('button', { name: 'Account menu' }).click();
        await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
        await check(page, 'account-menu', theme, width);
      }
      await context.close();
    });

    test(`system pages pass axe and are captured (${theme}, ${width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const pages: [name: string, fail: (page: Page) => Promise<void>, heading: RegExp][] = [
        ['forbidden', (p) => failAccountInfo(p, 403, 'AccessDeniedException'), /forbidden|access/i],
        ['user-blocked', (p) => failAccountInfo(p, 403, 'UserBannedException'), /blocked/i],
        [
          'maintenance',
          (p) => failAccountInfo(p, 503, 'ApplicationDisabledException'),
          /maintenance|back soon/i,
        ],
        [
          'fatal-error',
          async (p) => {
            await p.route('**/nfx/i18n/locales**', (route) => route.fulfill({ status: 500 }));
          },
          /./,
        ],
      ];
      for (const [name, fail, heading] of pages) {
        const { context, page } = await openPage(browser, baseURL!, theme, width);
        await fail(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForTimeout(300);
        await check(page, name, theme, width);
        await context.close();
      }
    });
  }
}

import { expect, test } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { expectAccessible, startServer, useTheme } from './services-support.ts';

/**
 * Forced logout after inactivity (§4) against a server whose general info says
 * time_to_force_logout = 10 s (FORCE_LOGOUT_SECONDS): the warning at 80 % counts down the last
 * 20 %, activity resets it, and at 100 % the player is logged out and sent to the index page.
 */

const PERIOD_S = 10;
const PORT = Number(process.env.E2E_PORT ?? 4317) + 11;
let server: Awaited<ReturnType<typeof startServer>>;

test.describe.configure({ mode: 'serial' });
// Every relative address (pages and API calls of the harness) goes to that server.
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  server = await startServer(PORT, {
    FORCE_LOGOUT_SECONDS: String(PERIOD_S),
    WEB_DIST: process.env.WEB_DIST ?? '',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the warning counts down and the idle player is logged out to the index page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpPlayer(page.request, server.origin);
  await page.goto(`${server.origin}/confirmation/success`);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  const started = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: PERIOD_S * 1000 });
  const shownAfter = (Date.now() - started) / 1000;
  expect(shownAfter).toBeGreaterThan(PERIOD_S * 0.8 - 1.5);
  await expect(dialog.getByRole('timer')).toHaveText(/You will be logged out in [12] s\./);
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(`${server.origin}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('You were logged out after a period of inactivity.')).toBeVisible();
  const info = await (
    await page.request.get(`${server.origin}/api/account/getInfo?v=1&locale=en`, {
      headers: { 'X-Croupier-Client': 'web/e2e' },
    })
  ).json();
  expect(info.data.uid).toBe(0);
});

test('activity resets the period; "Stay signed in" keeps the session', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpPlayer(page.request, server.origin);
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  // Key presses every 3 s keep the player in well past the period.
  for (let i = 0; i < 4; i += 1) {
    await page.waitForTimeout(3000);
    await page.keyboard.press('Shift');
  }
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: PERIOD_S * 1000 });
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(3000);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the warning looks finished and passes axe (${theme})`, async ({ browser }) => {
    test.setTimeout(90_000);
    // A longer period for the pictures: the countdown lasts 5 s (20 % of 25 s). One page per
    // width, side by side: resizing scrolls, and scrolling is activity that ends the warning.
    const period = 25;
    const pages = await Promise.all(
      [1440, 375].map(async (width) => {
        const context = await browser.newContext({
          baseURL: server.origin,
          viewport: { width, height: width === 375 ? 812 : 900 },
        });
        const page = await context.newPage();
        await page.route('**/api/metadata/getgeneralinfo**', async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          await route.fulfill({
            response,
            json: { ...body, data: { ...body.data, time_to_force_logout: period } },
          });
        });
        await useTheme(page, server.origin, theme);
        await signUpPlayer(page.request, server.origin);
        await page.goto('/');
        return { page, width };
      }),
    );
    for (const { page, width } of pages) {
      const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
      await expect(dialog.getByRole('timer')).toBeVisible({ timeout: period * 1000 });
      await saveScreen(page, `inactivity-warning-${theme}-${width}`);
    }
    await expectAccessible(pages[0]!.page, '[role="dialog"]');
    for (const { page } of pages) await page.context().close();
  });
}

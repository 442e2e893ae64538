import { expect, test, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { expectAccessible, startServer, useTheme } from './services-support.ts';

/**
 * Forced logout after inactivity (§4) against a server whose general info says
 * time_to_force_logout = 10 s (FORCE_LOGOUT_SECONDS): the warning at 80 % counts down the last
 * 20 %, activity resets it, and at 100 % the player is logged out and sent to the index page.
 *
 * The countdown specs hold the page's clock (Playwright's page.clock) and move it by hand, so
 * the warning is read at known instants however busy the machine is.
 */

const PERIOD_S = 10;
// Above the suite's servers (one per worker, from E2E_PORT up), one per worker too.
const PORT =
  Number(process.env.E2E_PORT ?? 4317) + 10 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let server: Awaited<ReturnType<typeof startServer>>;

test.describe.configure({ mode: 'serial' });
// Every relative address (pages and API calls of the harness) goes to that server.
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  // A server of its own starts in seconds, or in a minute on a busy machine.
  test.setTimeout(450_000);
  server = await startServer(PORT, {
    FORCE_LOGOUT_SECONDS: String(PERIOD_S),
    WEB_DIST: process.env.WEB_DIST ?? '',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Opens `path` signed in with the page's clock held: the clock runs while the page starts, and
 * once the platform services run (the inactivity period counts from then) it stops; a key
 * press starts the period at that instant. From there time moves only when the spec moves it.
 */
async function openWithHeldClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await signUpPlayer(page.request, server.origin);
  await page.goto(`${server.origin}${path}`);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  await page.locator('html[data-services="running"]').waitFor({ state: 'attached' });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      break;
    } catch (error) {
      // The page's time passed that instant before the call arrived (a busy machine): again.
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
  await page.keyboard.press('Shift');
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

/**
 * Moves the held clock on until the warning's countdown shows, in 20 ms steps and 900 ms at
 * most (the countdown's second stays the same meanwhile). The app loads the warning's code
 * ahead, so it usually shows at once; when that load has not arrived yet (a busy machine), React
 * reveals the content on a timer of its own (its Suspense throttle, 300 ms, once for the dialog
 * view and once for the warning), which the held clock holds like any other.
 */
async function warningShows(page: Page): Promise<void> {
  const countdown = warning(page).getByRole('timer');
  for (let spent = 0; spent < 900 && !(await countdown.isVisible()); spent += 20) {
    await page.clock.runFor(20);
    await countdown.waitFor({ state: 'visible', timeout: 500 }).catch(() => undefined);
  }
  await expect(countdown).toBeVisible();
}

test('the warning counts down and the idle player is logged out to the index page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openWithHeldClock(page, '/confirmation/success');
  const dialog = warning(page);
  // Nothing until 80 % of the period…
  await page.clock.runFor(PERIOD_S * 800 - 100);
  await expect(dialog).toBeHidden();
  // …then the warning counts down the last 20 % second by second…
  await page.clock.runFor(100);
  await warningShows(page);
  await expect(dialog.getByRole('timer')).toHaveText('You will be logged out in 2 s.');
  await page.clock.runFor(1000);
  await expect(dialog.getByRole('timer')).toHaveText('You will be logged out in 1 s.');
  // …and at 100 % the player is logged out and sent to the index page.
  await page.clock.runFor(1000);
  await page.clock.resume();
  await expect(page).toHaveURL(`${server.origin}/`);
  await expect(dialog).toBeHidden();
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
  test.setTimeout(180_000);
  await openWithHeldClock(page, '/');
  const dialog = warning(page);
  // A key press every 3 s keeps the player in well past the period.
  for (let i = 0; i < 4; i += 1) {
    await page.clock.runFor(3000);
    await page.keyboard.press('Shift');
  }
  await page.clock.runFor(PERIOD_S * 800 - 100);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(100);
  await warningShows(page);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  // Past the old deadline, still signed in and not warned: the period began again.
  await page.clock.runFor(PERIOD_S * 500);
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the warning looks finished and passes axe (${theme})`, async ({ browser }) => {
    test.setTimeout(270_000);
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

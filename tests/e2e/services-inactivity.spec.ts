import { expect, test, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { expectAccessible, startServer, useTheme } from './services-support.ts';

/**
 * Forced logout after inactivity (§4) against a server whose general info says
 * time_to_force_logout = 10 s (FORCE_LOGOUT_SECONDS): the warning at 80 % counts down the last
 * 20 %, activity resets it, and at 100 % the player is logged out and sent to the index page.
 *
 * The page's clock is Playwright's: once the page is up the spec pauses it and moves it by
 * hand (runFor), so the countdown is read at known instants however busy the machine is.
 */

const PERIOD_S = 10;
const PORT = Number(process.env.E2E_PORT ?? 4317) + 11;
let server: Awaited<ReturnType<typeof startServer>>;

test.describe.configure({ mode: 'serial' });
// Every relative address (pages and API calls of the harness) goes to that server.
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  // A server of its own starts in seconds, or in a minute on a busy machine.
  test.setTimeout(150_000);
  server = await startServer(PORT, {
    FORCE_LOGOUT_SECONDS: String(PERIOD_S),
    WEB_DIST: process.env.WEB_DIST ?? '',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Stops the page's time a moment ahead of its now and starts the idle period there with a key
 * press: from then on the period moves only when the spec moves the clock.
 */
async function holdIdleClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
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
 * Waits for the warning and its countdown, moving the paused clock on in 20 ms steps (half a
 * second at most): the popup and its content are lazily loaded chunks, and React reveals each
 * on a timer of its own (its Suspense throttle), which the paused clock holds like any other.
 * The countdown's second is the same all along.
 */
async function warningShows(page: Page): Promise<void> {
  const countdown = warning(page).getByRole('timer');
  for (let spent = 0; spent < 500; spent += 20) {
    if (await countdown.isVisible()) return;
    await page.clock.runFor(20);
    await countdown.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
  }
  await expect(countdown).toBeVisible();
}

test('the warning counts down and the idle player is logged out to the index page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await signUpPlayer(page.request, server.origin);
  await page.goto(`${server.origin}/confirmation/success`);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  await holdIdleClock(page);
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
  // …and at 100 % the player is logged out to the index page.
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(`${server.origin}/`);
  await page.clock.resume();
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
  test.setTimeout(60_000);
  await page.clock.install();
  await signUpPlayer(page.request, server.origin);
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  await holdIdleClock(page);
  const dialog = warning(page);

  // A key press every 6 s keeps the player in well past the period (18 s).
  for (let i = 0; i < 3; i += 1) {
    await page.clock.runFor(6000);
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Shift');
  }
  await page.clock.runFor(PERIOD_S * 800);
  await warningShows(page);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  // Past the end of the period the warning belonged to: still signed in, no warning.
  await page.clock.runFor(PERIOD_S * 500);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
  await expect(page).toHaveURL(`${server.origin}/`);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the warning looks finished and passes axe (${theme})`, async ({ browser }) => {
    test.setTimeout(90_000);
    // One page per width, side by side: resizing scrolls, and scrolling is activity that ends
    // the warning. Each page's clock stands still in the countdown for its picture.
    const pages = await Promise.all(
      [1440, 375].map(async (width) => {
        const context = await browser.newContext({
          baseURL: server.origin,
          viewport: { width, height: width === 375 ? 812 : 900 },
        });
        const page = await context.newPage();
        await page.clock.install();
        await useTheme(page, server.origin, theme);
        await signUpPlayer(page.request, server.origin);
        await page.goto('/');
        await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
        // At once: the other page may take long to load, and this one's period must not run.
        await holdIdleClock(page);
        return { page, width };
      }),
    );
    for (const { page, width } of pages) {
      await page.clock.runFor(PERIOD_S * 800);
      await warningShows(page);
      await expect(warning(page).getByRole('timer')).toHaveText('You will be logged out in 2 s.');
      // Timers run again for the picture and axe (which waits on its own), on a time that
      // stands still: the countdown stays where it is.
      await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
      await page.clock.resume();
      await saveScreen(page, `inactivity-warning-${theme}-${width}`);
    }
    await expectAccessible(pages[0]!.page, '[role="dialog"]');
    for (const { page } of pages) await page.context().close();
  });
}

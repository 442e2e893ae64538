import { expect, test, type Page } from '@playwright/test';
import { resetSwitches, setSwitch } from '../harness/operator-switches.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

// Requests a service worker makes escape the page's routing: the page's own are seen.
test.use({ ...TELEGRAM_BROWSER, serviceWorkers: 'block' });

/**
 * The §8 maintenance screen in the Mini App (issue 17, issue 16 "The API unavailable"),
 * under the Telegram host emulator, from the reference server's operator switch: on
 * ApplicationUnavailable the screen shows inside the frame, polls gently, and brings the
 * player back to the screen they were on once the switch is off.
 */
/** A new player's launch, at home with its quick menu in view (where the player is). */
async function launchAtHome(page: Page, baseURL: string) {
  const { user } = await registerTelegramPlayer(page.request, baseURL);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL, { user, width: 375 });
  const where = tg.app
    .getByRole('navigation', { name: 'Quick menu' })
    .getByRole('link', { name: 'Promotions' });
  await expect(where).toBeVisible();
  // The start-up's own calls are done: the next API call is the one the player's tap makes.
  // (Waiting for "the app's next call" raced them: on a quiet machine one was still in flight
  // when the switch flipped, on a busy one all were done and nothing came for 20 s.)
  await page.waitForLoadState('networkidle');
  return { tg, where };
}

test.describe('§8 error types in the Mini App (Telegram host emulator)', () => {
  test.afterEach(async ({ request }) => {
    await resetSwitches(request);
  });

  test('ApplicationUnavailable: the maintenance screen, polling until the site is back, where the player was', async ({
    page,
    baseURL,
  }) => {
    const { tg, where } = await launchAtHome(page, baseURL!);

    // The player moves on: the promotions screen's API call meets the switch.
    await setSwitch(page.request, 'application', 'unavailable');
    await where.click();
    const title = tg.app.getByRole('heading', { name: "We'll be back soon" });
    await expect(title).toBeVisible({ timeout: 20_000 });
    await expect(where).toBeHidden();

    await setSwitch(page.request, 'application', 'open');
    // No click: the screen's own gentle poll (first check after 5 s) brings the player back.
    await expect(title).toBeHidden({ timeout: 15_000 });
    await expect(where).toBeVisible();
  });

  test('ApplicationDisabled: the maintenance screen; "Try again" checks at once', async ({
    page,
    baseURL,
  }) => {
    const { tg, where } = await launchAtHome(page, baseURL!);

    await setSwitch(page.request, 'application', 'disabled');
    await where.click();
    const title = tg.app.getByRole('heading', { name: "We'll be back soon" });
    await expect(title).toBeVisible({ timeout: 20_000 });
    await tg.app.getByRole('button', { name: 'Try again' }).click();
    await expect(title).toBeVisible(); // still closed
    await setSwitch(page.request, 'application', 'open');
    await tg.app.getByRole('button', { name: 'Try again' }).click();
    await expect(title).toBeHidden();
    await expect(where).toBeVisible();
  });
});

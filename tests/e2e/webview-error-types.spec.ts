import { expect, test } from '@playwright/test';
import { account } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { banPlayer, resetSwitches, setSwitch } from '../harness/operator-switches.ts';
import { signUpPlayer } from '../harness/players.ts';
import { HOSTS, installHost } from './webview-support.ts';
import { appReady } from '../harness/app-ready.ts';

/**
 * The §8 screens the web view app shows (issue 17, issue 16 "The API unavailable"), under
 * webview-bridge's host simulator as an iOS and a React Native host, from the operator
 * switches of the reference server: the maintenance screen on ApplicationUnavailable that
 * polls gently and brings the player back to where they were, ApplicationDisabled's
 * "Try again", and a ban's user blocked page with the support link and the session ended.
 */
for (const host of HOSTS) {
  test.describe(`§8 error types in the web view app — ${host.title}`, () => {
    test.afterEach(async ({ request }) => {
      await resetSwitches(request);
    });

    test('ApplicationUnavailable: the maintenance screen, polling until the site is back, where the player was', async ({
      page,
      baseURL,
    }) => {
      await installHost(page, host.kind);
      await signUpPlayer(page.request, baseURL!);
      await setSwitch(page.request, 'application', 'unavailable');
      await page.goto('/cashier/deposit');
      const title = page.getByRole('heading', { name: "We'll be back soon" });
      await expect(title).toBeVisible();
      await expect(page).toHaveURL(/\/cashier\/deposit$/);

      await setSwitch(page.request, 'application', 'open');
      // No click: the screen's own gentle poll (first check after 5 s) brings the page back.
      await expect(title).toBeHidden({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/cashier\/deposit$/);
      await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    });

    test('ApplicationDisabled: the maintenance screen; "Try again" checks at once', async ({
      page,
    }) => {
      await installHost(page, host.kind);
      await setSwitch(page.request, 'application', 'disabled');
      await page.goto('/games');
      await appReady(page);
      const title = page.getByRole('heading', { name: "We'll be back soon" });
      await expect(title).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(title).toBeVisible(); // still closed
      await setSwitch(page.request, 'application', 'open');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(title).toBeHidden();
      await expect(page).toHaveURL(/\/games$/);
    });

    test('a ban: the user blocked page with the support link, the session ended', async ({
      page,
      baseURL,
    }) => {
      await installHost(page, host.kind);
      const player = await signUpPlayer(page.request, baseURL!);
      await banPlayer(page.request, player.uid);
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
      await page.getByRole('link', { name: 'Contact support' }).click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeHidden();
      expect((await call(page.request, baseURL!, account.getInfo, {})).uid).toBe(0);
    });
  });
}

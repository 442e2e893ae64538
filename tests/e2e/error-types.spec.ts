import { expect, test, type Page } from '@playwright/test';
import { account, cashier } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { banPlayer, resetSwitches, setSwitch } from '../harness/operator-switches.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { confirmEmail, depositThroughApi } from './cashier-helpers.ts';
import { appReady } from '../harness/app-ready.ts';

/**
 * Every §8 error type the reference server only raises on an operator's switch, a ban or a
 * demo provider's documented trigger (issue 17; README "Operator switches", "Demo triggers"),
 * seen by a player in the browser: the maintenance screen that comes back by itself, the
 * user blocked page, and the cashier's messages and ways out.
 */
test.describe('§8 error types from their causes', () => {
  test.afterEach(async ({ request }) => {
    await resetSwitches(request);
  });

  async function signedIn(page: Page, baseURL: string) {
    return signUpPlayer(page.request, baseURL);
  }

  test('ApplicationUnavailable: the maintenance screen, polling until the site is back, where the player was', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!);
    await setSwitch(page.request, 'application', 'unavailable');
    await page.goto('/cashier/deposit');
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await expect(page).toHaveURL(/\/cashier\/deposit$/);

    await setSwitch(page.request, 'application', 'open');
    // No click: the screen's own gentle poll (first check after 5 s) brings the page back.
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeHidden({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  });

  test('ApplicationDisabled: the maintenance screen; "Try again" checks at once', async ({
    page,
  }) => {
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
    const player = await signedIn(page, baseURL!);
    await banPlayer(page.request, player.uid);
    // The player's next visit: its first API call ends the session and says why.
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeHidden();
    // The server ended the session: the browser is a guest's now.
    expect((await call(page.request, baseURL!, account.getInfo, {})).uid).toBe(0);
  });

  for (const [value, text] of [
    ['down', 'Payments are unavailable right now. Try again later.'],
    ['error', 'The payment provider could not process this. Try again later.'],
    ['garbled', 'Something unexpected happened with the payment. Try again later.'],
  ] as const) {
    test(`payments ${value}: the deposit form says so and nothing is opened`, async ({
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!);
      await setSwitch(page.request, 'payments', value);
      await page.goto('/cashier/deposit');
      await page.getByRole('textbox', { name: 'Amount' }).fill('25');
      await page.getByLabel('Card number').pressSequentially('4111111111111111');
      await page.getByLabel('Card holder').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Pay 25 USD' }).click();
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(page).toHaveURL(/\/cashier\/deposit$/);
      expect(
        (await call(page.request, baseURL!, cashier.gethistory, { type: 'deposit' })).count,
      ).toBe(0);
    });
  }

  test.describe('withdrawals', () => {
    test.beforeEach(async ({ page, baseURL }) => {
      const player = await signedIn(page, baseURL!);
      await depositThroughApi(page, baseURL!, '300', 'Success');
      await confirmEmail(page, baseURL!, player.email);
      await page.goto('/cashier/withdraw');
      await expect(page.getByRole('radio', { name: '•••• 1111' })).toBeChecked();
    });

    async function withdraw(page: Page, amount: string) {
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: /^Withdraw [\d.,]+ USD$/ }).click();
    }

    for (const [amount, title, link, href] of [
      ['101.01', 'Make a deposit first', 'Make a deposit', '/cashier/deposit'],
      ['101.03', 'Complete your profile first', 'Fill in profile', '/profile/settings'],
      ['101.04', 'Verify your identity first', 'Pass verification', '/profile/verification'],
    ] as const) {
      test(`withdrawing ${amount}: "${title}" with the way out`, async ({ page, baseURL }) => {
        await withdraw(page, amount);
        const notice = page.getByRole('alert').filter({ hasText: title });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('link', { name: link })).toHaveAttribute('href', href);
        expect((await balances(page.request, baseURL!)).main).toBe(300);
      });
    }

    test('withdrawing 101.02: UserNeedProfileData opens fill-profile-info (§2.3)', async ({
      page,
      baseURL,
    }) => {
      await withdraw(page, '101.02');
      const fill = page.getByRole('alertdialog', { name: 'Fill in your profile' });
      await expect(fill.getByTestId('fill-profile-info')).toBeVisible();
      await fill.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(
        /\/profile\/settings\?from=%2Fcashier%2Fwithdraw&toastType=profile$/,
      );
      expect((await balances(page.request, baseURL!)).main).toBe(300);
    });

    test('withdrawing 101.05: WithdrawalDeclined', async ({ page, baseURL }) => {
      await withdraw(page, '101.05');
      await expect(
        page.getByRole('alert').filter({ hasText: 'The withdrawal was declined.' }),
      ).toBeVisible();
      expect((await balances(page.request, baseURL!)).main).toBe(300);
    });

    for (const [number, text] of [
      ['4000000000003220', 'These payment details are being verified.'],
      ['4000000000000101', 'Confirm these payment details with your bank'],
      ['4100000000000019', 'These payment details cannot be used.'],
    ] as const) {
      test(`card ${number}: the form says why it cannot pay out to it`, async ({
        page,
        baseURL,
      }) => {
        await page.getByRole('radio', { name: 'New card' }).check();
        await page.getByLabel('Card number').pressSequentially(number);
        await page.getByLabel('Card holder').fill('Ada Lovelace');
        await withdraw(page, '150');
        await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
        expect((await balances(page.request, baseURL!)).main).toBe(300);
      });
    }
  });
});

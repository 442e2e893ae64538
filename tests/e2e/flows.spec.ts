import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { dismissCampaignPopups, freshEmail, openAccountMenu, popup } from './auth-support.ts';
import { confirmEmail, depositThroughApi, confirmationCode } from './cashier-helpers.ts';

/**
 * The popups and flows of §2.3 and §4 that had no binding or no trigger (issue 17):
 * confirm-email after registration, confirmation success, fill-profile-info on
 * UserNeedProfileDataException, the unseen cashback at sign-in and reload, the restore mode's
 * title, login → registration dropping `show_popup_auth`, and `/en/...` going unprefixed.
 */

// Every call goes to the real server (and the machine may be busy): generous waits.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 270_000 });

const WEEK = {
  id: 9_001,
  status: 'active',
  receiving_expired_at: '2099-01-01T00:00:00.000Z',
  amount: '24.5',
  currency: 'USD',
  period_start: '2026-11-09T00:00:00.000Z',
  period_end: '2026-11-16T00:00:00.000Z',
};

/** cashbacks.get answers one unseen week (a fresh player has none of their own). */
async function withCashback(page: Page) {
  await page.route('**/api/cashbacks/get*', (route) =>
    route.fulfill({ json: { data: { items: [WEEK], total: 1, offset: 0, count: 1 } } }),
  );
}

test('registration queues confirm-email; it sends the code and the code confirms', async ({
  page,
}) => {
  await dismissCampaignPopups(page);
  await page.goto('/?show_popup_reg=1');
  const registration = popup(page, 'Sign up');
  const email = freshEmail('confirm');
  await registration.getByRole('textbox', { name: 'Email' }).fill(email);
  await registration.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await registration.getByText(/accept the terms/).click();
  // Marketing consent is opt-in in the demo content (issue 17).
  await expect(
    registration.getByRole('checkbox', { name: 'Send me news and offers' }),
  ).not.toBeChecked();
  await registration.getByRole('button', { name: 'Sign up', exact: true }).click();

  const confirm = popup(page, 'Confirm your e-mail');
  await expect(confirm.getByText(email)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send the code' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=email$/);
  await page.getByLabel('Confirmation code').fill(await confirmationCode(page.request, email));
  await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
});

test('confirming a contact in profile settings shows the confirmation success popup', async ({
  page,
  baseURL,
}) => {
  const player = await signUpPlayer(page.request, baseURL!);
  await dismissCampaignPopups(page);
  await page.goto('/profile/settings');
  const email = page.getByTestId('contact-email');
  await email.getByRole('button', { name: 'Confirm' }).click();
  await email
    .getByRole('textbox', { name: 'Confirmation code' })
    .fill(await confirmationCode(page.request, player.email));
  await email.getByRole('button', { name: 'Confirm' }).click();
  const success = popup(page, 'Your e-mail is confirmed');
  await expect(success.getByTestId('confirmation-success')).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).first().click();
  await expect(success).toHaveCount(0);
  await expect(email).toContainText('Confirmed');
});

test('a withdrawal that needs profile data opens fill-profile-info, which opens settings with from and toastType', async ({
  page,
  baseURL,
}) => {
  const player = await signUpPlayer(page.request, baseURL!);
  await depositThroughApi(page, baseURL!, '200', 'Success');
  await confirmEmail(page, baseURL!, player.email);
  await dismissCampaignPopups(page);
  // The reference server raises it for a profile that lacks data; here the answer is forced so
  // the client's part is tested whatever the player's profile holds.
  await page.route('**/api/cashier/makewithdrawal*', (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        data: {
          type: 'UserNeedProfileDataException',
          message: 'Fill in your profile to withdraw',
        },
      },
    }),
  );
  await page.goto('/cashier/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('80');
  await page.getByRole('button', { name: 'Withdraw 80 USD' }).click();
  const fill = page.getByRole('alertdialog', { name: 'Fill in your profile' });
  await expect(fill.getByTestId('fill-profile-info')).toBeVisible();
  await fill.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(
    /\/profile\/settings\?from=%2Fcashier%2Fwithdraw&toastType=profile$/,
  );
  await expect(page.getByText('Please fill in your personal details to continue.')).toBeVisible();
});

test('the unseen cashback shows when a returning player logs in, and not again on reload once closed', async ({
  page,
  baseURL,
  browser,
}) => {
  const player = await signUpPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  await withCashback(page);
  await dismissCampaignPopups(page);
  await page.goto('/?show_popup_auth=1');
  const login = popup(page, 'Log in');
  await login.getByLabel('Email or phone').fill(player.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  const cashback = popup(page, 'Your cashback');
  await expect(cashback.getByTestId('unseen-cashback')).toHaveAttribute(
    'data-cashback',
    String(WEEK.id),
  );
  await cashback.getByRole('button', { name: 'Close' }).first().click();
  await expect(cashback).toHaveCount(0);
  const asked = page.waitForRequest('**/api/cashbacks/get*');
  await page.reload();
  await asked;
  // A round trip through the UI after the answer: a popup it opened would be up by now.
  await openAccountMenu(page);
  await expect(page.getByTestId('unseen-cashback')).toHaveCount(0);

  // Another browser, already signed in (its cookies), sees it on load: it has not seen it.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const tab = await other.newPage();
  await other.addInitScript(() => localStorage.removeItem('cashback_seen_id'));
  await withCashback(tab);
  await tab.goto(`${baseURL!}/gamehall`);
  await expect(popup(tab, 'Your cashback').getByTestId('unseen-cashback')).toBeVisible();
  await other.close();
});

test('restore has its own title; login → registration drops show_popup_auth', async ({ page }) => {
  await page.goto('/?show_popup_auth=1&track_id=7');
  const login = popup(page, 'Log in');
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(popup(page, 'Restore password')).toBeVisible();
  await popup(page, 'Restore password').getByRole('button', { name: 'Back to log in' }).click();
  await login.getByRole('button', { name: 'Sign up' }).click();
  await expect(popup(page, 'Sign up').getByRole('tab', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?track_id=7$/);
});

test('/en/... goes to the unprefixed page, query and hash kept', async ({ page }) => {
  const response = await page.request.get('/en/gamehall?category=slots', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/gamehall?category=slots');
  await page.goto('/en/promotions?x=1#top');
  await expect(page).toHaveURL(/\/promotions\?x=1#top$/);
  await expect(page.getByRole('main')).toBeVisible();
});

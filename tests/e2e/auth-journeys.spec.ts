import { expect as baseExpect, test, type Page } from '@playwright/test';
import { account } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreen } from '../harness/screens.ts';
import { totp } from '../harness/totp.ts';
import {
  dismissCampaignPopups,
  fillPersonalFields,
  freshEmail,
  openAccountMenu,
  playerSignedOut,
  playerWithTwoFactor,
  popup,
  restoreCode,
} from './auth-support.ts';

/**
 * What players do with the auth popup, against the real server (spec §2.1, §4, §5, §8):
 * register, log in (with two-factor), restore a password, log out, sign up socially.
 */

// The server answers every call for real (and the machine may be busy): generous waits.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 360_000 });

async function openRegistration(page: Page, path = '/?show_popup_reg=1') {
  await page.goto(path);
  const dialog = popup(page, 'Sign up');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible();
  return dialog;
}

async function signedInUid(page: Page, baseURL: string): Promise<number> {
  return (await call(page.request, baseURL, account.getInfo, {})).uid;
}

test('register with e-mail: every field shows its error, then the deposit page with register=success', async ({
  page,
  baseURL,
}) => {
  const dialog = await openRegistration(page);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText('Enter your email address')).toBeVisible();
  await expect(dialog.getByText('Enter your password')).toBeVisible();
  await expect(dialog.getByText('Please tick this box to continue')).toBeVisible();

  const email = freshEmail('register');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText('Sports betting').click();
  await dialog.getByText(/accept the terms/).click();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/);
  await expect(popup(page, 'Sign up')).toHaveCount(0);
  // The post-registration queue (§4): first the e-mail confirmation the CMS config asks for.
  const confirmEmail = popup(page, 'Confirm your e-mail');
  await expect(confirmEmail.getByText(email)).toBeVisible();
  await confirmEmail.getByRole('button', { name: 'Later' }).click();
  // Then the campaign popups due for the new player.
  const campaign = popup(page, 'Special offer');
  await expect(campaign.getByRole('heading', { name: 'Welcome to Croupier!' })).toBeVisible();
  await expect(campaign.getByRole('link', { name: 'Deposit now' })).toHaveAttribute(
    'href',
    '/cashier/deposit',
  );
  await saveScreen(page, 'campaign-popup-1440');
  while (await campaign.count())
    await campaign.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const info = await call(page.request, baseURL!, account.getInfo, {});
  expect(info.uid).toBeGreaterThan(0);
  expect(info.login).toBe(email);
  // The stored bet choice is cleared after registration (§4).
  expect(await page.evaluate(() => localStorage.getItem('registration_is_betting'))).toBeNull();
});

test('register with redirectUrl goes there, with register=success', async ({ page }) => {
  const dialog = await openRegistration(page, '/?show_popup_reg=1&redirectUrl=%2Fgamehall');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(freshEmail('redirect'));
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText(/accept the terms/).click();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/gamehall\?register=success$/);
});

test('a promo code the server rejects shows the promo code error on its field', async ({
  page,
  baseURL,
}) => {
  const dialog = await openRegistration(page);
  await expect(dialog.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await dialog.getByText('I have a promo code').click();
  const promo = dialog.getByRole('textbox', { name: 'Promo code' });
  await expect(promo).toBeVisible();
  // Longer than any code the server takes: register refuses it.
  await promo.fill('WELCOME'.repeat(10));
  await dialog.getByRole('textbox', { name: 'Email' }).fill(freshEmail('promo'));
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText(/accept the terms/).click();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This promo code is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/\?show_popup_reg=1$/);
  expect(await signedInUid(page, baseURL!)).toBe(0);
});

test('a registration error lands on its field: the e-mail is already registered', async ({
  page,
  baseURL,
}) => {
  const taken = await playerSignedOut(page.request, baseURL!, { tag: 'taken' });
  const dialog = await openRegistration(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(taken.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText(/accept the terms/).click();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog.getByText('This email is already registered')).toBeVisible();
});

test('a wrong password shows the wrong-entry alert', async ({ page, baseURL }) => {
  const player = await playerSignedOut(page.request, baseURL!, { tag: 'wrong' });
  await page.goto('/?show_popup_auth=1');
  const dialog = popup(page, 'Log in');
  await dialog.getByLabel('Email or phone').fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
  expect(await signedInUid(page, baseURL!)).toBe(0);
});

test('login navigates to the page for the player locale', async ({ page, baseURL }) => {
  const player = await playerSignedOut(page.request, baseURL!, { locale: 'ru', tag: 'ru' });
  await page.goto('/gamehall?show_popup_auth=1');
  const dialog = popup(page, 'Log in');
  await dialog.getByLabel('Email or phone').fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/gamehall$/);
  expect(await signedInUid(page, baseURL!)).toBe(player.uid);
});

test('login with two-factor: the code from the TOTP secret signs in', async ({ page, baseURL }) => {
  const player = await playerWithTwoFactor(page.request, baseURL!);
  await page.goto('/?show_popup_auth=1');
  const dialog = popup(page, 'Log in');
  await dialog.getByLabel('Email or phone').fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  expect(await signedInUid(page, baseURL!)).toBe(0);
  // The code that enabled two-factor was used; the next step's code is the fresh one.
  await dialog.getByLabel('Code').fill(totp(player.secret, Date.now(), 1));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup(page, 'Log in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await signedInUid(page, baseURL!)).toBeGreaterThan(0);
});

test('restore a password with the code from the outbox, then log in with it', async ({
  page,
  baseURL,
}) => {
  const player = await playerSignedOut(page.request, baseURL!, { tag: 'restore' });
  await page.goto('/?show_popup_auth=1');
  const login = popup(page, 'Log in');
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = popup(page, /^(Restore password|Log in)$/);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${player.email}`)).toBeVisible();

  await dialog.getByLabel('Code').fill('000000');
  await dialog.getByLabel('New password').fill('brand-new-1');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  const code = await restoreCode(page.request, player.email);
  if (code !== '000000') await expect(dialog.getByText('The code is invalid')).toBeVisible();

  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Your password has been changed')).toBeVisible();
  await expect(dialog.getByLabel('Email or phone')).toHaveValue(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-1');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await signedInUid(page, baseURL!)).toBe(player.uid);
});

test('logout ends the session and goes to the index page', async ({ page, baseURL }) => {
  const player = await playerSignedOut(page.request, baseURL!, { tag: 'logout' });
  // The sign-in shows the campaign popup due for the player.
  await dismissCampaignPopups(page);
  await page.goto('/gamehall?show_popup_auth=1');
  const dialog = popup(page, 'Log in');
  await dialog.getByLabel('Email or phone').fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await openAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await signedInUid(page, baseURL!)).toBe(0);
});

test('social sign-up needs the terms first, then completes the profile in a popup that cannot be closed', async ({
  page,
  baseURL,
}) => {
  const dialog = await openRegistration(page);
  await dialog.getByRole('tab', { name: 'Demo ID' }).click();
  let windows = 0;
  page.on('popup', () => windows++);
  await dialog.getByRole('button', { name: 'Demo ID' }).click();
  await expect(dialog.getByText('Please tick this box to continue')).toBeVisible();
  await page.waitForTimeout(300);
  expect(windows).toBe(0);

  await dialog.getByText(/accept the terms/).click();
  const [signIn] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Demo ID' }).click(),
  ]);
  await expect(signIn).toHaveURL(/\/oauth\/demo\/authorize/);
  // The back address is saved before the window opens (§7).
  expect(await page.evaluate(() => localStorage.getItem('social_login_return'))).toBe('/');
  await signIn.locator('#name').fill('Ada Lovelace');
  await signIn.locator('#email').fill(freshEmail('social'));
  await Promise.all([
    signIn.waitForEvent('close'),
    signIn.getByRole('button', { name: 'Allow' }).click(),
  ]);

  const complete = popup(page, 'Complete registration');
  await expect(complete.getByLabel('First name')).toBeVisible();
  await expect(complete.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(complete).toBeVisible();
  const before = await call(page.request, baseURL!, account.getInfo, {});
  expect(before.uid).toBeGreaterThan(0);
  expect(before.is_registration_completed).toBe(false);

  await complete.getByRole('button', { name: 'Complete registration' }).click();
  await expect(complete.getByText('Field is required').first()).toBeVisible();
  await fillPersonalFields(complete);
  await complete.getByRole('button', { name: 'Complete registration' }).click();
  await expect(complete).toHaveCount(0);
  await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/);
  const after = await call(page.request, baseURL!, account.getInfo, {});
  expect(after.is_registration_completed).toBe(true);
});

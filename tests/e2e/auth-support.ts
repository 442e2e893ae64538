/**
 * Shared steps of the auth popup suites: players with two-factor on, the restore code from the
 * outbox, screenshots of a popup mode at both widths, and the axe check of the open popup.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { account, auth } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { outboxCode } from '../harness/outbox.ts';
import { saveScreen, seriousViolations } from '../harness/screens.ts';
import { totp } from '../harness/totp.ts';

let counter = 0;

/** A fresh e-mail address for a player of this run. */
export function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${++counter}@croupier.test`;
}

/** Registers a player through the API and signs the browser out again. */
export async function playerSignedOut(
  request: APIRequestContext,
  baseURL: string,
  options: { locale?: string; tag?: string } = {},
): Promise<{ email: string; password: string; uid: number }> {
  const email = freshEmail(options.tag ?? 'player');
  const password = 'secret123';
  const { uid } = await call(request, baseURL, auth.register, {
    email,
    password,
    currency: 'USD',
    terms: true,
    notify: false,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await call(request, baseURL, auth.logout, {});
  return { email, password, uid };
}

/**
 * Registers a player, turns two-factor on with a code from the TOTP secret (as an
 * authenticator app would), and signs the browser out. Returns the secret.
 */
export async function playerWithTwoFactor(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ email: string; password: string; secret: string }> {
  const email = freshEmail('twofa');
  const password = 'secret123';
  await call(request, baseURL, auth.register, {
    email,
    password,
    currency: 'USD',
    terms: true,
  });
  const change = await call(request, baseURL, account.changeTwoFactorAuth, { enable: true });
  if (change.status !== 'pending_confirmation') throw new Error('Two-factor did not start');
  expect(
    await call(request, baseURL, account.confirmTwoFactorAuth, { code: totp(change.secret) }),
  ).toBe(1);
  await call(request, baseURL, auth.logout, {});
  return { email, password, secret: change.secret };
}

/** The newest password recovery code the server "sent" to `email`. */
export const restoreCode = (request: APIRequestContext, email: string): Promise<string> =>
  outboxCode(request, email, 'restore_password');

/** The open auth popup, by its title. */
export function popup(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Sets the theme cookie the app reads before first paint. */
export async function useTheme(page: Page, baseURL: string, theme: 'dark' | 'light') {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
}

/** Saves the popup at 375 px (full-screen sheet) and 1440 px (centered dialog). */
export async function screens(page: Page, name: string, dialog: Locator, theme = 'dark') {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(dialog).toBeVisible();
    // Let the open animation finish.
    await page.waitForTimeout(250);
    await saveScreen(page, `auth-${name}-${theme}-${width}`);
  }
  await page.setViewportSize(size);
}

/** No serious or critical axe violation inside the open popup. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
}

/**
 * Fills the required personal fields (US) where a form asks for them: the social sign-up's
 * completion (the demo content's registration form asks for none, issue 19).
 */
export async function fillPersonalFields(dialog: Locator) {
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Date of birth').pressSequentially('10121985');
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('10.12.1985');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('US');
}

/**
 * Opens the account menu, and clicks `choose` in it when given. A campaign popup coming up while
 * the menu is open takes it down with it (dismissCampaignPopups closes the popup, the click lands
 * outside the menu): open it again until it stays and the click lands.
 */
export async function openAccountMenu(page: Page, choose?: string) {
  const trigger = page.getByRole('button', { name: 'Account menu' });
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(logOut).toBeVisible({ timeout: 2_000 });
    if (choose) await page.getByRole('button', { name: choose }).click({ timeout: 2_000 });
  }).toPass();
}

/** Campaign popups (§2.3) may open on any visit: close them whenever they get in the way. */
export async function dismissCampaignPopups(page: Page) {
  const campaign = page.getByRole('dialog', { name: 'Special offer' });
  await page.addLocatorHandler(
    campaign,
    () => campaign.getByRole('button', { name: 'Close', exact: true }).click(),
    { noWaitAfter: true },
  );
}

/**
 * Registration, deposit and withdrawal forms (issue 19, issue 16 "slow is calm"): the demo
 * content's sign-up asks for the minimum (e-mail or phone, password, currency, terms) and the
 * identity details come when a withdrawal needs them (fill-profile-info → profile settings →
 * back to the withdrawal); after a failed submit — the client's checks or the server's — the
 * first error has the focus; a focused field shows a 2 px focus ring in both themes; a slow
 * answer shows progress on the button the player waits on.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens } from '../harness/screens.ts';
import { dismissCampaignPopups, freshEmail, popup, useTheme } from './auth-support.ts';
import { confirmEmail, depositThroughApi } from './cashier-helpers.ts';

const THEMES = ['dark', 'light'] as const;

/** The ring around a field: the outline of its frame (the control's parent), as computed. */
async function ringOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element.parentElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

/** The focused field has a solid ring of at least 2 px (WCAG 2.4.11/2.4.13); others none. */
async function expectRing(focused: Locator, other: Locator) {
  await expect(focused).toBeFocused();
  const ring = await ringOf(focused);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect((await ringOf(other)).style).toBe('none');
}

/** Holds every request to `path` until released: the wait the player sees progress through. */
async function hold(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}?**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function openRegistration(page: Page, prefix = '') {
  await page.goto(`${prefix}/?show_popup_reg=1`);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
  // The fields come from the server (getPersonalDataFields): the dialog shows progress first.
  await expect(dialog.getByRole('textbox', { name: /Email|почта/ })).toBeVisible({
    timeout: 15_000,
  });
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await dismissCampaignPopups(page);
});

for (const theme of THEMES) {
  test(`registration asks for the minimum and focuses its first error (${theme})`, async ({
    page,
    baseURL,
  }) => {
    await useTheme(page, baseURL!, theme);
    const dialog = await openRegistration(page);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toBeVisible();
    await expect(dialog.getByText(/accept the terms/)).toBeVisible();
    // Identity details wait for the withdrawal that needs them.
    for (const name of ['First name', 'Last name', 'Date of birth', 'Country']) {
      await expect(dialog.getByLabel(name, { exact: true })).toHaveCount(0);
    }
    await saveScreens(page, `forms-registration-${theme}-en`);

    // The client's checks: the first field in the form has the focus, ringed.
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectRing(email, password);
    await saveScreens(page, `forms-registration-errors-${theme}-en`);
  });
}

test("the server's field error takes the focus after a failed registration", async ({
  page,
  request,
  baseURL,
}) => {
  // Another browser's player: the e-mail is taken, which only the server knows.
  const taken = await signUpPlayer(request, baseURL!);
  const dialog = await openRegistration(page);
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill(taken.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText(/accept the terms/).click();
  const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
  await submit.focus();
  await submit.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
});

test('a slow registration shows progress on its button until the answer', async ({ page }) => {
  const dialog = await openRegistration(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(freshEmail('slow'));
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await dialog.getByText(/accept the terms/).click();
  const release = await hold(page, '/api/auth/register');
  // Located by its place: a busy button's label is hidden under the spinner.
  const submit = dialog.locator('form button[type="submit"]');
  await expect(submit).toHaveText('Sign up');
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/, { timeout: 15_000 });
});

test('the registration dialog in Russian, both themes', async ({ page, baseURL }) => {
  for (const theme of THEMES) {
    await useTheme(page, baseURL!, theme);
    const dialog = await openRegistration(page, '/ru');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('textbox', { name: /почта/i })).toBeFocused();
    await saveScreens(page, `forms-registration-errors-${theme}-ru`);
  }
});

test.describe('cashier forms', () => {
  for (const [locale, prefix, amountName] of [
    ['en', '', 'Amount'],
    ['ru', '/ru', 'Сумма'],
  ] as const) {
    test(`the deposit form focuses its first error, and a slow deposit shows progress (${locale})`, async ({
      page,
      baseURL,
    }) => {
      await signUpPlayer(page.request, baseURL!);
      for (const theme of THEMES) {
        await useTheme(page, baseURL!, theme);
        await page.goto(`${prefix}/cashier/deposit/card`);
        const amount = page.getByRole('textbox', { name: amountName, exact: true });
        const form = page.locator('form', { has: amount });
        const submit = form.locator('button[type="submit"]');
        await expect(submit).toBeVisible();
        await submit.click();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expectRing(amount, form.locator('input[name="card_holder"]'));
        await saveScreens(page, `forms-deposit-errors-${theme}-${locale}`, { fullPage: true });
      }
      if (locale !== 'en') return;
      // Slow is calm: the Pay button shows progress while the deposit is on its way.
      const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
      await amount.fill('20');
      await page.getByLabel('Card number').pressSequentially('4111111111111111');
      await page.getByLabel('Card holder').fill('Ada Lovelace');
      const release = await hold(page, '/api/cashier/makedeposit');
      const pay = page.locator('form', { has: amount }).locator('button[type="submit"]');
      await expect(pay).toHaveText('Pay 20 USD');
      await pay.click();
      await expect(pay).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(page).toHaveURL(/\/demo-pay\//);
    });
  }

  test('a minimal new player withdraws: the first error focused, then identity details on the way', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(270_000);
    // Signs up in the popup with the minimum.
    const email = freshEmail('minimal');
    const dialog = await openRegistration(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
    await dialog.getByText(/accept the terms/).click();
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/, { timeout: 15_000 });
    await depositThroughApi(page, baseURL!, '300', 'Success');
    await confirmEmail(page, baseURL!, email);

    await page.goto('/cashier/withdraw');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toBeVisible();
    await page.locator('form', { has: amount }).locator('button[type="submit"]').click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();

    // A withdrawal that needs identity details (the demo provider's 101.02, README "Demo
    // triggers"): fill-profile-info, settings with from and toastType, then back here.
    await amount.fill('101.02');
    await page.getByRole('button', { name: 'Withdraw 101.02 USD' }).click();
    const fill = page.getByRole('alertdialog', { name: 'Fill in your profile' });
    await fill.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(
      /\/profile\/settings\?from=%2Fcashier%2Fwithdraw&toastType=profile$/,
    );
    const details = page.getByTestId('personal-details');
    await details.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await details.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await details.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('10121985');
    await details.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await details.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/cashier\/withdraw$/);

    // Slow is calm: the button shows progress while the withdrawal is on its way.
    await amount.fill('120');
    const release = await hold(page, '/api/cashier/makewithdrawal');
    // Located by its place: a busy button's label is hidden under the spinner.
    const withdraw = page.locator('form', { has: amount }).locator('button[type="submit"]');
    await expect(withdraw).toHaveText('Withdraw 120 USD');
    await withdraw.click();
    await expect(withdraw).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByText('Withdrawal requested')).toBeVisible();
    expect((await balances(page.request, baseURL!)).main).toBe(180);
  });
});

test('the login form focuses its first error', async ({ page }) => {
  await page.goto('/?show_popup_auth=1');
  const dialog = popup(page, 'Log in');
  const login = dialog.getByRole('textbox', { name: 'Email or phone' });
  await expect(login).toBeVisible();
  await dialog.locator('form button[type="submit"]').click();
  await expect(login).toHaveAttribute('aria-invalid', 'true');
  await expect(login).toBeFocused();
});

import { expect, test } from '@playwright/test';
import { cashier } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { confirmEmail, depositThroughApi } from './cashier-helpers.ts';

/** Withdrawals in the cashier UI: masked requisites, limits, and cancelling a pending one. */
test.describe('cashier withdrawals', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    await depositThroughApi(page, baseURL!, '200', 'Success');
    await confirmEmail(page, baseURL!, player.email);
  });

  test('an IBAN withdrawal takes the IBAN through its mask and is checked before sending', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/cashier/withdraw');
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(
      page.getByRole('heading', { name: 'Withdraw to Bank transfer (IBAN)' }),
    ).toBeVisible();
    const iban = page.getByRole('textbox', { name: 'IBAN' });
    await iban.pressSequentially('de89370400440532013001');
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: 'Withdraw 150 USD' }).click();
    // A wrong check digit never reaches the server.
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong iban' })).toBeVisible();
    await iban.fill('');
    await iban.pressSequentially('DE89370400440532013000');
    // Over the withdrawable amount: the limit is shown before sending.
    await page.getByRole('textbox', { name: 'Amount' }).fill('250');
    await page.getByRole('button', { name: 'Withdraw 250 USD' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter an amount from 100 to 200' }),
    ).toBeVisible();
    expect(
      (await call(page.request, baseURL!, cashier.gethistory, { type: 'withdrawal' })).count,
    ).toBe(0);

    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: 'Withdraw 150 USD' }).click();
    await expect(page.getByText('Withdrawal requested')).toBeVisible();
    expect((await balances(page.request, baseURL!)).main).toBe(50);
  });

  test('a pending withdrawal can be cancelled and the money comes back', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: 'Amount' }).fill('80');
    await page.getByRole('button', { name: 'Withdraw 80 USD' }).click();
    const pending = page.getByRole('region', { name: 'Pending withdrawals' });
    await expect(pending).toContainText('80 USD');
    expect((await balances(page.request, baseURL!)).main).toBe(120);

    await pending.getByRole('button', { name: 'Cancel the withdrawal of 80 USD' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await expect(dialog).toContainText('80 USD returns to your real-money balance.');
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(pending).toBeHidden();
    await expect(page.getByTestId('withdrawable')).toHaveText('200 USD');
    await expect(page.locator('header')).toContainText('200 USD');
    const [withdrawal] = (
      await call(page.request, baseURL!, cashier.gethistory, { type: 'withdrawal' })
    ).items;
    expect(withdrawal?.status).toBe('cancel');
  });

  test('the billing page leads to the deposit page', async ({ page }) => {
    await page.goto('/cashier/billing');
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await expect(page.getByRole('heading', { name: /Deposit with/ })).toBeVisible();
  });
});

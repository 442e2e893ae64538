import { expect, test, type Page } from '@playwright/test';
import { cashier } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { settlePendingDeposit } from '../harness/operator.ts';
import { balances, signUpPlayer } from '../harness/players.ts';

/** Deposits from the cashier UI through the demo provider: every outcome, and the guards. */

/** Fills the card deposit form (the CMS default method) and submits it. */
async function startCardDeposit(page: Page, amount: string, submit = true): Promise<void> {
  await page.goto('/cashier/deposit');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByLabel('Card number').pressSequentially('4111111111111111');
  await page.getByLabel('Card holder').fill('Ada Lovelace');
  if (submit) await page.getByRole('button', { name: `Pay ${amount} USD` }).click();
  await expect(page).toHaveURL(/\/demo-pay\//);
}

/** Chooses "Pending" on the checkout; answers the transaction its pending screen shows. */
async function choosePending(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/\/cashier\/paypending\/[^/?]+$/);
  await expect(page.locator('[data-result="pending"]')).toContainText('Pending');
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function depositCount(page: Page, baseURL: string): Promise<number> {
  return (await call(page.request, baseURL, cashier.gethistory, { type: 'deposit' })).count;
}

test.describe('cashier deposits', () => {
  test('a failed payment shows the fail screen with a way back to the deposit page', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await startCardDeposit(page, '20');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/cashier\/payfail\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.locator('[data-result="fail"]')).toContainText('Failed');
    await page.getByRole('link', { name: 'Back to deposit' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    expect((await balances(page.request, baseURL!)).main).toBe(0);
  });

  test('a cancelled payment shows the cancel screen with a way back to the deposit page', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await startCardDeposit(page, '20');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cashier\/paycancel/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to deposit' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    expect((await balances(page.request, baseURL!)).main).toBe(0);
  });

  test('a pending payment shows a spinner, then the success screen once it settles', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await startCardDeposit(page, '30');
    // A pending payment stays pending until the provider's console settles it below
    // (DEMO_PAY_SETTLE_MS is an hour in playwright.config.ts): no timer races the screen.
    const transaction = await choosePending(page);
    await expect(page.getByRole('heading', { name: 'Payment is being processed' })).toBeVisible();
    expect((await balances(page.request, baseURL!)).main).toBe(0);

    await settlePendingDeposit(page.request, transaction, 'success');
    // Polling getdepositinfo moves the open screen on by itself.
    await expect(page).toHaveURL(new RegExp(`/cashier/paysuccess/${transaction}$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    // The header balance follows without a reload.
    await expect(page.locator('header')).toContainText('30 USD');
    expect((await balances(page.request, baseURL!)).main).toBe(30);
  });

  test('a pending payment the provider then fails moves on to the fail screen', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await startCardDeposit(page, '35');
    const transaction = await choosePending(page);
    await settlePendingDeposit(page.request, transaction, 'fail');
    await expect(page).toHaveURL(new RegExp(`/cashier/payfail/${transaction}$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect((await balances(page.request, baseURL!)).main).toBe(0);
  });

  test('a double-clicked deposit creates one transaction', async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/cashier/deposit');
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByLabel('Card number').pressSequentially('4111111111111111');
    await page.getByLabel('Card holder').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay 25 USD' }).dblclick();
    await expect(page).toHaveURL(/\/demo-pay\//);
    expect(await depositCount(page, baseURL!)).toBe(1);
  });

  test('an amount below the minimum is refused with the §5 message and sends nothing', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const settings = await call(page.request, baseURL!, cashier.getdepositsettings, {});
    const card = settings.methods.find((m) => m.sysname === 'card')!;
    const { min, max } = card.limits.USD!;
    await page.goto('/cashier/deposit/card');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('5');
    await page.getByRole('button', { name: 'Pay 5 USD' }).click();
    // sumError with min and max inserted (§5), in the en wording of the messages.
    await expect(page.getByRole('alert').filter({ hasText: 'amount' })).toHaveText(
      `Enter an amount from ${Number(min)} to ${Number(max)}`,
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/cashier\/deposit\/card$/);
    // Two decimals at most, and a whole multiple of the step.
    await amount.fill('12.345');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong value' })).toBeVisible();
    expect(await depositCount(page, baseURL!)).toBe(0);
  });

  test('a payment in a new window shows the new-window screen, then the result', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/cashier/deposit/bank_transfer');
    await page.getByRole('button', { name: '100 USD', exact: true }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay 100 USD' }).click();
    const checkout = await popup;
    await expect(page).toHaveURL(/\/cashier\/paynewwindow\?transaction=/);
    await expect(
      page.getByRole('heading', { name: 'Complete the payment in the new window' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute(
      'href',
      '/cashier/deposit',
    );
    await checkout.getByRole('button', { name: /Success/ }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect((await balances(page.request, baseURL!)).main).toBe(100);
  });

  test('the backUrl comes back after a successful payment', async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/cashier/deposit?backUrl=%2Fpromotions');
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await page.getByLabel('Card number').pressSequentially('4111111111111111');
    await page.getByLabel('Card holder').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay 20 USD' }).click();
    await expect(page).toHaveURL(/\/demo-pay\//);
    expect(await page.evaluate(() => localStorage.getItem('payment_success_return'))).toBe(
      '/promotions',
    );
    await page.getByRole('button', { name: /Success/ }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/[^/?]+\?backUrl=%2Fpromotions$/);
    await expect(
      page.locator('[data-result="success"]').getByRole('link', { name: 'Continue' }),
    ).toHaveAttribute('href', '/promotions');
  });

  test('a guest opening the cashier goes to the index with redirectUrl', async ({ page }) => {
    await page.goto('/cashier');
    await expect(page).toHaveURL(/\/\?redirectUrl=%2Fcashier$/);
    await page.goto('/cashier/withdraw');
    await expect(page).toHaveURL(/\/\?redirectUrl=%2Fcashier%2Fwithdraw$/);
  });
});

import { expect, test } from '@playwright/test';
import { balances, signUpPlayer } from '../harness/players.ts';
import { operatorCall, type OperatorWithdrawal } from '../harness/operator.ts';
import { confirmEmail, depositThroughApi } from './cashier-helpers.ts';

/**
 * Withdrawals that finish (server/src/payouts/README.md): the demo payout provider is held by
 * configuration (DEMO_PAYOUT_MS of an hour) and settled explicitly through its console, and
 * the operator decides through the operator endpoints — the player's pages follow live.
 */
test.describe('cashier payouts', () => {
  test('a small withdrawal is paid out: history, receipt and balance follow without a reload', async ({
    page,
    baseURL,
  }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    await depositThroughApi(page, baseURL!, '200', 'Success');
    await confirmEmail(page, baseURL!, player.email);

    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: 'Amount' }).fill('80');
    await page.getByRole('button', { name: 'Withdraw 80 USD' }).click();
    await expect(page.getByText('Withdrawal requested')).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending withdrawals' });
    const row = pending.locator('[data-type="withdrawal"]');
    await expect(row).toContainText('80 USD');
    await expect(row).toContainText('Pending');
    const id = (await row.getAttribute('data-transaction'))!;
    expect(id).toMatch(/^wdr-\d+$/);

    await page.goto('/cashier/history');
    const historyRow = page.locator(`[data-transaction="${id}"]`);
    await expect(historyRow).toContainText('Pending');
    await expect(page.locator('header')).toContainText('120 USD');

    // The provider pays it now; the open history page moves on by itself.
    const paid = (await operatorCall(page.request, 'POST', `/operator/demo-payouts/${id}`, {
      outcome: 'paid',
    })) as OperatorWithdrawal;
    expect(paid.status).toBe('paid');
    await expect(historyRow).toContainText('Paid');
    await expect(historyRow.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    expect((await balances(page.request, baseURL!)).main).toBe(120);
    await expect(page.locator('header')).toContainText('120 USD');

    await historyRow.getByRole('link', { name: 'Receipt' }).click();
    const receipt = page.locator(`[data-receipt="${id}"]`);
    await expect(receipt).toContainText('80 USD');
    await expect(receipt).toContainText('Withdrawal');
    await expect(receipt).toContainText('Paid');
  });

  test('an operator declines a large withdrawal and the player sees the reason, money back', async ({
    page,
    baseURL,
  }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    await depositThroughApi(page, baseURL!, '900', 'Success');
    await confirmEmail(page, baseURL!, player.email);

    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: 'Amount' }).fill('700');
    await page.getByRole('button', { name: 'Withdraw 700 USD' }).click();
    const row = page
      .getByRole('region', { name: 'Pending withdrawals' })
      .locator('[data-type="withdrawal"]');
    await expect(row).toContainText('In review');
    const id = (await row.getAttribute('data-transaction'))!;
    await expect(page.getByTestId('withdrawable')).toHaveText('200 USD');

    const review = (await operatorCall(
      page.request,
      'GET',
      '/operator/withdrawals?status=review&limit=100',
    )) as OperatorWithdrawal[];
    expect(review.find((w) => w.id === id)).toMatchObject({ amount: '700', status: 'review' });

    const reason = 'Please verify your identity before withdrawing this amount.';
    const declined = (await operatorCall(
      page.request,
      'POST',
      `/operator/withdrawals/${id}/decline`,
      { reason },
    )) as OperatorWithdrawal;
    expect(declined).toMatchObject({ status: 'declined', decline_reason: reason });

    // The open withdraw page follows: the pending list empties and the money is back.
    await expect(page.getByRole('region', { name: 'Pending withdrawals' })).toBeHidden();
    await expect(page.getByTestId('withdrawable')).toHaveText('900 USD');

    await page.goto('/cashier/history');
    const historyRow = page.locator(`[data-transaction="${id}"]`);
    await expect(historyRow).toContainText('Declined');
    await expect(historyRow.getByTestId('transaction-reason')).toHaveText(reason);
    await historyRow.getByRole('link', { name: 'Receipt' }).click();
    const receipt = page.locator(`[data-receipt="${id}"]`);
    await expect(receipt).toContainText('Declined');
    await expect(receipt.getByTestId('transaction-reason')).toHaveText(reason);
    expect((await balances(page.request, baseURL!)).main).toBe(900);
  });
});

import { expect, test } from '@playwright/test';
import { cashier } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { confirmEmail } from './cashier-helpers.ts';

/**
 * The money loop as a new player does it in the cashier UI: sign up, deposit 50 USD through
 * the demo provider, see it in the header, withdraw part of it (confirming the e-mail first),
 * and find both in the history.
 */

test('sign up, deposit 50 USD, withdraw part of it, and find both in the history', async ({
  page,
  baseURL,
}) => {
  const player = await signUpPlayer(page.request, baseURL!);

  // /cashier opens the deposit page with the CMS default method (card).
  await page.goto('/cashier');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(page.getByRole('heading', { name: /Deposit with Bank card/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bank transfer/ })).toBeVisible();

  // The 50 USD preset chip fills in the amount.
  await page.getByRole('button', { name: '50 USD', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  await page.getByLabel('Card number').pressSequentially('4111111111111111');
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await page.getByLabel('Card holder').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Pay 50 USD' }).click();

  // The demo provider's page loads as a full page.
  await expect(page).toHaveURL(/\/demo-pay\//);
  await page.getByRole('button', { name: /Success/ }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.locator('[data-result="success"]')).toContainText('50 USD');
  await expect(
    page.locator('[data-result="success"]').getByRole('link', { name: /game hall/i }),
  ).toHaveAttribute('href', '/gamehall');
  // The header shows the new real-money balance.
  await expect(page.locator('header')).toContainText('50 USD');
  expect((await balances(page.request, baseURL!)).main).toBe(50);

  // Withdraw 20 to the card just used (saved as its mask).
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await page
    .getByRole('navigation', { name: 'Cashier sections' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await expect(page).toHaveURL(/\/cashier\/withdraw$/);
  await expect(page.getByTestId('withdrawable')).toHaveText('50 USD');
  await expect(page.getByRole('radio', { name: '•••• 1111' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.getByRole('button', { name: 'Withdraw 20 USD' }).click();

  // The server wants a confirmed contact first: the form says so, with the way out.
  const notice = page.getByRole('alert').filter({ hasText: 'Confirm your contact first' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /Confirm/ })).toHaveAttribute(
    'href',
    '/profile/settings',
  );
  expect((await balances(page.request, baseURL!)).main).toBe(50);

  await confirmEmail(page, baseURL!, player.email);
  await page.getByRole('button', { name: 'Withdraw 20 USD' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  await expect(notice).toBeHidden();
  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  await expect(pending.locator('[data-type="withdrawal"]')).toHaveCount(1);
  await expect(pending).toContainText('20 USD');
  await expect(page.getByTestId('withdrawable')).toHaveText('30 USD');
  await expect(page.locator('header')).toContainText('30 USD');
  expect((await balances(page.request, baseURL!)).main).toBe(30);

  // The history lists both, and the type filter narrows it.
  await page
    .getByRole('navigation', { name: 'Cashier sections' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/cashier\/history$/);
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'withdrawal');
  await expect(rows.nth(0)).toContainText('20 USD');
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'deposit');
  await expect(rows.nth(1)).toContainText('50 USD');
  await page.getByRole('tab', { name: 'Deposits' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'deposit');

  const history = await call(page.request, baseURL!, cashier.gethistory, {});
  expect(history.items.map((tx) => [tx.type, Number(tx.amount), tx.status])).toEqual([
    ['withdrawal', 20, 'pending'],
    ['deposit', 50, 'success'],
  ]);
});

import { expect, test } from '@playwright/test';
import { cashier, games } from '@croupier/core/contract';
import { formatMoney } from '@croupier/core/format';
import { call } from '../harness/api.ts';
import { balances } from '../harness/players.ts';
import { freshEmail } from './auth-support.ts';
import { confirmEmail } from './cashier-helpers.ts';

/**
 * The money loop as a new player does it (issue 6): sign up in the popup, deposit 50 USD
 * through the demo provider, see it in the header, spin a slot for real money and watch the
 * header follow without a reload, withdraw part of it (confirming the e-mail first), and find
 * both in the history.
 */

test('sign up, deposit 50 USD, spin for real, withdraw part of it, find both in the history', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const email = freshEmail('journey');
  // The post-registration queue (§4) may show campaign popups, one after another: a new
  // player closes each.
  const offer = page.getByRole('dialog', { name: 'Special offer' });
  await page.addLocatorHandler(
    offer,
    () => offer.getByRole('button', { name: 'Close', exact: true }).click(),
    { noWaitAfter: true },
  );

  // …after the e-mail confirmation popup, which this journey leaves for later.
  const confirmPopup = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await page.addLocatorHandler(
    confirmPopup,
    () => confirmPopup.getByRole('button', { name: 'Later' }).click(),
    { noWaitAfter: true },
  );

  // Registration in the popup lands on the cashier's deposit page (§4).
  await page.goto('/?show_popup_reg=1');
  const registration = page.getByRole('dialog', { name: 'Sign up' });
  await registration.getByRole('textbox', { name: 'Email' }).fill(email);
  await registration.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await registration.getByText(/accept the terms/).click();
  await registration.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/, { timeout: 15_000 });
  await expect(registration).toHaveCount(0);

  // The deposit page opens with the CMS default method (card).
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
  const header = page.getByRole('banner');
  await expect(header.getByText(formatMoney('50', 'USD'), { exact: true })).toBeVisible();
  expect((await balances(page.request, baseURL!)).main).toBe(50);

  // A slot in real mode: every spin moves the header balance, without a reload.
  const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 }))
    .items[0]!;
  await page.goto(`/game/${slot.sysname}`);
  await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Game mode' }).getByRole('button', { name: 'Real money' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByText(formatMoney('50', 'USD'), { exact: true })).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  const game = page.frameLocator('iframe[sandbox]');
  let main = 50;
  // A spin that wins back exactly its bet leaves the balance as it was: spin until it moves.
  for (let spins = 1; spins <= 5 && main === 50; spins += 1) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(spins);
    main = (await balances(page.request, baseURL!)).main;
    await expect(header.getByText(formatMoney(main, 'USD'), { exact: true })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  expect(main).not.toBe(50);
  await expect(header.getByText(formatMoney('50', 'USD'), { exact: true })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  const left = main - 20;

  // Withdraw 20 to the card just used (saved as its mask).
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await page
    .getByRole('navigation', { name: 'Cashier sections' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await expect(page).toHaveURL(/\/cashier\/withdraw$/);
  await expect(page.getByTestId('withdrawable')).toHaveText(formatMoney(main, 'USD'));
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
  expect((await balances(page.request, baseURL!)).main).toBe(main);

  await confirmEmail(page, baseURL!, email);
  await page.getByRole('button', { name: 'Withdraw 20 USD' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  await expect(notice).toBeHidden();
  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  await expect(pending.locator('[data-type="withdrawal"]')).toHaveCount(1);
  await expect(pending).toContainText('20 USD');
  await expect(page.getByTestId('withdrawable')).toHaveText(formatMoney(left, 'USD'));
  await expect(header.getByText(formatMoney(left, 'USD'), { exact: true })).toBeVisible();
  expect((await balances(page.request, baseURL!)).main).toBeCloseTo(left, 2);

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

  // The deposit's receipt.
  const depositId = await rows.first().getAttribute('data-transaction');
  await rows.first().getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/cashier/receipt\\?transaction=${depositId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const receipt = page.locator(`[data-receipt="${depositId}"]`);
  await expect(receipt).toContainText('50 USD');
  await expect(receipt).toContainText('Bank card');
  await expect(receipt).toContainText(depositId!);
  await expect(receipt).toContainText('Deposit');

  const history = await call(page.request, baseURL!, cashier.gethistory, {});
  expect(history.items.map((tx) => [tx.type, Number(tx.amount), tx.status])).toEqual([
    ['withdrawal', 20, 'pending'],
    ['deposit', 50, 'success'],
  ]);
});

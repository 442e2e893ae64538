import { expect, test, type Page } from '@playwright/test';
import { cashier, games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { settlePendingDeposit } from '../harness/operator.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens } from '../harness/screens.ts';

/** Deposits through the demo payment provider's checkout page, then real-money play. */
test.describe('demo payment provider', () => {
  async function openDeposit(page: Page, baseURL: string, amount: string) {
    const settings = await call(page.request, baseURL, cashier.getdepositsettings, {});
    const card = settings.methods.find((m) => m.type === 'card')!;
    return call(
      page.request,
      baseURL,
      cashier.makedeposit,
      {
        methodId: card.id,
        method: card.sysname,
        amount,
        requisites: { card_holder: 'ADA LOVELACE', card_number: '4111111111111111' },
      },
      { idempotencyKey: crypto.randomUUID() },
    );
  }

  test('a successful checkout credits the deposit once and returns to the success screen', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const deposit = await openDeposit(page, baseURL!, '50');
    expect(deposit.status).toBe('pending');
    await page.goto(deposit.redirect_url!);
    await saveScreens(page, 'demo-checkout');
    await page.getByRole('button', { name: /Success/ }).click();
    await expect(page).toHaveURL(new RegExp(`/cashier/paysuccess/${deposit.transaction_id}`));
    expect((await balances(page.request, baseURL!)).main).toBe(50);

    // Submitting the checkout again (back button, double click) never credits twice.
    await page.goto(deposit.redirect_url!);
    const again = page.getByRole('button', { name: /Success/ });
    if (await again.isVisible()) await again.click();
    expect((await balances(page.request, baseURL!)).main).toBe(50);
    const info = await call(page.request, baseURL!, cashier.getdepositinfo, {
      transaction_id: deposit.transaction_id,
    });
    expect(info.status).toBe('success');

    // The money now plays: a real spin takes the bet from main.
    const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 }))
      .items[0]!.sysname;
    await page.goto(`/platform/game/${slot}/play`);
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(1);
    const [round] = (await call(page.request, baseURL!, games.getHistory, {})).items;
    const after = (await balances(page.request, baseURL!)).main;
    expect(after).toBeCloseTo(50 - Number(round!.bet) + Number(round!.win), 2);
  });

  test('a failed or cancelled checkout credits nothing', async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    const failed = await openDeposit(page, baseURL!, '20');
    await page.goto(failed.redirect_url!);
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(new RegExp(`/cashier/payfail/${failed.transaction_id}`));
    const cancelled = await openDeposit(page, baseURL!, '20');
    await page.goto(cancelled.redirect_url!);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/cashier/paycancel\\?transaction=${cancelled.transaction_id}`),
    );
    expect((await balances(page.request, baseURL!)).main).toBe(0);
  });

  test('a pending checkout settles later without another click', async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    const deposit = await openDeposit(page, baseURL!, '30');
    await page.goto(deposit.redirect_url!);
    await page.getByRole('button', { name: /Pending/ }).click();
    await expect(page).toHaveURL(new RegExp(`/cashier/paypending/${deposit.transaction_id}`));
    expect((await balances(page.request, baseURL!)).main).toBe(0);
    // The provider settles it from its console (its own timer is an hour in this suite).
    await settlePendingDeposit(page.request, deposit.transaction_id, 'success');
    await expect(page).toHaveURL(new RegExp(`/cashier/paysuccess/${deposit.transaction_id}`), {
      timeout: 15_000,
    });
    expect((await balances(page.request, baseURL!)).main).toBe(30);
  });
});

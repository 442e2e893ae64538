/**
 * Responsible gaming (issue 18) in the web app, against the real server: a limit set at the
 * first deposit, hit, raised (refused until cooled off and confirmed); a time-out that signs the
 * player out everywhere and a sign-in that says until when; a reality check while playing. The
 * cooling-off is RG_COOLING_OFF_SECONDS (20 s, playwright.config.ts); the reality check's 15
 * minutes pass on the page's own clock (page.clock), not the wall's.
 */
import { expect, test, type Page } from '@playwright/test';
import { account, cashier, games } from '@croupier/core/contract';
import { call, E2eApiError } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';
import { popup } from './auth-support.ts';
import { depositThroughApi } from './cashier-helpers.ts';

async function fillCard(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).first().fill(amount);
  await page.getByLabel('Card number').pressSequentially('4111111111111111');
  await page.getByLabel('Card holder').fill('Ada Lovelace');
}

/** Credits `amount` USD through the demo checkout (the cashier's own helper) and waits for it. */
async function fund(page: Page, baseURL: string, amount: string): Promise<void> {
  await depositThroughApi(page, baseURL, amount, 'Success');
  await expect.poll(async () => (await balances(page.request, baseURL)).main).toBe(Number(amount));
}

test.describe('responsible gaming', () => {
  // Each journey saves screenshots at two widths and runs axe: more than the default 30 s.
  test.describe.configure({ timeout: 270_000 });

  test('a limit set at the first deposit is hit, then raised only after cooling off and a confirmation', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/cashier/deposit');
    const prompt = page.getByTestId('limit-prompt');
    await expect(prompt).toContainText('A limit keeps your deposits within a budget', {
      timeout: 20_000,
    });
    await saveScreens(page, 'rg-deposit-prompt');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Error path: a field-level message, nothing saved.
    await prompt.getByRole('textbox', { name: 'Deposit limit' }).fill('12.345');
    await prompt.getByRole('button', { name: 'Save limit' }).click();
    await expect(prompt.getByRole('textbox', { name: 'Deposit limit' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect((await call(page.request, baseURL!, account.getDepositLimits, {})).limits).toEqual([]);

    await prompt.getByRole('textbox', { name: 'Deposit limit' }).fill('50');
    await prompt.getByRole('button', { name: 'Save limit' }).click();
    await expect(prompt).toHaveCount(0);
    const notice = page.getByTestId('deposit-limit');
    await expect(notice).toContainText('50 USD of 50 USD left in your 1-day period.');

    // Hit it: the refusal says what is left and when it renews, one tap from the limits.
    await fillCard(page, '60');
    await page.getByRole('button', { name: 'Pay 60 USD' }).click();
    const refusal = page.getByTestId('limit-refusal');
    await expect(refusal).toContainText(
      'You can deposit up to 50 USD more under your limit per day',
    );
    await expect(refusal).toContainText('It renews on');
    await saveScreens(page, 'rg-deposit-refused');
    expect((await call(page.request, baseURL!, cashier.gethistory, {})).count).toBe(0);
    await page.getByRole('link', { name: 'Manage my limits' }).first().click();
    await expect(page).toHaveURL(/\/profile\/responsible-game$/);

    // Raise it: requested, not in force, and refused before the cooling-off ends.
    const limits = page.getByTestId('deposit-limits');
    await expect(limits.getByTestId('limit-1')).toContainText('50 USD');
    await limits.getByRole('textbox', { name: 'Deposit limit' }).fill('100');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits).toContainText('Your higher limit can be confirmed from');
    const row = limits.getByTestId('limit-1');
    await expect(row).toContainText('Increase to 100 USD requested');
    await expect(row.getByRole('button', { name: 'Confirm new limit' })).toHaveCount(0);
    const early = await call(page.request, baseURL!, account.confirmDepositLimit, {
      period: 1,
    }).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(E2eApiError);
    expect((early as E2eApiError).body.data?.type).toBe('AccessDeniedException');
    await saveScreens(page, 'rg-limit-pending', { fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // After the cooling-off it still waits for the player: the open page offers "Confirm" by
    // itself (no reload), the old limit still applies until then, and confirming applies it.
    await expect(row.getByRole('button', { name: 'Confirm new limit' })).toBeVisible({
      timeout: 60_000,
    });
    expect(
      (await call(page.request, baseURL!, account.getDepositLimits, {})).limits[0]?.amount,
    ).toBe('50');
    await row.getByRole('button', { name: 'Confirm new limit' }).click();
    await expect(row.getByTestId('limit-left')).toHaveText('100 USD');
    await expect(row).not.toContainText('requested');
  });

  test('a time-out signs the player out everywhere, and signing in says until when', async ({
    page,
    baseURL,
    context,
  }) => {
    const player = await signUpPlayer(page.request, baseURL!);
    const other = await context.newPage();
    await other.goto('/profile/settings');
    await expect(other.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();

    await page.goto('/profile/responsible-game');
    const section = page.getByTestId('time-out');
    // Step one: nothing preselected; continuing without a choice says so.
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('alert')).toHaveText('Choose a period first.');
    await section.getByRole('radio', { name: '24 hours' }).check();
    await section.getByRole('button', { name: 'Continue' }).click();
    // Step two: what it means, with "Go back" as easy as the confirmation.
    const review = section.getByTestId('block-review');
    await expect(review).toContainText('It lasts until');
    await expect(review).toContainText('signed out at once on every device');
    await expect(review.getByRole('button', { name: 'Go back' })).toBeVisible();
    await saveScreens(page, 'rg-time-out-review');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await review.getByRole('button', { name: 'Start my break' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'You are taking a break' }),
    ).toBeVisible();
    await expect(
      page.getByText(/You are taking a break until .+\. It cannot be ended early/),
    ).toBeVisible();
    await saveScreens(page, 'rg-time-out-done');
    // The other tab's session ended on the server too.
    const info = await call(page.request, baseURL!, account.getInfo, {});
    expect(info.uid).toBe(0);
    await other.reload();
    await expect(other.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

    // Signing in again is refused with a clear screen stating until when.
    await page.goto('/?show_popup_auth=1');
    const dialog = popup(page, 'Log in');
    await dialog.getByLabel('Email or phone').fill(player.email);
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill(player.password);
    await password.press('Enter');
    await expect(page.getByText(/You are taking a break until/)).toBeVisible();
    expect((await call(page.request, baseURL!, account.getInfo, {})).uid).toBe(0);
  });

  test('a reality check comes due while playing and pauses the game until answered', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await signUpPlayer(page.request, baseURL!);
    await fund(page, baseURL!, '50');
    await call(page.request, baseURL!, account.setRealityCheck, { interval: 15 });
    const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 50 });
    const slot = list.items.find((g) => g.has_demo)!;
    await page.goto(`/game/${slot.sysname}`);
    await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
    await expect(page.getByTestId('session-net')).toContainText('This session');
    await expect(page.getByTestId('session-clock')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.clock.fastForward('15:05');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check.getByTestId('reality-check-time')).toContainText('15 min');
    await expect(check.getByTestId('reality-check-net')).toContainText('USD');
    await expect(page.locator('[data-paused]')).toHaveAttribute('inert', '');
    await saveScreens(page, 'rg-reality-check');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toHaveCount(0);
    await expect(page.locator('[data-paused]')).toHaveCount(0);
  });
});

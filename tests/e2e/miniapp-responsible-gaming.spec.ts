/**
 * Responsible gaming (issue 18) in the Telegram Mini App, under the Telegram host emulator:
 * the same tools as the web, with confirmations on Telegram's main button. A limit set at the
 * first deposit is hit, then raised (refused until the cooling-off — RG_COOLING_OFF_SECONDS,
 * 20 s in e2e — ends and the player confirms); a time-out signs the player out everywhere and
 * the next launch is refused with the screen stating until when; a reality check comes due
 * while playing (on the page's own clock, not the wall's).
 */
import { expect, test } from '@playwright/test';
import { account, games } from '@croupier/core/contract';
import { call, E2eApiError } from '../harness/api.ts';
import { saveScreen } from '../harness/screens.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

test.use(TELEGRAM_BROWSER);

test.describe('responsible gaming in the Mini App', () => {
  test.describe.configure({ timeout: 270_000 });

  test('a limit set at the first deposit is hit, then raised only after cooling off and a main-button confirmation', async ({
    page,
    baseURL,
  }) => {
    const { user, token } = await registerTelegramPlayer(page.request, baseURL!);
    const limitsNow = () =>
      call(page.request, baseURL!, account.getDepositLimits, {}, { bearer: token });
    const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
    await expect(tg.mainButton).toHaveText('Deposit');
    await tg.emit('main_button_pressed');
    await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/cashier/deposit');

    // Prompted at the first deposit; skippable, and set here.
    const prompt = tg.app.getByTestId('limit-prompt');
    await expect(prompt).toContainText('A limit keeps your deposits within a budget', {
      timeout: 20_000,
    });
    await saveScreen(page, 'miniapp-rg-deposit-prompt-375');
    await prompt.getByRole('textbox', { name: 'Deposit limit' }).fill('50');
    await prompt.getByRole('button', { name: 'Save limit' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(tg.app.getByTestId('deposit-limit')).toContainText(
      '50 USD of 50 USD left in your 1-day period.',
    );

    // Hit it: the main button pays, the refusal says what is left, one tap from the limits.
    await tg.app.getByRole('textbox', { name: 'Amount' }).first().fill('60');
    await tg.app.getByLabel('Card number').pressSequentially('4111111111111111');
    await tg.app.getByLabel('Card holder').fill('Ada Lovelace');
    await expect(tg.mainButton).toHaveText('Pay 60 USD');
    await tg.emit('main_button_pressed');
    const refusal = tg.app.getByTestId('limit-refusal');
    await expect(refusal).toContainText(
      'You can deposit up to 50 USD more under your limit per day',
    );
    await saveScreen(page, 'miniapp-rg-deposit-refused-375');
    await tg.app.getByRole('link', { name: 'Manage my limits' }).first().click();
    await expect
      .poll(() => new URL(tg.frame().url()).pathname)
      .toBe('/miniapp/profile/responsible-game');

    // Raise it: requested, not in force, nothing to confirm yet, and the server refuses early.
    const limits = tg.app.getByTestId('deposit-limits');
    const row = limits.getByTestId('limit-1');
    await expect(row).toContainText('50 USD');
    await limits.getByRole('textbox', { name: 'Deposit limit' }).fill('100');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(row).toContainText('Increase to 100 USD requested');
    await expect(row.getByRole('button', { name: 'Confirm new limit' })).toHaveCount(0);
    await expect(tg.mainButton).not.toHaveText('Confirm new limit');
    const early = await call(
      page.request,
      baseURL!,
      account.confirmDepositLimit,
      { period: 1 },
      { bearer: token },
    ).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(E2eApiError);
    expect((early as E2eApiError).body.data?.type).toBe('AccessDeniedException');
    await saveScreen(page, 'miniapp-rg-limit-pending-375');

    // Cooled off, it still waits for the player: the confirmation is the main button's.
    await expect
      .poll(async () => (await limitsNow()).limits[0]?.pending?.can_confirm, { timeout: 60_000 })
      .toBe(true);
    expect((await limitsNow()).limits[0]?.amount).toBe('50');
    await tg.reloadApp();
    await expect(row).toContainText('Increase to 100 USD requested');
    await expect(tg.mainButton).toHaveText('Confirm new limit');
    await expect(row.getByRole('button', { name: 'Confirm new limit' })).toHaveCount(0);
    await saveScreen(page, 'miniapp-rg-limit-confirm-375');
    await tg.emit('main_button_pressed');
    await expect(row.getByTestId('limit-left')).toHaveText('100 USD');
    await expect(row).not.toContainText('requested');
    expect((await limitsNow()).limits[0]?.amount).toBe('100');
    await expect(tg.mainButton).not.toHaveText('Confirm new limit');
  });

  test('a time-out confirmed on the main button signs the player out, and the next launch says until when', async ({
    page,
    baseURL,
  }) => {
    const { user, token } = await registerTelegramPlayer(page.request, baseURL!);
    const tg = await TelegramHostEmulator.launch(page, baseURL!, {
      user,
      path: '/miniapp/profile/responsible-game',
    });
    const section = tg.app.getByTestId('time-out');
    await section.getByRole('radio', { name: '24 hours' }).check();
    await section.getByRole('button', { name: 'Continue' }).click();
    const review = section.getByTestId('block-review');
    await expect(review).toContainText('It lasts until');
    await expect(review).toContainText('signed out at once on every device');
    // The confirmation is Telegram's main button; "Go back" stays in the page, as easy to reach.
    await expect(tg.mainButton).toHaveText('Start my break');
    await expect(review.getByRole('button', { name: 'Start my break' })).toHaveCount(0);
    await expect(review.getByRole('button', { name: 'Go back' })).toBeVisible();
    await saveScreen(page, 'miniapp-rg-time-out-review-375');
    await tg.emit('main_button_pressed');

    await expect(
      tg.app.getByRole('heading', { level: 1, name: 'You are taking a break' }),
    ).toBeVisible();
    await expect(
      tg.app.getByText(/You are taking a break until .+\. It cannot be ended early/),
    ).toBeVisible();
    await expect(tg.mainButton).toBeHidden();
    // Every session ended on the server, the token the registration answered included.
    expect((await call(page.request, baseURL!, account.getInfo, {}, { bearer: token })).uid).toBe(
      0,
    );
    // Log in from the header asks Telegram's sign-in again, never web's form: the block answers.
    await tg.app.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(tg.app.getByText(/You are taking a break until/)).toBeVisible();
    await expect(tg.app.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    await expect(tg.app.getByLabel('Email or phone')).toHaveCount(0);

    // Launching again is refused with the same screen, no error sheet over it.
    const again = await TelegramHostEmulator.launch(page, baseURL!, { user });
    await expect(
      again.app.getByRole('heading', { level: 1, name: 'You are taking a break' }),
    ).toBeVisible();
    await expect(again.app.getByText(/You are taking a break until/)).toBeVisible();
    await expect(again.app.getByRole('alertdialog')).toHaveCount(0);
    await expect(again.mainButton).toBeHidden();
    expect((await again.lastOf('web_app_trigger_haptic_feedback'))?.eventData).toMatchObject({
      notification_type: 'error',
    });
    await saveScreen(page, 'miniapp-rg-blocked-launch-375');
  });

  test('a reality check comes due while playing and pauses the game until answered', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    const { user, token } = await registerTelegramPlayer(page.request, baseURL!);
    await call(
      page.request,
      baseURL!,
      account.setRealityCheck,
      { interval: 15 },
      { bearer: token },
    );
    const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 50 });
    const slot = list.items.find((g) => g.has_demo)!;
    const tg = await TelegramHostEmulator.launch(page, baseURL!, {
      user,
      path: `/miniapp/game/${slot.sysname}`,
    });
    await expect(tg.app.getByRole('heading', { level: 1, name: slot.name })).toBeVisible({
      timeout: 20_000,
    });
    await expect(tg.app.getByTestId('session-net')).toContainText('This session');
    // The session watch (its clock is in the DOM, hidden on the game page) has read the summary
    // and armed the check: moved on before that, it would be armed from the moved clock.
    await expect(tg.app.getByTestId('session-clock')).toBeAttached({ timeout: 20_000 });
    await expect(tg.app.getByRole('alertdialog')).toHaveCount(0);

    await page.clock.fastForward('15:05');
    const check = tg.app.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check.getByTestId('reality-check-time')).toContainText('15 min');
    await expect(tg.app.locator('[data-paused]')).toHaveAttribute('inert', '');
    await saveScreen(page, 'miniapp-rg-reality-check-375');
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toHaveCount(0);
    await expect(tg.app.locator('[data-paused]')).toHaveCount(0);
  });
});

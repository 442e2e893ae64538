/**
 * Responsible gaming (issue 18) in the web view app: the site under webview-bridge's native
 * host simulator has the same self-service tools as the browser — a limit set from the page,
 * and a time-out whose confirmation the host makes felt (haptic) and that ends the web view's
 * session with the screen stating until when.
 */
import { expect, test } from '@playwright/test';
import { account } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreens } from '../harness/screens.ts';
import { hostCommands, installHost } from './webview-support.ts';

test('the web view has the limits, the time-out and the reality check, and a time-out ends its session', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await installHost(page, 'ios');
  await signUpPlayer(page.request, baseURL!);
  await page.goto('/profile/responsible-game');

  for (const tool of ['deposit-limits', 'time-out', 'self-exclusion', 'reality-check']) {
    await expect(page.getByTestId(tool)).toBeVisible();
  }

  const limits = page.getByTestId('deposit-limits');
  await limits.getByRole('textbox', { name: 'Deposit limit' }).fill('40');
  await limits.getByRole('button', { name: 'Save limit' }).click();
  await expect(limits.getByTestId('limit-1').getByTestId('limit-left')).toHaveText('40 USD');
  expect((await call(page.request, baseURL!, account.getDepositLimits, {})).limits[0]?.amount).toBe(
    '40',
  );

  const section = page.getByTestId('time-out');
  await section.getByRole('radio', { name: '24 hours' }).check();
  await section.getByRole('button', { name: 'Continue' }).click();
  // No native main button in a web view: the confirmation stays in the page.
  await section.getByRole('button', { name: 'Start my break' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are taking a break' }),
  ).toBeVisible();
  await expect(page.getByText(/You are taking a break until/)).toBeVisible();
  await saveScreens(page, 'webview-rg-time-out-done');
  await expect
    .poll(async () => (await hostCommands(page)).filter((c) => c.command === 'haptic'))
    .toContainEqual({ command: 'haptic', params: { style: 'success' } });
  expect((await call(page.request, baseURL!, account.getInfo, {})).uid).toBe(0);
});

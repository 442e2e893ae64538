import { expect, test, type Page } from '@playwright/test';
import { account } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { outboxMessage } from '../harness/outbox.ts';
import { expectAccessible, screens, useTheme } from './services-support.ts';

/**
 * The account-mail screens (§2.2): /unsubscribe with the mailing link's signed token, and
 * /confirmation with the 6-digit code, then /confirmation/success.
 */

/** Registers a player (signed in) and has a confirmation mail sent: its code and links. */
async function playerWithMail(page: Page, baseURL: string) {
  const player = await signUpPlayer(page.request, baseURL);
  await call(page.request, baseURL, account.sendconfirmationtocontact, { type: 'email' });
  const mail = await outboxMessage(page.request, player.email, 'confirm_contact');
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.body)?.[0];
  if (!link || !mail.code) throw new Error('The confirmation mail has no code or link');
  return { ...player, code: mail.code, unsubscribePath: link.slice(new URL(link).origin.length) };
}

test.describe('unsubscribe', () => {
  test('the mailing link unsubscribes without a session and says so', async ({ page, baseURL }) => {
    const player = await playerWithMail(page, baseURL!);
    await page.context().clearCookies();
    await page.goto(player.unsubscribePath);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    // The player's e-mail contact is no longer subscribed.
    await call(page.request, baseURL!, (await import('@croupier/core/contract')).auth.login, {
      login: player.email,
      password: player.password,
    });
    const profile = await call(page.request, baseURL!, account.getprofileinfo, {
      fields: ['contacts'],
    });
    expect(profile.contacts?.find((c) => c.type === 'email')?.is_subscribed).toBe(false);
  });

  test('a forged or missing token is refused', async ({ page }) => {
    await page.goto('/unsubscribe?token=forged.token');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { name: 'The link is incomplete' })).toBeVisible();
  });
});

test.describe('contact confirmation', () => {
  test('a wrong code is shown on the field; the right one confirms the e-mail', async ({
    page,
    baseURL,
  }) => {
    const player = await playerWithMail(page, baseURL!);
    await page.goto('/confirmation?type=email');
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(
      page.getByText(`Enter the 6-digit code we sent to ${player.email}.`),
    ).toBeVisible();
    const field = page.getByLabel('Confirmation code');
    await field.fill('12');
    await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('The code must contain 6 digits')).toBeVisible();
    const wrong = player.code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('The code is not right. Check it and try again.')).toBeVisible();
    await field.fill(player.code);
    await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL(/\/confirmation\/success\?type=email$/);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    const profile = await call(page.request, baseURL!, account.getprofileinfo, {
      fields: ['contacts'],
    });
    expect(profile.contacts?.find((c) => c.type === 'email')?.is_confirmed).toBe(true);
  });

  test('guests are asked to log in first', async ({ page }) => {
    await page.goto('/confirmation');
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByText('Log in to confirm your contact details.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the account-mail screens look finished and pass axe (${theme})`, async ({
    page,
    baseURL,
  }) => {
    await useTheme(page, baseURL!, theme);
    const player = await playerWithMail(page, baseURL!);
    await page.goto('/confirmation?type=email');
    await expect(page.getByLabel('Confirmation code')).toBeVisible();
    await expect(page.getByText(player.email, { exact: false })).toBeVisible();
    await expectAccessible(page);
    await screens(page, 'confirmation', theme);

    await page.goto('/confirmation/success?type=email');
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await expectAccessible(page);
    await screens(page, 'confirmation-success', theme);

    await page.goto(player.unsubscribePath);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expectAccessible(page);
    await screens(page, 'unsubscribe', theme);

    await page.goto('/unsubscribe?token=forged');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expectAccessible(page);
    await screens(page, 'unsubscribe-invalid', theme);
  });
}

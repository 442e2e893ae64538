import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from '../harness/screens.ts';
import { playerSignedOut, popup, useTheme } from './auth-support.ts';

/**
 * Password recovery's "send the code again" waits a minute after each code, like the other
 * code forms (issue 20), on the page's held clock: the spec moves time, nothing sleeps.
 */

/** Stops the page's clock a moment ahead of now; a busy machine may pass it first: again. */
async function holdClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

test('the restore form waits a minute before sending the code again', async ({ page, baseURL }) => {
  const player = await playerSignedOut(page.request, baseURL!, { tag: 'restore-wait' });
  await page.clock.install();
  await page.goto('/?show_popup_auth=1');
  await popup(page, 'Log in').getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = popup(page, /^(Restore password|Log in)$/);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${player.email}`)).toBeVisible();
  await holdClock(page);

  const waiting = dialog.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  await page.clock.runFor(60_000);
  const again = dialog.getByRole('button', { name: 'Send the code again' });
  await expect(again).toBeEnabled();

  await again.click();
  await expect(dialog.getByText('A new code is on its way.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(dialog.getByRole('button', { name: 'Send again in 59 s' })).toBeDisabled();
});

test('the restore code step in both themes and languages, phone and desktop', async ({
  page,
  baseURL,
}) => {
  // Eight screenshots (two themes, two languages, two widths): 18 s on a busy machine.
  test.setTimeout(180_000);
  for (const [locale, prefix, forgot, email, send] of [
    ['en', '', 'Forgot password?', 'Email', 'Send code'],
    ['ru', '/ru', 'Забыли пароль?', 'Email', 'Отправить код'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      // A player each: codes to one address are rate-limited.
      const player = await playerSignedOut(page.request, baseURL!, { tag: `restore-${theme}` });
      await useTheme(page, baseURL!, theme);
      await page.goto(`${prefix}/?show_popup_auth=1`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: forgot }).click();
      await dialog.getByRole('textbox', { name: email }).fill(player.email);
      await dialog.getByRole('button', { name: send }).click();
      await expect(dialog.locator('input[autocomplete="one-time-code"]')).toBeVisible();
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await expect(dialog).toBeVisible();
        await saveScreen(page, `auth-restore-code-${theme}-${locale}-${width}`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  }
});

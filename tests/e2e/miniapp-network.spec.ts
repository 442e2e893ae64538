/**
 * The Mini App on a bad network (issue 16), under the Telegram host emulator, driven by the
 * browser's own offline emulation: the offline banner inside the frame, a screen whose chunk
 * cannot load offers a retry and loads by itself when the connection returns. Screenshots of
 * the offline state at 375 and 1440 px are attached to the results.
 */
import { expect, test } from '@playwright/test';
import { SCREEN_WIDTHS, screenPath } from '../harness/screens.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

// Requests a service worker makes escape the emulation checks: the page's own are seen.
test.use({ ...TELEGRAM_BROWSER, serviceWorkers: 'block' });

test.describe('the Mini App on a bad network (Telegram host emulator)', () => {
  test('offline: the banner shows in the frame, a screen that cannot load offers a retry and loads when the connection returns', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { user } = await registerTelegramPlayer(page.request, baseURL!);
    await page.context().clearCookies();
    for (const width of SCREEN_WIDTHS) {
      const tg = await TelegramHostEmulator.launch(page, baseURL!, { user, width });
      const nav = tg.app.getByRole('navigation', { name: 'Quick menu' });
      const promotions =
        width < 768
          ? nav.getByRole('link', { name: 'Promotions' })
          : tg.app.getByRole('banner').getByRole('link', { name: 'Promotions' });
      await expect(promotions).toBeVisible();

      await context.setOffline(true);
      const banner = tg.app.getByTestId('offline-banner');
      await expect(banner).toContainText('You are offline');
      await promotions.click();
      await expect(tg.app.getByRole('alert').filter({ hasText: 'couldn’t load' })).toBeVisible();
      await expect(promotions).toBeVisible();
      const path = screenPath(`miniapp-offline-${width}`);
      await page.screenshot({ path });
      await testInfo.attach(`miniapp-offline-${width}`, { path, contentType: 'image/png' });

      await context.setOffline(false);
      await expect(tg.app.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await expect(banner).toHaveCount(0);
    }
  });
});

import { expect, test } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { signUpPlayer } from '../harness/players.ts';

/**
 * The header's menu on wide screens: links that do not fit (longer languages, a signed-in
 * player's actions and session clock) wrap onto a clipped row, and those links are hidden for
 * keyboards and screen readers too, never focusable while out of sight.
 */
for (const width of [1280, 1440]) {
  test(`no header link is out of sight yet focusable (ru, signed in, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/ru/');
    await appReady(page);
    // The signed-in header, complete: its balance and session clock take their room.
    await expect(page.getByRole('banner').getByText('0 USD')).toBeVisible();
    await expect(page.getByTestId('session-clock')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByRole('link').first()).toBeVisible();

    // Every link is on the visible row or hidden; what shows is exactly what can be reached.
    // (Polled: the header settles as its parts arrive.)
    await expect
      .poll(async () => {
        const links = await nav.locator('ul > li').evaluateAll((items) => {
          const list = items[0]!.parentElement!.getBoundingClientRect();
          return items.map((item) => {
            const box = item.getBoundingClientRect();
            return {
              inside: box.top >= list.top - 1 && box.bottom <= list.bottom + 1,
              hidden: getComputedStyle(item).visibility === 'hidden',
            };
          });
        });
        const shown = links.filter((link) => !link.hidden).length;
        const honest = links.every((link) => link.inside || link.hidden);
        const reachable = await nav.getByRole('link').count();
        return links.length > 1 && shown > 0 && honest && reachable === shown;
      })
      .toBe(true);
  });
}

/**
 * Phones: nothing is pushed off the right edge in any language, signed out or in — the
 * wordmark gives way to the buttons ("Регистрация" at 375 px), long footer words break.
 */
for (const width of [320, 375]) {
  for (const signedIn of [false, true]) {
    test(`no page scrolls sideways at ${width} px in en, ru and pt (${signedIn ? 'signed in' : 'guest'})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      if (signedIn) await signUpPlayer(page.request, baseURL!);
      for (const prefix of ['', '/ru', '/pt']) {
        await page.goto(`${prefix}/`);
        await appReady(page);
        const banner = page.getByRole('banner');
        if (signedIn) await expect(banner.getByText('0 USD')).toBeVisible();
        else await expect(banner.getByRole('button').last()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
            message: `${prefix || '/en'} at ${width} px`,
          })
          .toBe(width);
        // The logo's mark stays, whatever happens to the wordmark.
        const mark = await banner.getByRole('link').first().locator('svg').first().boundingBox();
        expect(mark?.width).toBeGreaterThan(30);
      }
    });
  }
}

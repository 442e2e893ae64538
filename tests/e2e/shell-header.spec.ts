import { expect, test } from '@playwright/test';
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
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const links = await nav.locator('ul > li').evaluateAll((items) => {
      const list = items[0]!.parentElement!.getBoundingClientRect();
      return items.map((item) => {
        const box = item.getBoundingClientRect();
        return {
          text: item.textContent,
          inside: box.top >= list.top - 1 && box.bottom <= list.bottom + 1,
          hidden: getComputedStyle(item).visibility === 'hidden',
        };
      });
    });
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.inside || link.hidden, String(link.text)).toBe(true);
    // What shows is reachable; what does not show is not in the tab order.
    const visible = links.filter((link) => !link.hidden);
    expect(visible.length).toBeGreaterThan(0);
    expect(await nav.getByRole('link').count()).toBe(visible.length);
  });
}

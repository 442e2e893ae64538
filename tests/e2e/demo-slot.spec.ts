import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens } from '../harness/screens.ts';

/** The demo provider's slot, played in Chromium as a player would, against the real ledger. */
test.describe('demo slot', () => {
  let slot: string;

  test.beforeEach(async ({ page, baseURL }) => {
    const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 });
    slot = list.items[0]!.sysname;
  });

  test('a real-money spin without real money is refused and moves nothing', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    // A new player has no real money: the game says so and nothing moves.
    await page.goto(`/platform/game/${slot}/play`);
    await expect(page.getByRole('button', { name: 'Spin' })).toBeVisible();
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.locator('#message')).toContainText(/insufficient|not enough|funds/i);
    expect((await balances(page.request, baseURL!)).main).toBe(0);
    expect((await call(page.request, baseURL!, games.getHistory, {})).items).toHaveLength(0);
  });

  test('demo mode plays on the fun balance and leaves real money alone', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const before = await balances(page.request, baseURL!);
    await page.goto(`/platform/game/${slot}/demo`);
    const balance = page.locator('#balance');
    await expect(balance).not.toBeEmpty();
    const shownBefore = await balance.textContent();
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(balance).not.toHaveText(shownBefore!);
    const after = await balances(page.request, baseURL!);
    expect(after.main).toBe(before.main);
    expect(after.fun).not.toBe(before.fun);
  });

  test('looks finished on a phone', async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/platform/game/${slot}/demo`);
    await expect(page.getByRole('button', { name: 'Spin' })).toBeInViewport();
    await saveScreens(page, 'demo-slot');
  });
});

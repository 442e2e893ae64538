import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { depositThroughApi } from './cashier-helpers.ts';

/**
 * "My games" on home (issue 19): a signed-in player finds the game they just played under
 * "Continue playing" and the games they liked under "Favourites"; a guest sees neither row.
 */
test('home shows a player the game they played and the games they liked', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue playing' })).toHaveCount(0);

  await signUpPlayer(page.request, baseURL!);
  await depositThroughApi(page, baseURL!, '50', 'Success');
  await expect.poll(async () => (await balances(page.request, baseURL!)).main).toBe(50);
  const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 50 });
  const slot = list.items.find((g) => g.has_demo)!;
  const liked = list.items.find((g) => g.sysname !== slot.sysname)!;
  await call(page.request, baseURL!, games.addLike, { sysname: liked.sysname });

  await page.goto(`/game/${slot.sysname}`);
  const frame = page.frameLocator('iframe[sandbox]');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect
    .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
    .toBe(1);

  await page.goto('/');
  const continueRow = page.getByRole('region', { name: 'Continue playing' });
  await expect(continueRow.getByRole('link', { name: new RegExp(slot.name) })).toBeVisible();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: new RegExp(liked.name) })).toBeVisible();
  await expect(favourites.getByRole('link', { name: 'Show all' })).toHaveAttribute(
    'href',
    '/gamehall?favourites=1',
  );
  await saveScreen(page, 'home-my-games-1440');
});

import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { appReady } from '../harness/app-ready.ts';

/** Favourites (§4 Favourite toggle: add or remove a like, then refetch; §6: authenticated only). */
test.describe('game favourites', () => {
  test('a signed-in player likes and unlikes a game; the favourites follow', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const [game] = (await call(page.request, baseURL!, games.get, { category: 'slots', count: 1 }))
      .items;
    await page.goto('/gamehall?category=slots');
    await appReady(page);
    const like = page.getByRole('button', { name: `Add ${game!.name} to favourites` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    const unlike = page.getByRole('button', { name: `Remove ${game!.name} from favourites` });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect((await call(page.request, baseURL!, games.getLikes, {})).sysnames).toEqual([
      game!.sysname,
    ]);

    // The favourites filter shows exactly the liked game.
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await expect(page).toHaveURL(/\/gamehall\?favourites=1$/);
    await expect(page.getByText('Games: 1', { exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Favourites' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: new RegExp(game!.name) })).toBeVisible();

    // Unliking refetches: the list empties and the server agrees.
    await list.getByRole('button', { name: `Remove ${game!.name} from favourites` }).click();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    expect((await call(page.request, baseURL!, games.getLikes, {})).sysnames).toEqual([]);
  });

  test('a guest who taps the heart gets the login popup, and nothing is liked', async ({
    page,
    baseURL,
  }) => {
    const [game] = (await call(page.request, baseURL!, games.get, { count: 1 })).items;
    await page.goto('/gamehall');
    await appReady(page);
    await page.getByRole('button', { name: `Add ${game!.name} to favourites` }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Add ${game!.name} to favourites` }),
    ).not.toHaveAttribute('aria-pressed', 'true');
  });
});

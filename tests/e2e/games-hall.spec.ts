import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreen, seriousViolations } from '../harness/screens.ts';
import { appReady } from '../harness/app-ready.ts';

/** The game hall, its filters in the address, the providers page and the search popup. */
test.describe('game hall', () => {
  test('filters by category: a chip changes the address, and the address selects the chip', async ({
    page,
    baseURL,
  }) => {
    const categories = await call(page.request, baseURL!, games.getCategories, {});
    const slots = categories.find((c) => c.sysname === 'slots')!;
    await page.goto('/gamehall');
    const all = page.getByRole('navigation', { name: 'Categories' });
    await expect(all.getByRole('link', { name: 'All games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await all.getByRole('link', { name: slots.name }).click();
    await expect(page).toHaveURL(/\/gamehall\?category=slots$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slots.name);
    await expect(page.getByText(`Games: ${slots.games_count}`, { exact: true })).toBeVisible();
    await expect(all.getByRole('link', { name: slots.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every tile shown is in the category (the API says so for the first one).
    const first = page.getByRole('list', { name: slots.name }).getByRole('listitem').first();
    const like = await first
      .getByRole('button', { name: /^Add .* to favourites$/ })
      .getAttribute('aria-label');
    const firstName = like!.replace(/^Add (.*) to favourites$/, '$1');
    const found = await call(page.request, baseURL!, games.get, {
      category: 'slots',
      search: firstName,
      count: 5,
    });
    expect(found.items.map((g) => g.name)).toContain(firstName);

    // And the other way: opening the address shows the filter.
    await page.goto('/gamehall?category=live-casino');
    const live = categories.find((c) => c.sysname === 'live-casino')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(live.name);
    await expect(all.getByRole('link', { name: live.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('filters by providers as a comma list, both ways', async ({ page, baseURL }) => {
    const providers = await call(page.request, baseURL!, games.getProviders, {
      fields: ['game_params'],
    });
    const [a, b] = providers.filter((p) => (p.game_params?.games_count ?? 0) > 0);
    await page.goto(`/gamehall?providers=${a!.sysname},${b!.sysname}`);
    const expected = a!.game_params!.games_count + b!.game_params!.games_count;
    await expect(page.getByText(`Games: ${expected}`, { exact: true })).toBeVisible();
    const filters = page.getByRole('list', { name: 'Active filters' });
    await expect(filters.getByText(a!.name)).toBeVisible();
    await expect(filters.getByText(b!.name)).toBeVisible();

    // Unticking one in the providers panel updates the address and the games.
    await appReady(page);
    await page.getByRole('button', { name: 'Providers (2)' }).click();
    const panel = page.getByRole('group', { name: 'Show games of' });
    await panel.locator('label', { hasText: a!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/gamehall\\?providers=${b!.sysname}$`));
    await expect(
      page.getByText(`Games: ${b!.game_params!.games_count}`, { exact: true }),
    ).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: new RegExp(`^${a!.name}`) }),
    ).not.toBeChecked();
    await panel.locator('label', { hasText: a!.name }).click();
    await expect(page).toHaveURL(new RegExp(`providers=${b!.sysname},${a!.sysname}$`));
    await page.getByRole('button', { name: 'Done' }).click();
    await filters.getByRole('button', { name: `Remove ${b!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gamehall\\?providers=${a!.sysname}$`));
    await expect(
      page.getByText(`Games: ${a!.game_params!.games_count}`, { exact: true }),
    ).toBeVisible();
  });

  test('/gamehall/{id} redirects to its category filter', async ({ page }) => {
    await page.goto('/gamehall/new');
    await expect(page).toHaveURL(/\/gamehall\?category=new$/);
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'New' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the providers page links each provider to the hall filtered by it', async ({
    page,
    baseURL,
  }) => {
    const providers = await call(page.request, baseURL!, games.getProviders, {
      fields: ['game_params'],
    });
    await page.goto('/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    const first = providers[0]!;
    const card = page.getByRole('link', { name: new RegExp(`^${first.name}`) });
    // Logos come through the image proxy in densities 1 and 2.
    const logo = card.locator('img');
    await expect(logo).toHaveAttribute('src', /^\/img\//);
    await expect(logo).toHaveAttribute('srcset', / 1x, .* 2x$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/gamehall\\?providers=${first.sysname}$`));
    await expect(
      page.getByText(`Games: ${first.game_params!.games_count}`, { exact: true }),
    ).toBeVisible();
  });

  test('the search popup finds a game by a partial name as you type', async ({ page, baseURL }) => {
    const [target] = (await call(page.request, baseURL!, games.get, { count: 1, offset: 37 }))
      .items;
    // A part of the name from its middle, short but telling enough to list the game among the
    // first results; typed key by key.
    const name = target!.name;
    let partial = name.slice(1);
    search: for (let length = 4; length < name.length; length++) {
      for (let at = 1; at + length <= name.length; at++) {
        const part = name.slice(at, at + length);
        if (part.trim() !== part) continue;
        const found = await call(page.request, baseURL!, games.get, { search: part, count: 1 });
        if (found.total <= 8) {
          partial = part;
          break search;
        }
      }
    }
    await page.goto('/gamehall');
    await appReady(page);
    await page.getByRole('main').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    const input = dialog.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toBeFocused();
    await input.pressSequentially(partial, { delay: 60 });
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(
      results.getByRole('link', { name: new RegExp(target!.name) }).first(),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/Found: \d+/);
    await results
      .getByRole('link', { name: new RegExp(target!.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/game/${target!.sysname}$`));
    await expect(dialog).toBeHidden();
  });

  test('hall and providers: no serious accessibility violations in both themes; screenshots', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(450_000);
    for (const theme of ['dark', 'light'] as const) {
      for (const width of [1440, 375]) {
        // A fresh context per theme and width: the theme cookie is read before first paint.
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: width === 375 ? 740 : 900 },
        });
        await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
        const page = await context.newPage();
        for (const [name, path, ready] of [
          ['hall', '/gamehall?category=slots', 'Slots'],
          ['providers', '/providers', 'Providers'],
        ] as const) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('main img').first()).toBeVisible();
          await saveScreen(page, `games-${name}-${theme}-${width}`);
          expect(await seriousViolations(page)).toEqual([]);
        }
        if (width === 1440) {
          await page.goto('/gamehall');
          await appReady(page);
          await page.getByRole('main').getByRole('button', { name: 'Search games' }).click();
          await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('dra');
          await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
          await saveScreen(page, `games-search-${theme}-1440`);
          expect(await seriousViolations(page)).toEqual([]);
        }
        await context.close();
      }
    }
  });
});

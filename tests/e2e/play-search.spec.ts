/**
 * Issue 19, search everywhere: a search button in the header (desktops), in the tab bar
 * (phones) and in the game page's bar opens the games search popup (§2.3) on every page. The
 * popup offers recent searches, popular games and providers before typing, marks matches,
 * walks its items with the arrow keys, finds across name and provider whatever the case and
 * accents, and answers a search that finds nothing with "did you mean" and popular games.
 */
import { expect, test, type Page } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { appReady } from '../harness/app-ready.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen, seriousViolations } from '../harness/screens.ts';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search games' });

/**
 * Opens the popup the way a player on this width would. Signed in, the bars still grow as the
 * balance and (on a desktop) the session clock come in, which moves the search button beside
 * them: a click while it moves can miss it, so that is waited for.
 */
async function openSearch(page: Page, signedIn = false): Promise<void> {
  // A server-rendered button is only markup until the page hydrates: a tap before is lost.
  await appReady(page);
  const phone = page.viewportSize()!.width < 768;
  if (signedIn) {
    await expect(page.getByRole('button', { name: /Real money/ }).first()).toBeVisible();
    if (!phone) {
      await expect(
        page.getByRole('banner').getByRole('timer', { name: 'Time signed in' }),
      ).toBeVisible();
    }
  }
  if (phone && !new URL(page.url()).pathname.startsWith('/game/')) {
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Search' })
      .click();
  } else {
    // The header's button; on a phone's game page, the game bar's.
    await page.getByRole('button', { name: 'Search games' }).first().click();
  }
  await expect(dialogOf(page).getByRole('searchbox', { name: 'Search games' })).toBeFocused();
}

test.describe('search everywhere', () => {
  test('the search popup opens from every page, on a phone and on a desktop', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(270_000);
    await signUpPlayer(page.request, baseURL!);
    const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 }))
      .items[0]!;
    const paths = ['/', '/gamehall', '/promotions', '/tournaments', '/cashier/deposit'];
    paths.push(`/game/${slot.sysname}`);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await page.goto(path);
        await openSearch(page, true);
        await page.keyboard.press('Escape');
        await expect(dialogOf(page)).toBeHidden();
      }
    }
  });

  test('before typing, while typing, and when nothing is found', async ({ page, baseURL }) => {
    test.setTimeout(270_000);
    const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 100 });
    // A game whose name has a word of four letters or more, to type in capitals.
    const target = list.items.find((g) => /[A-Za-z]{5,}/.test(g.name))!;
    const word = /[A-Za-z]{5,}/.exec(target.name)![0];
    await page.goto('/');
    await openSearch(page);
    const dialog = dialogOf(page);
    const input = dialog.getByRole('searchbox', { name: 'Search games' });

    // Before typing: popular games and providers, nothing recent yet.
    await expect(dialog.getByRole('region', { name: 'Popular games' })).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Popular games' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(
      dialog.getByRole('region', { name: 'Providers' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
    await saveScreen(page, 'play-search-empty-1440');

    // Case does not matter; the match is marked.
    await input.fill(word.toUpperCase());
    const results = dialog.getByRole('list', { name: 'Search results' });
    const hit = results.getByRole('link', { name: new RegExp(target.name) }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(new RegExp(word, 'i'));

    // Arrow keys walk from the input into the results; Enter opens the game.
    await input.press('ArrowDown');
    await expect(results.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await hit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/game/${target.sysname}`));

    // The search is remembered; picking it searches again.
    await openSearch(page);
    const recent = dialog.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: word.toUpperCase() })).toBeVisible();
    await recent.getByRole('button', { name: word.toUpperCase() }).click();
    await expect(input).toHaveValue(word.toUpperCase());
    await expect(hit).toBeVisible();

    // A provider's name finds its games, accents and case aside.
    await input.fill(target.provider_name.toLowerCase());
    await expect(dialog.getByRole('status')).toHaveText(/Found: \d+/);

    // A misspelt word: nothing found, a corrected query offered, popular games meanwhile.
    const misspelt = word.slice(0, 2) + word.slice(3);
    await input.fill(misspelt);
    await expect(dialog.getByRole('status')).toHaveText(/Nothing found/);
    await expect(dialog.getByRole('region', { name: 'Popular games' })).toBeVisible();
    const suggestion = dialog.locator('p', { hasText: 'Did you mean' }).getByRole('button');
    await expect(suggestion).toBeVisible();
    const corrected = (await suggestion.textContent())!;
    await suggestion.click();
    await expect(input).toHaveValue(corrected);
    await expect(dialog.getByRole('status')).toHaveText(/Found: \d+/);
  });

  test('screenshots at 390 and 1440 in both themes; no serious accessibility violations', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(900_000);
    for (const theme of ['dark', 'light'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        const context = await browser.newContext({ baseURL, viewport });
        await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await openSearch(page);
        const dialog = dialogOf(page);
        await expect(dialog.getByRole('region', { name: 'Providers' })).toBeVisible();
        await page.waitForTimeout(300);
        await saveScreen(page, `play-search-before-${theme}-${viewport.width}`);
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('searchbox').fill('dra');
        await expect(dialog.getByRole('list', { name: 'Search results' })).toBeVisible();
        await saveScreen(page, `play-search-results-${theme}-${viewport.width}`);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    }
  });
});

/**
 * Issue 19, the moment of play: the game page is immersive (the frame fits the window; on
 * phones edge to edge under a slim bar with back, balance, deposit and full screen; a theatre
 * mode on desktops; no hint banners) and the frame and the site show one balance, under one
 * label, updated together after a spin.
 */
import { expect, test, type Page } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { formatMoney } from '@croupier/core/format';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreen, seriousViolations } from '../harness/screens.ts';
import { depositThroughApi } from './cashier-helpers.ts';

const frameOf = (page: Page) => page.frameLocator('iframe[sandbox]');

async function aSlot(page: Page, baseURL: string) {
  const list = await call(page.request, baseURL, games.get, { type: 'slot', count: 50 });
  return list.items.find((g) => g.has_demo)!;
}

/** Asserts `box` lies wholly inside the viewport. */
async function expectInsideViewport(
  page: Page,
  what: string,
  selector: ReturnType<Page['locator']>,
) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

test.describe('the game page is immersive', () => {
  test('the frame and the reels in it fit the window at 375×667, 390×844 and 1440×900', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(270_000);
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/game/${slot.sysname}`);
      const spin = frameOf(page).getByRole('button', { name: 'Spin' });
      await expect(spin).toBeVisible();
      const name = `${viewport.width}×${viewport.height}`;
      await expectInsideViewport(page, `frame ${name}`, page.locator('iframe[sandbox]'));
      await expectInsideViewport(page, `reels ${name}`, frameOf(page).locator('.machine'));
      await expectInsideViewport(page, `spin ${name}`, spin);
      const phone = viewport.width < 768;
      // Phones: edge to edge, the site's header and tab bar give way to the game's own bar.
      await expect(page.getByRole('banner')).toBeVisible({ visible: !phone });
      await expect(page.getByRole('navigation', { name: 'Quick menu' })).toBeVisible({
        visible: false,
      });
      const frameBox = (await page.locator('iframe[sandbox]').boundingBox())!;
      if (phone) {
        expect(frameBox.width).toBeGreaterThanOrEqual(viewport.width - 0.5);
        // The slim bar: back, balance, deposit and full screen above the game.
        expect(frameBox.y).toBeLessThanOrEqual(48);
        await expect(page.getByRole('link', { name: 'Game hall' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Real money .*USD/ })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
      }
      // The title is shown once: the frame's; the page's heading stays for assistive tech.
      const heading = page.getByRole('heading', { level: 1, name: slot.name });
      await expect(heading).toBeAttached();
      if (phone) expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(1);
    }
  });

  test('theatre mode on a desktop: the game takes the window, balance and deposit come along', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/game/${slot.sysname}`);
    await expect(frameOf(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    const before = (await page.locator('iframe[sandbox]').boundingBox())!;
    const theatre = page.getByRole('button', { name: 'Theatre mode' });
    await theatre.click();
    await expect(theatre).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const after = (await page.locator('iframe[sandbox]').boundingBox())!;
    expect(after.height).toBeGreaterThan(before.height);
    await expectInsideViewport(page, 'frame in theatre', page.locator('iframe[sandbox]'));
    await expect(page.getByRole('button', { name: /^Real money .*USD/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await saveScreen(page, 'play-game-theatre-1440');
    await theatre.click();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('one balance: the frame and the bar show the same wallet, labelled alike, after a spin', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await depositThroughApi(page, baseURL!, '50', 'Success');
    await expect.poll(async () => (await balances(page.request, baseURL!)).main).toBe(50);
    const slot = await aSlot(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/game/${slot.sysname}`);
    const frame = frameOf(page);
    const bar = page.getByRole('button', { name: /^Real money .*USD/ });
    await expect(frame.locator('#bal-l')).toHaveText('Real money');
    await expect(frame.locator('#balance')).toHaveText('50 USD');
    await expect(bar).toContainText('50 USD');

    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(1);
    const shown = formatMoney((await balances(page.request, baseURL!)).main, 'USD');
    // Both move without a reload: the frame from its spin, the bar from the live socket.
    await expect(frame.locator('#balance')).toHaveText(shown);
    await expect(bar).toContainText(shown);
    // And the desktop header says the same.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Real money .*USD/ }),
    ).toContainText(shown);
  });

  test('screenshots at 390 and 1440 in both themes; no serious accessibility violations', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    for (const theme of ['dark', 'light'] as const) {
      await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      for (const viewport of [VIEWPORTS[1], VIEWPORTS[2]]) {
        await page.setViewportSize(viewport);
        await page.goto(`/game/${slot.sysname}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(frameOf(page).getByRole('button', { name: 'Spin' })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await saveScreen(page, `play-game-${theme}-${viewport.width}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
  });
});

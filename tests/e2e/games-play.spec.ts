import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { cashier, games } from '@croupier/core/contract';
import { formatMoney } from '@croupier/core/format';
import { call } from '../harness/api.ts';
import { saveScreen, saveScreens, seriousViolations } from '../harness/screens.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { appReady } from '../harness/app-ready.ts';

/** Funds the signed-in player through the demo checkout (as tests/e2e/demo-payment.spec.ts). */
async function fund(page: Page, baseURL: string, amount: string): Promise<void> {
  const settings = await call(page.request, baseURL, cashier.getdepositsettings, {});
  const card = settings.methods.find((m) => m.type === 'card')!;
  const deposit = await call(
    page.request,
    baseURL,
    cashier.makedeposit,
    {
      methodId: card.id,
      method: card.sysname,
      amount,
      requisites: { card_holder: 'ADA LOVELACE', card_number: '4111111111111111' },
    },
    { idempotencyKey: crypto.randomUUID() },
  );
  await page.goto(deposit.redirect_url!);
  await page.getByRole('button', { name: /Success/ }).click();
  await expect.poll(async () => (await balances(page.request, baseURL)).main).toBe(Number(amount));
}

async function aSlot(page: Page, baseURL: string) {
  const list = await call(page.request, baseURL, games.get, { type: 'slot', count: 50 });
  return list.items.find((g) => g.has_demo)!;
}

const frameOf = (page: Page) => page.frameLocator('iframe[sandbox]');
const modeButton = (page: Page, name: 'Real money' | 'Demo') =>
  page.getByRole('group', { name: 'Game mode' }).getByRole('button', { name });

/** The game page: the sandboxed frame, real and demo play, #real, fullscreen, history export. */
test.describe('game page', () => {
  test('a funded player plays for real in the sandboxed frame; the balance moves without a reload', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await fund(page, baseURL!, '50');
    const slot = await aSlot(page, baseURL!);
    await page.goto(`/game/${slot.sysname}`);
    await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
    await expect(modeButton(page, 'Real money')).toHaveAttribute('aria-pressed', 'true');

    const frame = page.locator('iframe[sandbox]');
    // Same-origin game page: it must not get our origin (cookies, DOM), and it launches with a
    // frame token instead of the session.
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms');
    expect((await frame.getAttribute('sandbox'))!.split(/\s+/)).not.toContain('allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('allow', 'fullscreen');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^/platform/game/${slot.sysname}/play\\?token=`),
    );
    await expect(frameOf(page).locator('.badge')).toHaveText('REAL');
    expect(await frame.evaluate((el: HTMLIFrameElement) => el.contentDocument)).toBeNull();

    const header = page.getByRole('banner');
    await expect(header.getByText('50 USD')).toBeVisible();
    const shown = frameOf(page).locator('#balance');
    await expect(shown).not.toBeEmpty();
    await frameOf(page).getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(1);
    const [round] = (await call(page.request, baseURL!, games.getHistory, {})).items;
    const after = (await balances(page.request, baseURL!)).main;
    expect(after).toBeCloseTo(50 - Number(round!.bet) + Number(round!.win), 2);
    expect(round!.balance_type).toBe('main');
    // The frame shows the new balance without a reload of the page, labelled and written as
    // the header shows it (one balance).
    await expect(shown).toHaveText(formatMoney(after, 'USD'));
    await expect(frameOf(page).locator('#bal-l')).toHaveText('Real money');
    await expect(header.getByText(formatMoney(after, 'USD'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();

    await saveScreens(page, 'games-game-real');
  });

  test('demo mode: the popup explains fun money, the frame plays on the fun balance', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    await page.goto(`/game/${slot.sysname}`);
    await appReady(page);
    await modeButton(page, 'Demo').click();
    await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}\\?mode=demo$`));
    const popup = page.getByRole('dialog', { name: 'Demo mode' });
    await expect(popup).toContainText('fun money');
    await expect(popup.getByRole('button', { name: 'Play for real' })).toBeVisible();
    await popup.getByRole('button', { name: 'Continue in demo' }).click();
    await expect(popup).toBeHidden();

    const frame = page.locator('iframe[sandbox]');
    await expect(frame).toHaveAttribute('src', new RegExp(`/platform/game/${slot.sysname}/demo`));
    await expect(frameOf(page).locator('.badge')).toHaveText('DEMO');
    const before = await balances(page.request, baseURL!);
    const shown = frameOf(page).locator('#balance');
    await expect(shown).not.toBeEmpty();
    const shownBefore = await shown.textContent();
    await frameOf(page).getByRole('button', { name: 'Spin' }).click();
    await expect(shown).not.toHaveText(shownBefore!);
    const after = await balances(page.request, baseURL!);
    expect(after.main).toBe(before.main);
    expect(after.fun).not.toBe(before.fun);

    // The popup's "Play for real" switches the mode.
    await modeButton(page, 'Real money').click();
    await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}$`));
    await expect(frameOf(page).locator('.badge')).toHaveText('REAL');
  });

  test('a guest plays the demo; #real opens registration and closing it returns to the index', async ({
    page,
    baseURL,
  }) => {
    const slot = await aSlot(page, baseURL!);
    await page.goto(`/game/${slot.sysname}?mode=demo`);
    await page
      .getByRole('dialog', { name: 'Demo mode' })
      .getByRole('button', { name: 'Continue in demo' })
      .click();
    await expect(frameOf(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await frameOf(page).getByRole('button', { name: 'Spin' }).click();
    await expect(frameOf(page).locator('#lastWin')).not.toHaveText('—');

    // Real play for a guest asks to sign in; no frame is loaded.
    await modeButton(page, 'Real money').click();
    await expect(
      page.getByRole('heading', { name: 'Sign in to play for real money' }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // A fresh load of the address (a same-document hash change is not a new visit).
    await page.goto('about:blank');
    await page.goto(`/game/${slot.sysname}#real`);
    const registration = page.getByRole('dialog', { name: 'Sign up' });
    await expect(registration).toBeVisible();
    await registration.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`));
  });

  test('fullscreen and back to the hall', async ({ page, baseURL }) => {
    const slot = await aSlot(page, baseURL!);
    await page.goto(`/game/${slot.sysname}?mode=demo`);
    await page
      .getByRole('dialog', { name: 'Demo mode' })
      .getByRole('button', { name: 'Continue in demo' })
      .click();
    const button = page.getByRole('button', { name: 'Full screen' });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.querySelector('iframe') != null))
      .toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: 'Game hall' }).first().click();
    await expect(page).toHaveURL(/\/gamehall$/);
  });

  test('my rounds: the history exports to a CSV the player downloads', async ({
    page,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    await page.goto(`/game/${slot.sysname}?mode=demo`);
    await page
      .getByRole('dialog', { name: 'Demo mode' })
      .getByRole('button', { name: 'Continue in demo' })
      .click();
    await frameOf(page).getByRole('button', { name: 'Spin' }).click();
    await expect
      .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
      .toBe(1);
    await page.getByRole('button', { name: 'My rounds' }).click();
    const panel = page.getByRole('complementary', { name: 'My rounds' });
    await expect(panel.getByRole('list', { name: 'My rounds' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(panel.getByRole('link', { name: slot.name })).toBeVisible();

    await panel.getByRole('button', { name: 'Export to CSV' }).click();
    const link = panel.getByRole('link', { name: 'Download CSV' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^game-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [head, row] = csv.trim().split(/\r\n/);
    expect(head).toBe(
      'round_id,date,game,game_sysname,provider,balance_type,currency,bet,win,status',
    );
    expect(row).toContain(slot.sysname);
    expect(row).toContain(',fun,');
  });

  test('the game page: no serious accessibility violations in both themes; screenshots', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    await signUpPlayer(page.request, baseURL!);
    const slot = await aSlot(page, baseURL!);
    for (const theme of ['dark', 'light'] as const) {
      await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await page.goto(`/game/${slot.sysname}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(frameOf(page).getByRole('button', { name: 'Spin' })).toBeVisible();
        if (width === 1440) await page.getByRole('button', { name: 'My rounds' }).click();
        await page.waitForLoadState('networkidle');
        await saveScreen(page, `games-game-${theme}-${width}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
  });
});

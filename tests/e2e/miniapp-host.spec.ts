/**
 * The Mini App adapting to its Telegram host, in the host emulator: a `game_<sysname>` start
 * parameter opens that game (with closing confirmation and swipes off), the back button follows
 * in-app history, `theme_changed` recolours the design tokens, the main button carries the
 * Deposit action, and a version-6.0 client receives no newer method and raises no error.
 */
import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { LIGHT_THEME } from '../harness/telegram-launch.ts';
import { signInitData } from '../harness/telegram-init-data.ts';
import { SCREENS_DIR } from '../harness/screens.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

const SCREENS = SCREENS_DIR;

test.use(TELEGRAM_BROWSER);

/** Methods a 6.0 client knows (Telegram's own table, as in tma.js's bridge). */
const METHODS_6_0 = new Set([
  'iframe_ready',
  'iframe_will_reload',
  'web_app_close',
  'web_app_data_send',
  'web_app_expand',
  'web_app_open_link',
  'web_app_ready',
  'web_app_request_theme',
  'web_app_request_viewport',
  'web_app_setup_main_button',
  'web_app_setup_closing_behavior',
]);

test('a game_<sysname> start parameter opens that game, and back leads home', async ({
  page,
  baseURL,
}) => {
  const list = await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 });
  const sysname = list.items[0]!.sysname;
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL!, {
    user,
    startParam: `game_${sysname}`,
  });

  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe(`/miniapp/game/${sysname}`);
  await expect(tg.app.locator('iframe').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/miniapp-game-375.png` });
  // A game is open: ask before closing, no swipe-to-close.
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_closing_behavior'))?.eventData)
    .toEqual({ need_confirmation: true });
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_swipe_behavior'))?.eventData)
    .toEqual({ allow_vertical_swipe: false });
  // Opened by a deep link at depth 0: the back button leads home.
  await expect(tg.backButton).toBeVisible();
  await tg.backButton.click();
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/');
  await expect(tg.backButton).toBeHidden();
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_closing_behavior'))?.eventData)
    .toEqual({ need_confirmation: false });
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_swipe_behavior'))?.eventData)
    .toEqual({ allow_vertical_swipe: true });
});

test('the back button appears after navigation and its event navigates back', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(tg.backButton).toBeHidden();

  await tg.app
    .getByRole('navigation', { name: 'Quick menu' })
    .getByRole('link', { name: 'Casino' })
    .click();
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/gamehall');
  await expect(tg.backButton).toBeVisible();
  expect((await tg.lastOf('web_app_setup_back_button'))?.eventData).toEqual({ is_visible: true });

  await tg.emit('back_button_pressed');
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/');
  await expect(tg.backButton).toBeHidden();
  expect((await tg.lastOf('web_app_setup_back_button'))?.eventData).toEqual({ is_visible: false });
});

test('theme_changed recolours the design tokens; header colour follows the theme', async ({
  page,
  baseURL,
}) => {
  const tg = await TelegramHostEmulator.launch(page, baseURL!);
  await expect(tg.app.getByTestId('tg-registration')).toBeVisible();
  const tokens = () =>
    tg.frame().evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        bg: style.getPropertyValue('--color-bg').trim(),
        text: style.getPropertyValue('--color-text').trim(),
        accent: style.getPropertyValue('--color-accent').trim(),
        theme: document.documentElement.getAttribute('data-theme'),
        body: getComputedStyle(document.body).backgroundColor,
      };
    });
  // Telegram's night theme at first paint.
  expect(await tokens()).toMatchObject({
    bg: '#212121',
    text: '#ffffff',
    accent: '#8774e1',
    theme: 'dark',
  });
  expect((await tg.sentOf('web_app_set_header_color'))[0]?.eventData).toEqual({
    color_key: 'bg_color',
  });

  await tg.setTheme(LIGHT_THEME);
  await expect.poll(tokens).toMatchObject({
    bg: '#ffffff',
    text: '#000000',
    accent: '#3390ec',
    theme: 'light',
    body: 'rgb(255, 255, 255)',
  });
  await page.screenshot({ path: `${SCREENS}/miniapp-light-375.png` });
});

test('the main button carries Deposit and main_button_pressed opens the cashier', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user, theme: LIGHT_THEME });
  await expect(tg.mainButton).toHaveText('Deposit');
  await page.screenshot({ path: `${SCREENS}/miniapp-home-light-375.png` });
  await tg.emit('main_button_pressed');
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/cashier/deposit');
  // The cashier is open — its form is on screen — and the main button is now the form's submit:
  // it follows the amount. (It read "hidden" here once: the moment between the home's button
  // leaving and the form's arriving, which beside a CPU hog the form won; issue 20.)
  const amount = tg.app.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeVisible({ timeout: 30_000 });
  await amount.fill('50');
  await expect(tg.mainButton).toHaveText(/^Pay 50/);
  // The closing guard goes on.
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_closing_behavior'))?.eventData)
    .toEqual({ need_confirmation: true });
});

test('a version-6.0 client gets no newer method and no page error', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  // Clients that old send no `signature` in init data either.
  const tg = await TelegramHostEmulator.launch(page, baseURL!, {
    user,
    version: '6.0',
    platform: 'android',
    initData: signInitData({ user, withSignature: false }),
  });
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(tg.mainButton).toHaveText('Deposit');
  // Navigate (back button territory) and open the cashier (swipe and closing territory).
  await tg.app
    .getByRole('navigation', { name: 'Quick menu' })
    .getByRole('link', { name: 'Casino' })
    .click();
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/gamehall');
  await tg.emit('main_button_pressed');
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/cashier/deposit');
  await expect
    .poll(async () => (await tg.lastOf('web_app_setup_closing_behavior'))?.eventData)
    .toEqual({ need_confirmation: true });

  const sent = (await tg.sent()).map((e) => e.eventType);
  expect(sent).toContain('web_app_ready');
  expect(sent.filter((type) => !METHODS_6_0.has(type))).toEqual([]);
  expect(errors).toEqual([]);
});

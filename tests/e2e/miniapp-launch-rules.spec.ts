/**
 * Issue 7's launch rules in the Telegram host emulator: stale init data and a launch replayed
 * after its session ended are refused with the error popup; the back button goes back exactly
 * one entry per press; the client's safe-area and content-safe-area insets move the header,
 * at launch and when they change.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from '../harness/screens.ts';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { signInitData } from '../harness/telegram-init-data.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

test.use(TELEGRAM_BROWSER);

/** The /api/auth/login answers the page receives, with their bodies. */
function recordLogins(page: Page) {
  const logins: { status: number; body: unknown }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/auth/login') return;
    logins.push({ status: response.status(), body: await response.json().catch(() => null) });
  });
  return logins;
}

test('init data signed three days ago is refused: error popup, no session', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const logins = recordLogins(page);
  const stale = signInitData({ user, authDate: new Date(Date.now() - 3 * 86_400_000) });
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user, initData: stale });
  await expect(tg.app.getByRole('alertdialog')).toContainText('We could not sign you in');
  await expect.poll(() => logins.length).toBe(1);
  expect(logins[0]).toMatchObject({
    status: 401,
    body: { data: { type: 'AuthorizationException', error_data: { reason: 'tg_expired' } } },
  });
  await expect(tg.app.getByRole('button', { name: 'Log in' }).first()).toBeAttached();
});

test('a launch replayed after logout is refused; the reload before it signed in', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const logins = recordLogins(page);
  let token: string | undefined;
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth?.startsWith('Bearer ')) token = auth.slice('Bearer '.length);
  });
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
  await expect.poll(() => token).toBeTruthy();
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  // A reload exchanges the same launch again while its session lives.
  await tg.reloadApp();
  await expect.poll(() => logins.filter((l) => l.status === 200).length).toBe(2);
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  // The session ends on the server; the same launch data must not open another one.
  const out = await page.request.get(`${baseURL}/api/auth/logout`, {
    headers: { authorization: `Bearer ${token}`, 'x-croupier-client': 'miniapp/e2e' },
  });
  expect(out.ok()).toBe(true);
  await tg.reloadApp();
  await expect(tg.app.getByRole('alertdialog')).toContainText('We could not sign you in');
  expect(logins.at(-1)).toMatchObject({
    status: 401,
    body: { data: { error_data: { reason: 'tg_replayed' } } },
  });
});

test('the back button goes back exactly one entry per press', async ({ page, baseURL }) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const path = () => {
    const url = new URL(tg.frame().url());
    return `${url.pathname}${url.search}`;
  };
  const nav = tg.app.getByRole('navigation', { name: 'Quick menu' });
  await nav.getByRole('link', { name: 'Casino' }).click();
  await expect.poll(path).toBe('/miniapp/gamehall');
  await nav.getByRole('link', { name: 'Live' }).click();
  await expect.poll(path).toBe('/miniapp/gamehall?category=live-casino');

  await tg.emit('back_button_pressed');
  await expect.poll(path).toBe('/miniapp/gamehall');
  // Still one step from the root: the button stays, and nothing else moved.
  await page.waitForTimeout(300);
  expect(path()).toBe('/miniapp/gamehall');
  await expect(tg.backButton).toBeVisible();

  await tg.emit('back_button_pressed');
  await expect.poll(path).toBe('/miniapp/');
  await expect(tg.backButton).toBeHidden();
  // At the root a stray press does nothing (the host hides the button; the app must not leave).
  await tg.emit('back_button_pressed');
  await page.waitForTimeout(300);
  expect(path()).toBe('/miniapp/');
});

test('safe-area and content-safe-area insets move the header, at launch and on change', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const tg = await TelegramHostEmulator.launch(page, baseURL!, {
    user,
    fullscreen: true,
    safeArea: { top: 24, bottom: 16, left: 0, right: 0 },
    contentSafeArea: { top: 40, bottom: 0, left: 0, right: 0 },
  });
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const headerTop = () =>
    tg.frame().evaluate(() => {
      const header = document.querySelector('header');
      if (!header) return null;
      const box = header.getBoundingClientRect();
      // The header's content (its first element child) sits below the insets.
      const inner = header.firstElementChild?.getBoundingClientRect() ?? box;
      return Math.round(inner.top);
    });
  await expect.poll(headerTop).toBeGreaterThanOrEqual(64);
  await saveScreen(page, 'miniapp-fullscreen-insets-375');

  await tg.emit('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
  await tg.emit('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
  await expect.poll(headerTop).toBeLessThan(16);
});

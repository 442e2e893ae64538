/**
 * The Telegram Mini App's sign-in (DESIGN §3): inside the Telegram host emulator, a first-time
 * player registers from the Telegram sheet and is signed in with a bearer token (no cookie),
 * a reload signs in again, launch parameters work in either order, tampered init data shows
 * the error popup and makes no authenticated call, and outside Telegram the miniapp shows
 * "Open in Telegram" without calling the API.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { TELEGRAM_BROWSER, TelegramHostEmulator } from '../harness/telegram-host.ts';
import { launchUrl } from '../harness/telegram-launch.ts';
import { signInitData, tamperInitData, telegramUser } from '../harness/telegram-init-data.ts';
import { SCREENS_DIR } from '../harness/screens.ts';
import { registerTelegramPlayer } from '../harness/telegram-players.ts';

const SCREENS = SCREENS_DIR;

test.use(TELEGRAM_BROWSER);

/** Every /api request the page makes, with its Authorization header. */
function recordApi(page: Page) {
  const calls: { path: string; auth: string | undefined; status?: number }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      calls.push({ path: url.pathname, auth: request.headers().authorization });
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = [...calls]
      .reverse()
      .find((c) => c.path === url.pathname && c.status === undefined);
    if (call) call.status = response.status();
  });
  return calls;
}

test('a first launch registers from the Telegram sheet and signs in with a bearer token', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const calls = recordApi(page);
  const tg = await TelegramHostEmulator.launch(page, baseURL!, {
    user: telegramUser({ first_name: 'Nadia' }),
  });

  const sheet = tg.app.getByTestId('tg-registration');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Welcome to Croupier' })).toBeVisible();
  await expect(tg.mainButton).toHaveText('Create account');
  await page.screenshot({ path: `${SCREENS}/miniapp-register-375.png` });

  // The button waits for the operator's settings; only then is the terms box (if any) final.
  await expect(tg.mainButton).toBeEnabled();
  const terms = sheet.getByRole('checkbox');
  if (await terms.count()) await terms.check();
  await tg.mainButton.click();

  await expect(sheet).toBeHidden();
  // A new player lands in the game hall.
  await expect.poll(() => new URL(tg.frame().url()).pathname).toBe('/miniapp/gamehall');
  // Signed in: the header shows the balance instead of Log in / Sign up.
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const register = calls.find((c) => c.path === '/api/auth/register');
  expect(register?.status).toBe(200);
  const authed = calls.filter((c) => c.auth?.startsWith('Bearer '));
  expect(authed.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.includes('sid'))).toEqual([]);
  expect((await tg.sentOf('web_app_trigger_haptic_feedback')).at(-1)?.eventData).toMatchObject({
    type: 'notification',
    notification_type: 'success',
  });
  await page.screenshot({ path: `${SCREENS}/miniapp-signed-in-375.png` });

  // A reload loses the in-memory token and signs in again with the same launch data.
  calls.length = 0;
  await tg.reloadApp();
  await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect.poll(() => calls.find((c) => c.path === '/api/auth/login')?.status).toBe(200);
  await expect(tg.app.getByTestId('tg-registration')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/**
 * What the page's own script asks before the app's code is in (index.html), per Telegram
 * language: the sign-in, the locales, then the messages and CMS config of the locale the app
 * starts in — Telegram's language when the site offers it, else the site's default.
 */
const EARLY_LOCALES = [
  { language: 'ru', locale: 'ru' },
  { language: 'de-DE', locale: 'en' },
];

for (const { language, locale } of EARLY_LOCALES) {
  test(`the page signs in and reads the locales and ${locale} files before the app has arrived (Telegram language ${language}); the app takes those answers`, async ({
    page,
    baseURL,
  }) => {
    const { user } = await registerTelegramPlayer(
      page.request,
      baseURL!,
      telegramUser({ language_code: language }),
    );
    const early = [
      '/api/auth/login',
      '/nfx/i18n/locales',
      `/nfx/i18n/messages/${locale}`,
      `/nfx/cms/config/${locale}`,
    ];
    const asked: string[] = [];
    let allAsked!: () => void;
    const askedEarly = new Promise<void>((resolve) => (allAsked = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/nfx/') || pathname === '/api/auth/login') asked.push(pathname);
      if (early.every((path) => asked.includes(path))) allAsked();
    });
    // The app's scripts are held until all four have been asked for: only the page's own
    // script can have asked (without it this launch never starts and the test times out).
    await page.route(/\/miniapp\/assets\/[^/]+\.js$/, async (route) => {
      await askedEarly;
      await route.continue();
    });
    const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
    await expect(tg.app.locator('main a[href*="/game/"]').first()).toBeVisible();
    await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(tg.app.locator('html')).toHaveAttribute('lang', locale);
    // Once each: the app took the page's answers instead of asking again.
    for (const path of early) expect(asked.filter((one) => one === path)).toEqual([path]);
  });
}

/**
 * What a launch into home asks for once the player is signed in, before the app's code is in
 * (src/launch/first-screen.ts): the site's general info, the player, and home's own calls.
 */
const FIRST_SCREEN = [
  '/api/metadata/getgeneralinfo?v=1&locale=en',
  '/api/account/getInfo?v=1&locale=en',
  '/api/banners/get?fields=description%2Cimages&v=1&locale=en',
  '/api/games/getCategories?v=1&locale=en',
  ...['popular', 'new', 'slots', 'live-casino'].map(
    (category) => `/api/games/get?category=${category}&count=12&v=1&locale=en`,
  ),
];

test("a launch into home asks for its first screen and the hero's image before the app has arrived; the app takes those answers", async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!, telegramUser());
  const asked: string[] = [];
  const tokens = new Set<string | undefined>();
  let hero = false;
  let allAsked!: () => void;
  const askedEarly = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const address = `${url.pathname}${url.search}`;
    if (url.pathname.startsWith('/img/') && url.pathname.includes('banners')) hero = true;
    if (url.pathname.startsWith('/api/')) asked.push(address);
    if (FIRST_SCREEN.includes(address) && !address.includes('getgeneralinfo')) {
      tokens.add(request.headers().authorization);
    }
    if (hero && FIRST_SCREEN.every((one) => asked.includes(one))) allAsked();
  });
  // The app's scripts are held until the first screen and its hero's image have been asked
  // for: only the page's own scripts can have asked (without them this launch never starts).
  await page.route(/\/miniapp\/assets\/[^/]+\.js$/, async (route) => {
    await askedEarly;
    await route.continue();
  });
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user });
  await expect(tg.app.locator('main a[href*="/game/"]').first()).toBeVisible();
  await expect(tg.app.locator('main img[src*="banners"]').first()).toBeVisible();
  // With the player's token, one for all; and once each: the app took the page's answers.
  expect([...tokens]).toHaveLength(1);
  expect([...tokens][0]).toMatch(/^Bearer \S+$/);
  for (const one of FIRST_SCREEN) expect(asked.filter((a) => a === one)).toEqual([one]);
});

test("a launch into a game asks for none of home's first screen before the app has arrived", async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!, telegramUser());
  const asked: string[] = [];
  let held = true;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (held) asked.push(`${url.pathname}${url.search}`);
  });
  // The app's scripts are held until the page's own scripts have had the sign-in's answer and
  // the locale (its CMS config asked for), and half a second more to ask for anything else.
  const signedIn = page.waitForResponse((response) => response.url().includes('/api/auth/login'));
  const released = (async () => {
    await signedIn;
    await expect.poll(() => asked.some((one) => one.startsWith('/nfx/cms/config/'))).toBe(true);
    await page.waitForTimeout(500);
    held = false;
  })();
  await page.route(/\/miniapp\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const tg = await TelegramHostEmulator.launch(page, baseURL!, {
    user,
    startParam: 'game_bluefin_temple_of_berry',
  });
  await expect
    .poll(() => new URL(tg.frame().url()).pathname)
    .toBe('/miniapp/game/bluefin_temple_of_berry');
  expect(held).toBe(false);
  expect(asked.filter((one) => FIRST_SCREEN.includes(one))).toEqual([]);
});

test('launch parameters work with tgWebAppData first or last in the hash', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  for (const dataFirst of [true, false]) {
    const calls = recordApi(page);
    const tg = await TelegramHostEmulator.launch(page, baseURL!, { user, dataFirst });
    expect(tg.url.split('#')[1]!.startsWith('tgWebAppData=')).toBe(dataFirst);
    await expect(tg.app.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect.poll(() => calls.find((c) => c.path === '/api/auth/login')?.status).toBe(200);
    // The router never sees the launch hash: the home page, not a redirect or a 404.
    await expect(tg.app.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(new URL(tg.frame().url()).pathname).toBe('/miniapp/');
    // Initialised once: exactly one web_app_ready per launch.
    expect(await tg.sentOf('web_app_ready')).toHaveLength(1);
  }
});

test('the web entry opened with #tgWebAppData forwards to /miniapp/ keeping query and hash', async ({
  page,
  baseURL,
}) => {
  const { user } = await registerTelegramPlayer(page.request, baseURL!);
  await page.context().clearCookies();
  const calls = recordApi(page);
  const hash = new URL(launchUrl(baseURL!, { initData: signInitData({ user }) })).hash;
  await page.goto(`/?track_id=abc${hash}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/miniapp/');
  expect(new URL(page.url()).search).toBe('?track_id=abc');
  expect(new URL(page.url()).hash).toBe(hash);
  await expect.poll(() => calls.find((c) => c.path === '/api/auth/login')?.status).toBe(200);
});

test('tampered init data shows the error popup and makes no authenticated call', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const calls = recordApi(page);
  const user = telegramUser();
  const signed = signInitData({ user });
  const tampered = tamperInitData(signed, 'user', JSON.stringify({ ...user, id: 1 }));
  const tg = await TelegramHostEmulator.launch(page, baseURL!, { user, initData: tampered });

  const popup = tg.app.getByRole('alertdialog');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('We could not sign you in');
  await page.screenshot({ path: `${SCREENS}/miniapp-sign-in-error-375.png` });
  const login = calls.find((c) => c.path === '/api/auth/login');
  expect(login?.status).toBe(401);
  // Nothing with a token, and nothing that needs one.
  expect(calls.filter((c) => c.auth)).toEqual([]);
  expect(calls.filter((c) => c.path !== '/api/auth/login' && c.status === 401)).toEqual([]);
  expect((await tg.sentOf('web_app_trigger_haptic_feedback')).at(-1)?.eventData).toMatchObject({
    notification_type: 'error',
  });
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  // The header's Sign up explains again instead of opening the e-mail form.
  await tg.app.getByRole('button', { name: 'Sign up' }).click();
  await expect(tg.app.getByRole('alertdialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('outside Telegram the miniapp shows "Open in Telegram" and calls no API', async ({ page }) => {
  const calls = recordApi(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/miniapp/');
  await expect(page.getByTestId('open-in-telegram')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open in Telegram' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the website' })).toHaveAttribute('href', '/');
  await page.screenshot({ path: `${SCREENS}/miniapp-outside-telegram-375.png` });
  expect(calls).toEqual([]);
});

test.describe('outside Telegram in a Russian browser', () => {
  test.use({ locale: 'ru-RU' });
  test("the screen reads the browser language's messages (web's one loader)", async ({ page }) => {
    const calls = recordApi(page);
    await page.goto('/miniapp/');
    await expect(page.getByRole('heading', { name: 'Откройте в Telegram' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти на сайт' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([]);
  });
});

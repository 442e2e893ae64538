/**
 * Built for bad networks (issue 16), driven by the browser's own network emulation: chunks that
 * fail to load (route.abort), a chunk a deploy removed (404), going offline
 * (context.setOffline), a slow API (CDP latency, and answers held until the test releases
 * them), the service worker's offline shell, a deposit whose answer is lost, and the web view
 * under the host simulator (the Mini App's run is miniapp-network.spec.ts). Screenshots of
 * the offline and slow states at 375 and 1440 px are attached to the test results.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { cashier, games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { HOSTS, hostEmit, installHost } from './webview-support.ts';
import { SCREEN_WIDTHS, screenPath, viewportOf } from '../harness/screens.ts';
import { rewriteServerData } from '../harness/ssr-payload.ts';

/**
 * Saves the page at 375 and 1440 px as `<name>-<width>.png` (with the other screens) and
 * attaches each to the test's results; `ready` runs after each resize.
 */
async function attachScreens(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready?: () => Promise<void>,
): Promise<void> {
  const size = page.viewportSize() ?? viewportOf(1440);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await ready?.();
    const path = screenPath(`${name}-${width}`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(size);
}

/** Hands every request matching `pattern` on only once the test calls `release()`. */
async function hold(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const chunk = /\/assets\/.+\.js$/;
const inlineRetry = (page: Page) => page.getByRole('alert').filter({ hasText: 'couldn’t load' });

test.describe('web on a bad network', () => {
  // Requests a service worker makes escape page.route: these tests see the page's own.
  test.use({ serviceWorkers: 'block' });

  test('a route chunk that fails to load keeps the frame, offers a retry, then loads', async ({
    page,
  }) => {
    await page.goto('/');
    // Hydrated: the link below is the app's own navigation (before, the browser's page load).
    await appReady(page);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));

    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
    // Retried with backoff first (a few seconds), then the inline state — never a blank page.
    await expect(inlineRetry(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();

    await page.unroute(chunk);
    await inlineRetry(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(inlineRetry(page)).toHaveCount(0);
  });

  test('offline: a banner shows, a new screen says it could not load and loads by itself when the connection returns', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    await appReady(page);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You are offline');

    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
    await expect(inlineRetry(page)).toContainText('while you are offline');
    await expect(page.getByRole('banner')).toBeVisible();
    await attachScreens(page, testInfo, 'offline', () => expect(banner).toBeVisible());

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText('You are back online.')).toBeVisible();
  });

  test('a game frame that failed to load offers a reload when the connection returns, and plays', async ({
    page,
    context,
    baseURL,
  }) => {
    const slots = await call(page.request, baseURL!, games.get, { type: 'slot', count: 50 });
    const slot = slots.items.find((g) => g.has_demo)!;
    // The game's own server is out of reach: the frame's document fails to load.
    const gameUrl = new RegExp(`/platform/game/${slot.sysname}/`);
    await page.route(gameUrl, (route) => route.abort('internetdisconnected'));
    const frameFailed = page.waitForEvent('requestfailed', (r) => gameUrl.test(r.url()));
    await page.goto(`/game/${slot.sysname}?mode=demo`);
    const popup = page.getByRole('dialog', { name: 'Demo mode' });
    await popup.getByRole('button', { name: 'Continue in demo' }).click();
    await frameFailed;
    await context.setOffline(true);
    const notice = page.getByRole('alert').filter({ hasText: 'the game needs a connection' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the game' })).toHaveCount(0);

    // The connection returns: the player is offered the reload (a round may be running, so
    // the page does not reload the frame by itself).
    await page.unroute(gameUrl);
    await context.setOffline(false);
    const reload = page.getByRole('button', { name: 'Reload the game' });
    await expect(reload).toBeVisible();
    await reload.click();
    await expect(reload).toHaveCount(0);

    const frame = page.frameLocator('iframe[sandbox]');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.locator('#lastWin')).not.toHaveText('—');
  });

  test('a chunk a deploy removed reloads the page once, and never loops', async ({ page }) => {
    await page.goto('/');
    // Hydrated first: a click on the server-rendered link before that is a full navigation to
    // /promotions (one document), whose own missing chunk then reloads it (a second).
    await appReady(page);
    await expect(page.getByRole('banner')).toBeVisible();
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    // The new build has other chunk names: the old ones answer 404.
    await page.route(/\/assets\/PromotionsScreen-.+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
    await expect.poll(() => documents, { timeout: 15_000 }).toBe(1);
    await expect(page).toHaveURL(/\/promotions$/);
    // The reloaded page still lacks it (the route stays): the inline retry, no second reload.
    await expect(inlineRetry(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    expect(documents).toBe(1);
  });

  test('slow: the start-up shows the frame’s skeleton, not a splash, and home holds its rows until data comes', async ({
    page,
  }, testInfo) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400 * 1024,
      uploadThroughput: 200 * 1024,
    });
    // A client-rendered start (as the Mini App and the web view start, and as a page without
    // its server data does): a server-rendered page arrives with its content instead.
    await rewriteServerData(page, () => null);
    const releaseBoot = await hold(page, /\/nfx\/i18n\/locales/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('screen-skeleton')).toBeVisible();
    await attachScreens(page, testInfo, 'slow-start', () =>
      expect(page.getByTestId('screen-skeleton')).toBeVisible(),
    );

    const releaseData = await hold(page, /\/api\/(banners|games)\/get/);
    releaseBoot();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('banner-skeleton')).toBeVisible();
    // The footer waits below the fold while the rows load.
    const viewport = page.viewportSize()!;
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(footer!.y).toBeGreaterThanOrEqual(viewport.height);
    await attachScreens(page, testInfo, 'slow-home', () =>
      expect(page.getByTestId('banner-skeleton')).toBeVisible(),
    );
    releaseData();
    await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  test('a deposit whose answer was lost is resolved by its idempotency key: the real result, one transaction', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpPlayer(page.request, baseURL!);
    await page.goto('/cashier/deposit');
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByLabel('Card number').pressSequentially('4111111111111111');
    await page.getByLabel('Card holder').fill('Ada Lovelace');

    // Offline: refused with a message, nothing sent.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pay 25 USD' }).click();
    await expect(page.getByText('Payments need a connection')).toBeVisible();
    await context.setOffline(false);

    // The server gets the deposit, the answer never comes back.
    let dropping = true;
    let sent = 0;
    await page.route('**/api/cashier/makedeposit*', async (route) => {
      sent += 1;
      if (!dropping) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Pay 25 USD' }).click();
    await expect(page.getByText('Checking what happened to your payment')).toBeVisible({
      timeout: 15_000,
    });
    expect(
      (await call(page.request, baseURL!, cashier.gethistory, { type: 'deposit' })).count,
    ).toBe(1);

    // The connection returns: the same request (same key) brings the first one's real answer.
    dropping = false;
    const before = sent;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/demo-pay\//);
    expect(sent).toBeGreaterThan(before);
    expect(
      (await call(page.request, baseURL!, cashier.gethistory, { type: 'deposit' })).count,
    ).toBe(1);
  });
});

test.describe('web offline with its service worker', () => {
  test('offline reload: the service worker serves the app shell, with the frame and the offline notice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
  });

  test('offline reload right after the first visit: the home page starts with its kept messages', async ({
    page,
    context,
  }) => {
    // The first visit's messages came before the worker controlled the page: only its
    // install's precache keeps them (the page leaves them to a fetch its head preloads).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(
      await page.evaluate(async () => Boolean(await caches.match('/nfx/i18n/messages/en'))),
    ).toBe(true);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    const messages = page.waitForResponse((r) => r.url().endsWith('/nfx/i18n/messages/en'));
    await page.reload();
    expect((await messages).ok()).toBe(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('the web view app on a bad network (host simulator)', () => {
  test.use({ serviceWorkers: 'block' });

  for (const host of HOSTS) {
    test(`${host.title}: the host's network events drive the one offline banner, and a chunk that failed loads when it is back`, async ({
      page,
    }, testInfo) => {
      await installHost(page, host.kind);
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server-rendered header shows before the app (and its bridge) is listening.
      await appReady(page);

      // The host says offline (the browser itself may not know): the banner, and chunks fail.
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await hostEmit(page, 'network', { online: false });
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText('You are offline');
      await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
      await expect(inlineRetry(page)).toBeVisible({ timeout: 15_000 });
      if (host.kind === 'ios') {
        await attachScreens(page, testInfo, 'webview-offline', () => expect(banner).toBeVisible());
      }

      await page.unroute(chunk);
      await hostEmit(page, 'network', { online: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect(page.getByText('You are back online.')).toBeVisible();
    });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { openCardDeposit } from './cashier-helpers.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import {
  HOSTS,
  collectConsole,
  hostCommandNames,
  hostCommands,
  hostDeliver,
  hostEmit,
  installHost,
  markDocument,
  sameDocument,
} from './webview-support.ts';

/**
 * The site as the web view app (§9) under webview-bridge's native host simulator, once as an
 * iOS host (`webkit.messageHandlers.croupier`) and once as a React Native host
 * (`ReactNativeWebView`): payments open through the host, the back event walks the app's
 * history and then asks to close, resume refreshes the balance, deep links go through the
 * route rules, malformed messages and game frames change nothing, and the host's insets shape
 * the layout.
 */

/** Opens a deposit at the demo provider through the API; answers its checkout URL. */
async function openDeposit(page: Page, baseURL: string, amount: string): Promise<string> {
  const deposit = await openCardDeposit(page, baseURL, amount);
  return new URL(deposit.redirect_url!, baseURL).href;
}

/** Pays a demo checkout as the system browser would (outside the app's page): Success. */
async function payOutside(page: Page, checkoutUrl: string): Promise<void> {
  const url = new URL(checkoutUrl);
  const response = await page.request.post(`${url.origin}${url.pathname}`, {
    form: { token: url.searchParams.get('token') ?? '', outcome: 'success' },
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(400);
}

async function aSlot(page: Page, baseURL: string) {
  const list = await call(page.request, baseURL, games.get, { type: 'slot', count: 50 });
  return list.items.find((g) => g.has_demo)!;
}

for (const host of HOSTS) {
  test.describe(`web view app — ${host.title}`, () => {
    test('a deposit opens the provider page through the host instead of navigating', async ({
      page,
      baseURL,
    }) => {
      await installHost(page, host.kind);
      const markers: string[] = [];
      page.on('request', (request) => {
        const marker = request.headers()['x-croupier-client'];
        if (marker) markers.push(marker);
      });
      const popups: string[] = [];
      page.context().on('page', (opened) => popups.push(opened.url()));
      await signUpPlayer(page.request, baseURL!);

      // Same-window provider (card).
      await page.goto('/cashier/deposit');
      await page.getByRole('textbox', { name: 'Amount' }).fill('40');
      await page.getByLabel('Card number').pressSequentially('4111111111111111');
      await page.getByLabel('Card holder').fill('Ada Lovelace');
      await markDocument(page);
      await page.getByRole('button', { name: 'Pay 40 USD' }).click();
      await expect(page).toHaveURL(/\/cashier\/paynewwindow\?transaction=/);
      await expect(
        page.getByRole('heading', { name: 'Complete the payment in the new window' }),
      ).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`webview-${host.kind}-deposit-opened-1440.png`),
      });
      const [open] = (await hostCommands(page)).filter((c) => c.command === 'openExternal');
      expect(open?.params.url).toMatch(new RegExp(`^${baseURL}/demo-pay/[^/?]+\\?token=`));
      expect(await sameDocument(page)).toBe(true);
      expect(markers.length).toBeGreaterThan(0);
      expect(new Set(markers)).toEqual(new Set(['webview/0.1.0']));

      // The player pays in the system browser; the app's waiting screen follows.
      await payOutside(page, String(open!.params.url));
      await expect(page).toHaveURL(/\/cashier\/paysuccess\/[^/?]+$/, { timeout: 15_000 });
      await expect(page.locator('header')).toContainText('40 USD');

      // New-window provider (bank transfer): no popup, the host again (a new document, so a
      // fresh command log).
      await page.goto('/cashier/deposit/bank_transfer');
      await page.getByRole('button', { name: '100 USD', exact: true }).click();
      await markDocument(page);
      await page.getByRole('button', { name: 'Pay 100 USD' }).click();
      await expect(page).toHaveURL(/\/cashier\/paynewwindow\?transaction=/);
      const opened = (await hostCommands(page)).filter((c) => c.command === 'openExternal');
      expect(opened).toHaveLength(1);
      expect(opened[0]!.params.url).toMatch(new RegExp(`^${baseURL}/demo-pay/[^/?]+\\?token=`));
      expect(opened[0]!.params.url).not.toBe(open!.params.url);
      expect(await sameDocument(page)).toBe(true);
      expect(popups).toEqual([]);
    });

    test('the back event navigates back, and at the root asks the host to close', async ({
      page,
    }) => {
      await installHost(page, host.kind);
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server drew the header; the app (and its bridge) listens once it is ready.
      await appReady(page);
      await markDocument(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /casino|game hall/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/gamehall/);
      await page.getByRole('link', { name: 'Providers' }).first().click();
      await expect(page).toHaveURL(/\/providers/);

      await hostEmit(page, 'backPressed');
      await expect(page).toHaveURL(/\/gamehall/);
      await hostEmit(page, 'backPressed');
      await expect(page).toHaveURL(/\/$/);
      expect(await hostCommandNames(page)).toEqual([]);
      expect(await sameDocument(page)).toBe(true);

      await hostEmit(page, 'backPressed');
      await expect.poll(() => hostCommandNames(page)).toEqual(['close']);
      await expect(page).toHaveURL(/\/$/);
    });

    test('a deep-linked first page: back leads home, then asks to close', async ({ page }) => {
      await installHost(page, host.kind);
      await page.goto('/gamehall');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server drew the header; the app (and its bridge) listens once it is ready.
      await appReady(page);
      await hostEmit(page, 'backPressed');
      await expect(page).toHaveURL(/\/$/);
      await hostEmit(page, 'backPressed');
      await expect.poll(() => hostCommandNames(page)).toEqual(['close']);
    });

    test('resume refreshes the balance without a reload', async ({ page, baseURL }) => {
      // No live balance socket: the header may only learn the new balance from the resume.
      await page.routeWebSocket(/\/live\//, () => {});
      await installHost(page, host.kind);
      await signUpPlayer(page.request, baseURL!);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header).toContainText('0 USD');
      await markDocument(page);

      await payOutside(page, await openDeposit(page, baseURL!, '75'));
      expect((await balances(page.request, baseURL!)).main).toBe(75);
      await page.waitForTimeout(1_500);
      await expect(header).not.toContainText('75 USD');

      await hostEmit(page, 'appResumed');
      await expect(header).toContainText('75 USD');
      expect(await sameDocument(page)).toBe(true);
    });

    test('a deep link opens the game', async ({ page, baseURL }) => {
      await installHost(page, host.kind);
      await signUpPlayer(page.request, baseURL!);
      const slot = await aSlot(page, baseURL!);
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server drew the header; the app (and its bridge) listens once it is ready.
      await appReady(page);
      await markDocument(page);
      await hostEmit(page, 'deepLink', { url: `${baseURL}/game/${slot.sysname}` });
      await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}$`));
      await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
      await expect(page.locator('iframe[sandbox]')).toHaveAttribute(
        'src',
        new RegExp(`^/platform/game/${slot.sysname}/play`),
      );
      expect(await sameDocument(page)).toBe(true);
      // Back from the deep-linked game returns to where the player was.
      await hostEmit(page, 'backPressed');
      await expect(page).toHaveURL(/\/$/);
    });

    test('malformed and unknown messages change nothing and are logged', async ({
      page,
      baseURL,
    }) => {
      await installHost(page, host.kind);
      const lines = collectConsole(page);
      await page.goto('/gamehall');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server drew the header; the app (and its bridge) listens once it is ready.
      await appReady(page);
      await markDocument(page);
      const before = await hostCommands(page);
      const envelope = { protocol: 'croupier-bridge', version: 1 };
      const garbage: unknown[] = [
        '{not json',
        { ...envelope, version: 2, type: 'event', event: 'backPressed', payload: {} },
        { ...envelope, type: 'event', event: 'selfDestruct', payload: {} },
        { ...envelope, type: 'event', event: 'deepLink', payload: { url: 42 } },
        { ...envelope, type: 'event', event: 'safeAreaInsets', payload: { top: -5 } },
        { ...envelope, type: 'response', id: 'nobody-asked', ok: true, result: {} },
        { ...envelope, type: 'request', id: 'x', command: 'close', params: {} },
        { ...envelope, type: 'event', event: 'deepLink', payload: { url: 'https://evil.test/' } },
        { ...envelope, type: 'event', event: 'deepLink', payload: { url: 'croupier://x' } },
      ];
      for (const message of garbage) await hostDeliver(page, message);

      await page.waitForTimeout(300);
      await expect(page).toHaveURL(`${baseURL}/gamehall`);
      expect(await sameDocument(page)).toBe(true);
      expect(await hostCommands(page)).toEqual(before);
      expect(
        await page.evaluate(() =>
          document.documentElement.style.getPropertyValue('--safe-area-top'),
        ),
      ).toBe('');
      const warnings = lines.filter(
        (l) => l.type === 'warning' && /webview(-bridge)?: (dropped|refused)/.test(l.text),
      );
      if (host.kind === 'react-native') {
        // Message events carry other libraries' traffic too: text that is not even JSON is
        // noise there, logged at debug level; everything else is a warning.
        expect(warnings).toHaveLength(garbage.length - 1);
        expect(
          lines.filter(
            (l) => l.type === 'debug' && /ignored a message that is not ours/.test(l.text),
          ),
        ).toHaveLength(1);
      } else {
        expect(warnings).toHaveLength(garbage.length);
      }
    });

    test('a game frame posting bridge-shaped messages reaches nothing', async ({
      page,
      baseURL,
    }) => {
      await installHost(page, host.kind);
      const lines = collectConsole(page);
      await signUpPlayer(page.request, baseURL!);
      const slot = await aSlot(page, baseURL!);
      await page.goto(`/game/${slot.sysname}`);
      const game = page.frameLocator('iframe[sandbox]');
      await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
      await markDocument(page);
      const before = await hostCommands(page);

      const frame = page.frames().find((f) => f.url().includes('/platform/game/'))!;
      const attempts = await frame.evaluate((origin) => {
        const envelope = { protocol: 'croupier-bridge', version: 1 };
        const messages = [
          { ...envelope, type: 'event', event: 'backPressed', payload: {} },
          { ...envelope, type: 'event', event: 'deepLink', payload: { url: `${origin}/` } },
          { ...envelope, type: 'event', event: 'appResumed', payload: {} },
          { ...envelope, type: 'response', id: 'guess', ok: true, result: {} },
        ];
        for (const message of messages) {
          window.parent.postMessage(JSON.stringify(message), '*');
          window.parent.postMessage(message, '*');
        }
        const reached: string[] = [];
        try {
          const inbox = Reflect.get(window.parent, '__croupierBridge') as {
            receive(m: unknown): void;
          };
          inbox.receive(JSON.stringify(messages[0]));
          reached.push('inbox');
        } catch {
          // Cross-origin: the top document's inbox is out of reach.
        }
        try {
          Reflect.get(window.parent, 'ReactNativeWebView');
          reached.push('parent host object');
        } catch {
          // Likewise the top document's host objects.
        }
        return reached;
      }, baseURL!);
      expect(attempts).toEqual([]);

      await page.waitForTimeout(500);
      await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}$`));
      expect(await sameDocument(page)).toBe(true);
      expect(await hostCommands(page)).toEqual(before);
      expect(lines.filter((l) => /webview-bridge: dropped/.test(l.text))).toEqual([]);
      if (host.kind === 'react-native') {
        // The React Native host listens to message events: the frame's were seen and refused.
        expect(
          lines.filter((l) => /refused a message event from another window or frame/.test(l.text)),
        ).not.toHaveLength(0);
      }
    });

    test('the host going offline shows a notice until the connection is back', async ({ page }) => {
      await installHost(page, host.kind);
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      // The server drew the header; the app (and its bridge) listens once it is ready.
      await appReady(page);
      // A server-rendered page shows its header before the app (and the bridge) starts: the
      // host repeats its news until the app has heard it, as a host whose page is loading would.
      const offline = page.getByText('You are offline');
      await expect
        .poll(async () => {
          await hostEmit(page, 'network', { online: false });
          return offline.isVisible();
        })
        .toBe(true);
      await hostEmit(page, 'network', { online: true });
      await expect(page.getByText('You are offline')).toBeHidden();
      await expect(page.getByText('You are back online.')).toBeVisible();
    });

    test('the host insets shape the layout at 375 px', async ({ page, baseURL }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await installHost(page, host.kind);
      await signUpPlayer(page.request, baseURL!);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();
      // The server-rendered header shows before the app (and its bridge) is listening.
      await appReady(page);
      // The host sends the insets once the page has loaded (an iPhone with a notch).
      await hostEmit(page, 'safeAreaInsets', { top: 47, right: 0, bottom: 34, left: 0 });
      const padding = (selector: string, side: 'top' | 'bottom') =>
        page
          .locator(selector)
          .first()
          .evaluate((el, s) => getComputedStyle(el).getPropertyValue(`padding-${s}`), side);
      await expect.poll(() => padding('header', 'top')).toBe('47px');
      const nav = page.getByRole('navigation').last();
      await expect(nav).toBeVisible();
      expect(
        await nav.evaluate((el) => {
          const box = (el.closest('nav') ?? el) as HTMLElement;
          return getComputedStyle(box).paddingBottom;
        }),
      ).toBe('34px');
      await page.screenshot({ path: testInfo.outputPath(`webview-${host.kind}-home-375.png`) });

      // Rotation to landscape: the host sends new insets; the layout follows.
      await page.setViewportSize({ width: 812, height: 375 });
      await hostEmit(page, 'safeAreaInsets', { top: 0, right: 47, bottom: 21, left: 47 });
      await expect.poll(() => padding('header', 'top')).toBe('0px');
      expect(
        await page.locator('#root').evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.paddingLeft, style.paddingRight];
        }),
      ).toEqual(['47px', '47px']);
      await page.screenshot({
        path: testInfo.outputPath(`webview-${host.kind}-landscape-812.png`),
      });
    });
  });
}

test.describe('the plain site', () => {
  test('never loads the bridge and calls as the web client', async ({ page }) => {
    const scripts: string[] = [];
    const markers = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      const marker = request.headers()['x-croupier-client'];
      if (marker) markers.add(marker.split('/')[0]!);
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // The app is live (a click before that is a plain link: a server-rendered page and no call).
    await appReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Casino' }).first().click();
    await expect(page).toHaveURL(/\/gamehall/);
    // The hall drawn in the app asks for its games: as the web client.
    await expect(page.locator('main a[href*="/game/"]').first()).toBeVisible();
    await expect.poll(() => markers.size).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /webview/i.test(path))).toEqual([]);
    expect([...markers]).toEqual(['web']);
    expect(await page.evaluate(() => '__croupierBridge' in window)).toBe(false);
  });
});

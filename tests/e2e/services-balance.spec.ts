import { expect, test, type Page } from '@playwright/test';
import { account, cashier, games } from '@croupier/core/contract';
import { formatMoney } from '@croupier/core/format';
import { call } from '../harness/api.ts';
import { appReady } from '../harness/app-ready.ts';
import { signUpPlayer } from '../harness/players.ts';

/**
 * The live balance (§6): the header follows the `/live/balance` socket — a deposit through the
 * demo checkout or a spin in another tab shows without a reload — and the socket stays open on
 * game pages (§9 turns off only the polling there).
 */

/** Counts the page's WebSockets (installed before the app starts). */
async function trackSockets(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sockets: WebSocket[] };
    w.__sockets = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        w.__sockets.push(this);
      }
    };
  });
}

const openSockets = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __sockets: WebSocket[] }).__sockets.filter(
        (s) => s.url.endsWith('/live/balance') && s.readyState <= WebSocket.OPEN,
      ).length,
  );

async function deposit(page: Page, baseURL: string, amount: string) {
  const settings = await call(page.request, baseURL, cashier.getdepositsettings, {});
  const card = settings.methods.find((m) => m.type === 'card')!;
  return call(
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
}

test('a deposit and a spin in another tab update the header without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await trackSockets(page);
  await signUpPlayer(page.request, baseURL!);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText(formatMoney('0', 'USD'))).toBeVisible();
  await expect.poll(() => openSockets(page)).toBe(1);
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );

  // The demo checkout in another tab.
  const opened = await deposit(page, baseURL!, '50');
  const checkout = await context.newPage();
  await checkout.goto(opened.redirect_url!);
  await checkout.getByRole('button', { name: /Success/ }).click();
  await expect(header.getByText(formatMoney('50', 'USD'))).toBeVisible();

  // A real-money spin in another tab.
  const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 })).items[0]!
    .sysname;
  await checkout.goto(`/platform/game/${slot}/play`);
  await checkout.getByRole('button', { name: 'Spin' }).click();
  await expect
    .poll(async () => (await call(page.request, baseURL!, games.getHistory, {})).items.length)
    .toBe(1);
  const after = await call(page.request, baseURL!, account.getBalance, {});
  await expect(
    header.getByText(formatMoney(after.balance_main.amount, after.balance_main.currency)),
  ).toBeVisible();
  // Still the same document: nothing reloaded.
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

test('the socket is for players only and stays open on game pages', async ({ page, baseURL }) => {
  await trackSockets(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The app is live (the server's header is there before it): a guest's app opens no socket.
  await appReady(page);
  await page.waitForTimeout(500);
  expect(await openSockets(page)).toBe(0);

  await signUpPlayer(page.request, baseURL!);
  const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 })).items[0]!
    .sysname;
  // §9 turns off only the polling on game pages: the socket keeps the header live there.
  await page.goto(`/game/${slot}`);
  await expect.poll(() => openSockets(page)).toBe(1);
  await page.goto('/');
  await expect.poll(() => openSockets(page)).toBe(1);
});

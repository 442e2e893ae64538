import { expect, test } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { appReady } from '../harness/app-ready.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreen } from '../harness/screens.ts';
import { expectAccessible, useTheme } from './services-support.ts';

/**
 * The support chat (§3, §4) with the demo provider the English CMS configures (a script-URL
 * provider served by the reference server): it loads once the visitor is active, knows the
 * visitor (uid 0 for guests), reloads for the new visitor after login, and its badge hides on
 * game pages.
 */

const root = '#betunlim-chat-root';

test('the chat loads for a guest, answers, and reloads for the player after login', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.mouse.move(200, 200);
  const widget = page.locator(root);
  await expect(widget).toBeVisible();
  await expect(widget).toHaveAttribute('data-visitor-uid', '0');
  await expect(page.locator('script[src="/demo-chat/widget.js"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Open support chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Support' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('You are chatting as a guest.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).fill('Where is my bonus?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Thanks! A support agent will answer shortly.')).toBeVisible();

  // Sign in (the API shares the cookie) and let the app reload the user, as after a login.
  const { uid } = await signUpPlayer(page.request, baseURL!);
  await page.evaluate(
    (origin) => window.postMessage({ type: 'refresh_user' }, origin),
    new URL(baseURL!).origin,
  );
  await expect(widget).toHaveAttribute('data-visitor-uid', String(uid));
  await expect(page.locator(root)).toHaveCount(1);
  await expect(page.locator('script[src="/demo-chat/widget.js"]')).toHaveCount(1);
});

test('the chat badge is hidden on game pages and back elsewhere', async ({ page, baseURL }) => {
  const slot = (await call(page.request, baseURL!, games.get, { type: 'slot', count: 1 })).items[0]!
    .sysname;
  await page.goto(`/game/${slot}`);
  await page.mouse.move(100, 100);
  await expect(page.locator(root)).toBeAttached();
  await expect(page.locator(root)).toBeHidden();
  await page.goto('/');
  await page.mouse.move(100, 100);
  await expect(page.locator(root)).toBeVisible();
});

test('the widget script loads once, however much the visitor moves', async ({ page }) => {
  // The widget script is requested once, after start-up (idle callback or activity).
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/demo-chat/')) requests.push(r.url());
  });
  await page.goto('/');
  // The moves reach the app's activity watch only once it is live.
  await appReady(page);
  await page.mouse.move(50, 50);
  await page.mouse.move(60, 60);
  await expect(page.locator(root)).toBeVisible();
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(1);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the open chat looks finished and passes axe (${theme})`, async ({ page, baseURL }) => {
    await useTheme(page, baseURL!, theme);
    await page.goto('/');
    await page.mouse.move(200, 200);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
    await expectAccessible(page, root);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.waitForTimeout(200);
      await saveScreen(page, `chat-open-${theme}-${width}`);
    }
  });
}

import { expect, test } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { layoutShift } from '../harness/layout-shift.ts';
import { signUpPlayer } from '../harness/players.ts';
import { screens, useTheme } from './services-support.ts';

/**
 * Start-up services: the /hit tracking request with a converted td_ track id, the service
 * worker at /sw.js with scope / (and its offline page), the SEO tags of each page, and the
 * profile hints floating over the page foot.
 */

test('the start hit carries the track id as the server expects it (td_ prefix)', async ({
  page,
}) => {
  const hit = page.waitForRequest((r) => new URL(r.url()).pathname === '/hit');
  await page.goto('/?track_id=TD-a1b2c3&goal_id=7');
  const url = new URL((await hit).url());
  expect(url.searchParams.get('track_id')).toBe('td_a1b2c3');
  // Kept for the session: a later page still knows where the visitor came from.
  const kept = await page.evaluate(() => sessionStorage.getItem('croupier.tracking'));
  expect(JSON.parse(kept!)).toEqual({ track_id: 'TD-a1b2c3', goal_id: '7' });
});

test('the service worker is registered at /sw.js with scope / and serves the app shell offline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  // A page never visited: the kept shell boots, with the frame and the offline notice.
  await page.goto('/promotions').catch(() => undefined);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await context.setOffline(false);
});

test('each page carries its title, canonical, language alternates and robots rule', async ({
  page,
  baseURL,
}) => {
  await page.goto('/ru');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru`);
  await expect(page).toHaveTitle(/Croupier/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${baseURL}/`],
    ['ru', `${baseURL}/ru`],
    ['pt', `${baseURL}/pt`],
    ['x-default', `${baseURL}/`],
  ]);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  await page.goto('/');
  await expect(page).toHaveTitle('Croupier — online casino and sports betting');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Play slots, live casino/,
  );
  // A page the robots rules disallow (/unsubscribe), reached in the app (once it listens).
  await appReady(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/unsubscribe?token=x');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/unsubscribe`,
  );
});

test('a new player sees the deposit and confirmation hints over the page foot, moving nothing', async ({
  page,
  baseURL,
}) => {
  const player = await signUpPlayer(page.request, baseURL!);
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, baseURL!, theme);
    await page.goto('/');
    const hints = page.getByRole('region', { name: 'Account tips' });
    await expect(hints.getByText('Make your first deposit')).toBeVisible();
    await expect(hints.getByText(`Please confirm your e-mail ${player.email}.`)).toBeVisible();
    // They arrive after the page is drawn (the player's deposits and contacts are asked
    // first): in the flow they pushed the whole page down.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await screens(page, 'hints', theme);
  }
  const hints = page.getByRole('region', { name: 'Account tips' });
  await hints.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=email$/);
  await expect(page.getByText('We sent a confirmation code to')).toBeVisible();
  // The confirm_sent flag is stored: the hint stays away.
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The player's hints are in (the server draws a guest's page): only then is the absence real.
  await expect(hints.getByText('Make your first deposit')).toBeVisible();
  await expect(page.getByText(`Please confirm your e-mail ${player.email}.`)).toBeHidden();
});

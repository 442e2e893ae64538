/**
 * The moment of play on a phone (issue 19): three tile columns at 390 px with no caption
 * repeating the artwork and the first row above the fold; badges that mean something; the
 * chat bubble never over content or a dialog (in the menu on phones); one campaign popup per
 * visit, the rest still due; the first-deposit hint off the cashier and closed for good.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { games, popups } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { seriousViolations } from '../harness/screens.ts';
import { fillPersonalFields, freshEmail, popup } from './auth-support.ts';

// The server answers every call for real and the machine may be busy: generous waits.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 270_000 });

const PHONE = { width: 390, height: 844 };
const CHAT = '#betunlim-chat-root';

/** Bounding boxes of the first `n` items of a list. */
async function boxes(list: Locator, n: number) {
  const items = list.getByRole('listitem');
  await expect(
    items
      .nth(n - 1)
      .getByRole('link')
      .first(),
  ).toBeVisible();
  const out = [];
  for (let i = 0; i < n; i++) out.push((await items.nth(i).boundingBox())!);
  return out;
}

/** The element at the middle of `box`, and whether it belongs to the chat widget. */
async function chatOnTop(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate(
    ([x, y, selector]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return hit !== null && hit.closest(selector as string) !== null;
    },
    [box.x + box.width / 2, box.y + box.height / 2, CHAT] as const,
  );
}

test('at 390 px the hall shows three columns of bare artwork, and home its first row above the fold', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/gamehall');
  const hall = page.getByRole('list', { name: 'Game hall' });
  const [a, b, c, d] = await boxes(hall, 4);
  // One row of three inside the viewport, the fourth tile starting the next row.
  expect(Math.round(a!.y)).toBe(Math.round(b!.y));
  expect(Math.round(b!.y)).toBe(Math.round(c!.y));
  expect(a!.x).toBeLessThan(b!.x);
  expect(b!.x).toBeLessThan(c!.x);
  expect(c!.x + c!.width).toBeLessThanOrEqual(PHONE.width);
  expect(d!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(Math.round(d!.x)).toBe(Math.round(a!.x));
  // The tile is its 4:3 artwork: no caption under it repeating the name and studio.
  const tile = (await hall.getByRole('listitem').first().getByRole('link').first().boundingBox())!;
  expect(Math.abs(tile.height - (tile.width * 3) / 4)).toBeLessThan(2);
  // The name is still the link's name (for assistive technology and on hover).
  await expect(hall.getByRole('listitem').first().getByRole('link').first()).toHaveAccessibleName(
    /\S/,
  );

  await page.goto('/');
  const hero = page.locator('main section').first();
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(170);
  const popular = page.getByRole('region', { name: 'Popular' });
  const first = (await popular.getByRole('listitem').first().boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Quick menu' }).boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(tabBar.y);
  // Three whole tiles side by side in the row.
  const third = (await popular.getByRole('listitem').nth(2).boundingBox())!;
  expect(third.x + third.width).toBeLessThanOrEqual(PHONE.width);
});

test('HOT marks about a tenth of the games and never repeats the Popular row’s title', async ({
  page,
  baseURL,
}) => {
  // "Popular" lists exactly the hot games: its size against the catalogue's is their share.
  const all = await call(page.request, baseURL!, games.get, { count: 1 });
  const popular = await call(page.request, baseURL!, games.get, {
    category: 'popular',
    count: 12,
  });
  const hot = popular.total / all.total;
  expect(hot).toBeGreaterThan(0.05);
  expect(hot).toBeLessThan(0.2);
  expect(popular.items.every((g) => g.is_hot)).toBe(true);

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Popular' });
  await expect(row.getByRole('listitem').nth(5)).toBeVisible();
  await expect(row.getByText('HOT', { exact: true })).toHaveCount(0);
  // The hall's featured order is a curation: its first screen is not a wall of HOT badges.
  await page.goto('/gamehall');
  const hall = page.getByRole('list', { name: 'Game hall' });
  await expect(hall.getByRole('listitem').nth(11).getByRole('link')).toBeVisible();
  let badges = 0;
  for (let i = 0; i < 12; i++)
    badges += await hall.getByRole('listitem').nth(i).getByText('HOT', { exact: true }).count();
  expect(badges).toBeGreaterThan(0);
  expect(badges).toBeLessThanOrEqual(6);
});

test('the chat bubble keeps room under the page, sits under dialogs, and on phones lives in the menu', async ({
  page,
}) => {
  await page.goto('/');
  await page.mouse.move(200, 200);
  const bubble = page.getByRole('button', { name: 'Open support chat' });
  await expect(bubble).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-chat-bubble', '');
  // At the end of the page the footer's last line clears the bubble.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const spot = (await bubble.boundingBox())!;
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(spot.y);
  // A dialog covers the bubble: what is under the bubble's middle is the dialog's.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(popup(page, 'Log in')).toBeVisible();
  expect(await chatOnTop(page, (await bubble.boundingBox())!)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(popup(page, 'Log in')).toHaveCount(0);
  expect(await chatOnTop(page, (await bubble.boundingBox())!)).toBe(true);

  // A phone: no bubble over the content; the menu opens the chat, and closing it hides it.
  await page.setViewportSize(PHONE);
  await expect(page.locator(CHAT)).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-chat-bubble');
  await page
    .getByRole('navigation', { name: 'Quick menu' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await popup(page, 'Menu').getByRole('button', { name: 'Support chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Support' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close support chat' }).click();
  await expect(page.locator(CHAT)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a new player sees one campaign popup on the first screen, the rest wait; the deposit hint stays off the cashier and closes for good', async ({
  page,
  baseURL,
}) => {
  await page.goto('/?show_popup_reg=1');
  const registration = popup(page, 'Sign up');
  await registration.getByRole('textbox', { name: 'Email' }).fill(freshEmail('density'));
  await registration.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  // The personal fields, where the CMS's registration form still asks for them.
  if (await registration.getByLabel('First name').count()) await fillPersonalFields(registration);
  await registration.getByText(/accept the terms/).click();
  await registration.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit/);

  // The confirmation the CMS asks for may come first in the queue (§4).
  await expect(popup(page, /Confirm your e-mail|Special offer/)).toBeVisible();
  const confirmEmail = popup(page, 'Confirm your e-mail');
  if (await confirmEmail.count()) await confirmEmail.getByRole('button', { name: 'Later' }).click();
  const campaign = popup(page, 'Special offer');
  await expect(campaign.getByRole('heading', { name: 'Welcome to Croupier!' })).toBeVisible();
  await campaign.getByRole('button', { name: 'Maybe later' }).click();
  await expect(campaign).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The others were not spent on this screen: still due, one at a time.
  const next = await call(page.request, baseURL!, popups.get, {});
  expect(next.map((p) => p.title)).toEqual(['The weekly tournament is on']);

  // The first-deposit hint shows off the cashier; its own button goes to the cashier, where
  // it is gone (the player is already there).
  const tips = page.getByRole('region', { name: 'Account tips' });
  const hintBanner = tips.getByRole('status').filter({ hasText: 'Make your first deposit' });
  const hint = hintBanner.getByText('Make your first deposit', { exact: false });
  await page.goto('/promotions');
  await expect(hint).toBeVisible();
  await hintBanner.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit/);
  await expect(hint).toHaveCount(0);
  await page.goBack();
  await expect(hint).toBeVisible();
  // Closed once, closed for good (this device remembers the player's choice).
  await hintBanner.getByRole('button', { name: 'Hide' }).click();
  await expect(hint).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('registration_hint_hidden'))).toMatch(
    /^\d+$/,
  );
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(hint).toHaveCount(0);
});

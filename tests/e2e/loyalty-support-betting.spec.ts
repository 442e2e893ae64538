/**
 * Loyalty, support and sports betting pages against the real server: a player's status, a
 * quest, a new character, the shop's popups (confirm → bought, and too few points), the
 * feedback form (a validation error, then sent), the support chat opened from the page, and
 * the sportsbook's events in the sandboxed frame for a guest and a player.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { games } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { balances, signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';
import { depositThroughApi } from './cashier-helpers.ts';

/** 1 point per 1.00 USD staked (server/src/loyalty/README.md): the cheapest product costs 50. */
const STAKE = '50';

/**
 * Earns loyalty points the real way: one real-money spin of {@link STAKE} on a demo slot,
 * through the slot frame's own API (its page hands out the game token).
 */
async function spinForPoints(page: Page, baseURL: string): Promise<void> {
  const slots = await call(page.request, baseURL, games.get, { type: 'slot', count: 20 });
  for (const slot of slots.items) {
    const html = await (await page.request.get(`/platform/game/${slot.sysname}/play`)).text();
    const cfg = /<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(html)?.[1];
    const { token, bets } = cfg
      ? (JSON.parse(cfg) as { token: string; bets: string[] })
      : { token: '', bets: [] };
    if (!token || !bets.includes(STAKE)) continue;
    const spin = await page.request.post('/platform/game-api/spin', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ token, bet: STAKE }),
    });
    expect(spin.status()).toBe(200);
    return;
  }
  throw new Error(`No slot offers a ${STAKE} bet`);
}

test('a new player sees their loyalty status, a quest, and picks a character', async ({
  page,
  baseURL,
}) => {
  await signUpPlayer(page.request, baseURL!);
  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Your status' });
  await expect(status.getByText('Bronze')).toBeVisible();
  await expect(status.getByText('100 points to Silver')).toBeVisible();

  // A quest's details in the "loyalty quest" popup.
  await page.getByRole('button', { name: /First steps/ }).click();
  const quest = page.getByRole('dialog', { name: 'Quest' });
  await expect(quest.getByText('+10 points')).toBeVisible();
  await expect(quest.getByText('0 of 10')).toBeVisible();
  await quest.getByRole('button', { name: 'Close' }).first().click();
  await expect(quest).toBeHidden();

  // The character change popup and its confirmation.
  await status.getByRole('button', { name: 'Choose a character' }).click();
  const characters = page.getByRole('dialog', { name: 'Choose your character' });
  await characters.getByRole('button').filter({ hasText: 'Lady Luck' }).click();
  const confirmCharacter = page.getByRole('alertdialog', { name: 'Change character?' });
  await expect(confirmCharacter.getByText('Make Lady Luck your character?')).toBeVisible();
  await confirmCharacter.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your new character is set.')).toBeVisible();
  await expect(status.getByText('Lady Luck')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Change character' })).toBeVisible();
});

test('points earned by a real stake level up the player and buy in the shop', async ({
  page,
  baseURL,
}) => {
  // A deposit, a spin, two pages and three popups at two widths.
  test.setTimeout(180_000);
  await signUpPlayer(page.request, baseURL!);
  await depositThroughApi(page, baseURL!, '60', 'Success');
  await expect.poll(async () => (await balances(page.request, baseURL!)).main).toBe(60);
  await spinForPoints(page, baseURL!);

  await page.goto('/loyalty');
  const status = page.getByRole('region', { name: 'Your status' });
  // 50 points for the stake and 50 for the "Slot marathon" quest it completed: Silver (100).
  await expect(status.getByText('Silver')).toBeVisible();
  await expect(status.getByText('Earned in total: 100 points')).toBeVisible();
  await expect(status.getByText('400 points to Gold')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // The notices of this visit (loyalty.getnotifications).
  const news = page.getByRole('region', { name: 'What’s new' });
  await expect(news.getByText('You reached the Silver level.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreens(page, 'loyalty', { fullPage: true });

  // The shop: confirm, bought, then too few points for the next product.
  await page.getByRole('link', { name: 'Loyalty shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy 10 free spins' }).click();
  const confirmBuy = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
  await expect(confirmBuy.getByText('Buy 10 free spins for 50 points?')).toBeVisible();
  await saveScreens(page, 'loyalty-shop-confirm');
  await confirmBuy.getByRole('button', { name: 'Confirm' }).click();
  const bought = page.getByRole('dialog', { name: 'Purchase complete' });
  await expect(bought.getByText('10 free spins is yours!')).toBeVisible();
  await bought.getByRole('button', { name: 'Keep shopping' }).click();
  await expect(page.locator('main header').getByText('50', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreens(page, 'loyalty-shop', { fullPage: true });

  await page.getByRole('button', { name: 'Buy Casino bonus 5' }).click();
  const short = page.getByRole('dialog', { name: 'Not enough points' });
  await expect(short.getByText('You need 50 more points for Casino bonus 5.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await saveScreens(page, 'loyalty-shop-insufficient');
});

test('support: the chat opens from the page; feedback shows a field error, then is sent', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await page.mouse.move(200, 200);
  const openChat = page.getByRole('button', { name: 'Open chat' });
  await expect(openChat).toBeEnabled();
  await openChat.click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
  await page.keyboard.press('Escape');

  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@example');
  await form.getByLabel('Subject').fill('My bonus');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Wrong email address')).toBeVisible();
  await expect(form.getByText('Field is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreens(page, 'support', { fullPage: true });

  await form.getByLabel('E-mail').fill('ada@example.com');
  await form.getByLabel('Message').fill('Where is my welcome bonus?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message is sent.')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/dev/outbox')).text()).includes('My bonus'))
    .toBe(true);
});

test('betting: the sportsbook events in the sandboxed frame, for a guest and a player', async ({
  page,
  baseURL,
}) => {
  await page.goto('/betting');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  const frame = page.locator('iframe[sandbox]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms');
  await expect(frame).toHaveAttribute('src', /^\/platform\/game\/dgt_sportsbook\/play\?locale=en$/);
  const book = page.frameLocator('iframe[sandbox]');
  await expect(book.locator('button.odd[data-k]').first()).toBeVisible();
  // The support chat badge is hidden on the betting page (§2.3).
  await page.mouse.move(200, 200);
  await expect(page.locator('#betunlim-chat-root')).toBeHidden();
  // The book's own page is the sportsbook's (server/src/sportsbook); the app around it is ours.
  const axe = await new AxeBuilder({ page }).include('main').exclude('iframe').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
  await saveScreens(page, 'betting');

  await signUpPlayer(page.request, baseURL!);
  await page.reload();
  await expect(frame).toHaveAttribute('src', /^\/platform\/game\/dgt_sportsbook\/play\?token=/);
  await expect(book.locator('button.odd[data-k]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

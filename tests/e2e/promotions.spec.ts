/**
 * Promotions and offers (spec §2.2 `/promotions`, `/offers` and their `{id}` pages, §2.3
 * "promotion details" and "promo code activated", §6, §8): a guest reads promotions and a
 * promotion's page; a new player takes an offer, meets the promo code messages (invalid,
 * expired, already used) and activates a demo code (SPRING25, seeded); each grants a bonus. Screens at 375 and
 * 1440 px, the list in both themes, and the axe check on each screen.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { appReady } from '../harness/app-ready.ts';
import { bonuses, campaigns } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';
import { dismissCampaignPopups } from './auth-support.ts';

// Every call goes to the real server (and the machine may be busy): generous waits.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Waits until the screen shows content instead of skeletons. */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The amounts of the player's bonuses waiting to be activated, newest first. */
async function bonusAmounts(page: Page, baseURL: string): Promise<string[]> {
  const list = await call(page.request, baseURL, bonuses.get, { statuses: ['available'] });
  return list.map((b) => String(Number(b.amount.amount)));
}

/** Sets the theme cookie the app reads before first paint. */
async function useTheme(page: Page, baseURL: string, theme: 'dark' | 'light') {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
}

for (const theme of ['dark', 'light'] as const) {
  test(`a guest reads the promotions (${theme})`, async ({ page, baseURL }) => {
    await useTheme(page, baseURL!, theme);
    await dismissCampaignPopups(page);
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const cards = page.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('promotion-banner').first()).toBeVisible();
    // Guests read only: every card asks them to sign up (§6).
    await expect(page.getByTestId('guest-callout')).toBeVisible();
    await expect(cards.first().getByRole('button', { name: 'Sign up to get it' })).toBeVisible();
    await settled(page);
    await saveScreens(page, `promotions-list-${theme}`, { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a guest opens the promotion details popup and a promotion page; sign-up from an offer', async ({
  page,
}) => {
  await dismissCampaignPopups(page);
  await page.goto('/promotions');
  await appReady(page);
  const welcome = page.getByTestId('offer-card').filter({ hasText: 'Welcome bonus' });
  await welcome.getByRole('button', { name: 'Details: Welcome bonus' }).click();
  const details = page.getByRole('dialog', { name: 'Promotion details' });
  await expect(details.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
  await expect(details).toContainText('Make a deposit of at least 10 USD.');
  await expect(details).toContainText('Not available with: Bank transfer.');
  await saveScreens(page, 'promotions-details-popup', {
    ready: () => expect(details).toBeVisible(),
  });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await details.getByRole('link', { name: 'Open the promotion page' }).click();
  await expect(details).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions\/\d+$/);
  const detail = page.getByTestId('offer-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeVisible();
  await expect(detail).toContainText('Your first deposit doubled up to $100');
  await expect(detail).toContainText('Wager the bonus 35 times before withdrawing.');
  await saveScreens(page, 'promotions-detail', { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The guest's call to action is the registration popup.
  await detail.getByRole('button', { name: 'Sign up to get it' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();

  // An id no running promotion has is Not found.
  await page.goto('/promotions/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a new player takes an offer and activates a promo code; bad codes say why', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(270_000);
  await signUpPlayer(page.request, baseURL!);
  await dismissCampaignPopups(page);
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  const available = page.getByRole('region', { name: 'Available to you' });

  // The new player gift is taken here once (takepromotions): a toast, the bonus balance.
  const gift = available.getByTestId('offer-card').filter({ hasText: 'New player gift' });
  await gift.getByRole('button', { name: 'Take the bonus' }).click();
  await expect(page.getByText('Bonus received')).toBeVisible();
  await expect(gift.getByText('Taken')).toBeVisible();
  expect(await bonusAmounts(page, baseURL!)).toEqual(['5']);

  const field = page.getByRole('textbox', { name: 'Promo code' });
  const activate = page.getByRole('button', { name: 'Activate' });
  // Each refusal has its own words (§8: common.promoCodeErrors.{code}).
  await field.fill('NO-SUCH-CODE');
  await activate.click();
  await expect(page.getByText('This promo code is not valid')).toBeVisible();
  await field.fill('WINTER24');
  await activate.click();
  await expect(page.getByText('This promo code has expired')).toBeVisible();

  // A valid code is acknowledged while typing (checkPromocode, debounced), then activated.
  await field.fill('spring25');
  await expect(page.getByText('This code is valid')).toBeVisible();
  await activate.click();
  const done = page.getByRole('dialog', { name: 'Promo code activated' });
  await expect(done).toContainText('The promo code SPRING25 is active.');
  await saveScreens(page, 'offers-promo-activated', { ready: () => expect(done).toBeVisible() });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await done.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(done).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Promo code activated' })).toBeVisible();
  expect(await bonusAmounts(page, baseURL!)).toEqual(['25', '5']);

  await field.fill('SPRING25');
  await activate.click();
  await expect(page.getByText('You have already used this promo code')).toBeVisible();
  await settled(page);
  await saveScreens(page, 'offers-list', { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The offer's page: its conditions and action (a deposit offer leads to the cashier).
  const { items } = await call(page.request, baseURL!, campaigns.getoffers, {
    fields: ['description'],
  });
  const welcome = items.find((o) => o.description?.title === 'Welcome bonus')!;
  await page.goto(`/offers/${welcome.id}`);
  const detail = page.getByTestId('offer-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeVisible();
  // Its search-engine template (§2.2) carries the offer's name.
  await expect(page).toHaveTitle('Welcome bonus | Offers | Croupier');
  await expect(detail.getByRole('link', { name: 'Deposit and get it' })).toHaveAttribute(
    'href',
    /\/cashier\/deposit$/,
  );
  await settled(page);
  await saveScreens(page, 'offers-detail', { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The profile's reward pages against the real server: bonuses (promo codes, a registration
 * gift and a sports deposit offer give a fresh player casino and betting bonuses and free
 * spins; activate through "bonus confirm", the isolation refusal, the betting-bonus popup,
 * "remove all"), cashback (the demo account's seeded week: claimed once), loyalty, bets (a
 * slip placed through the sportsbook API) and verification (the demo verifier in its popup).
 * Screenshots at 375 and 1440 px, and the axe check on each page.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  auth,
  BettingBonuses,
  bonuses,
  campaigns,
  cashbacks,
  cashier,
} from '@croupier/core/contract';
import { call, E2eApiError } from '../harness/api.ts';
import { signUpPlayer } from '../harness/players.ts';
import { saveScreens, seriousViolations } from '../harness/screens.ts';

/** Waits until the page shows content rather than skeletons. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** No serious or critical axe violation on the page. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A card deposit that takes `offerId`, paid on the demo checkout page. */
async function depositWithOffer(page: Page, baseURL: string, amount: string, offerId: number) {
  const settings = await call(page.request, baseURL, cashier.getdepositsettings, {});
  const card = settings.methods.find((m) => m.sysname === 'card')!;
  const deposit = await call(
    page.request,
    baseURL,
    cashier.makedeposit,
    {
      methodId: card.id,
      method: card.sysname,
      amount,
      campaign_offer_id: offerId,
      requisites: { card_holder: 'ADA LOVELACE', card_number: '4111111111111111' },
    },
    { idempotencyKey: crypto.randomUUID() },
  );
  await page.goto(deposit.redirect_url!);
  await page.getByRole('button', { name: /Success/ }).click();
  await page.waitForURL(/\/cashier\/pay/);
}

test('bonuses: activate through the confirm, isolation refusal, betting popup, remove all', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(270_000);
  await signUpPlayer(page.request, baseURL!);
  await call(
    page.request,
    baseURL!,
    campaigns.activateOffer,
    { promo_code: 'SPRING25' },
    { idempotencyKey: crypto.randomUUID() },
  );
  await call(
    page.request,
    baseURL!,
    campaigns.activateOffer,
    { promo_code: 'WELCOME50' },
    { idempotencyKey: crypto.randomUUID() },
  );
  const offers = (await call(page.request, baseURL!, campaigns.getoffers, {})).items;
  const gift = offers.find((o) => o.trigger?.action === 'registration')!;
  await call(
    page.request,
    baseURL!,
    campaigns.takepromotions,
    { offer_id: gift.id },
    { idempotencyKey: crypto.randomUUID() },
  );
  const sports = offers.find((o) => o.description?.title === 'Sports bonus')!;
  await depositWithOffer(page, baseURL!, '20', sports.id);
  await expect
    .poll(async () => (await call(page.request, baseURL!, BettingBonuses.get, {})).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const casino = await call(page.request, baseURL!, bonuses.get, { type: 'casino' });
  expect(casino).toHaveLength(2);
  const [newest, older] = casino as [(typeof casino)[0], (typeof casino)[0]];
  const [betting] = await call(page.request, baseURL!, BettingBonuses.get, {});

  await page.goto('/profile/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
  await settled(page);
  const card = (id: number) => page.locator(`[data-bonus="${id}"]`);
  await expect(card(newest.id)).toHaveAttribute('data-status', 'available');
  await expect(card(betting!.id)).toContainText('Sports');
  await expect(page.locator('[data-freespins]')).toContainText('50 spins');
  await expect(
    page.locator('[data-freespins]').getByRole('link', { name: /^Play/ }),
  ).toHaveAttribute('href', /\/game\//);
  await expectAccessible(page);
  await saveScreens(page, 'profile-bonuses', { fullPage: true });

  // Activate: the "bonus confirm" popup first, then the bonus is in play.
  await card(older.id)
    .getByRole('button', { name: /^Activate/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Activate bonus' });
  await expect(confirm.getByTestId('bonus-confirm')).toContainText('×30');
  await saveScreens(page, 'profile-bonus-confirm');
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(card(older.id)).toHaveAttribute('data-status', 'active');
  await expect(card(older.id).getByRole('progressbar', { name: 'Wagering' })).toBeVisible();

  // Another casino bonus while an isolated one is in play: refused, with the reason.
  await card(newest.id)
    .getByRole('button', { name: /^Activate/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Activate bonus' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Another bonus is in play');
  await expect(card(newest.id)).toHaveAttribute('data-status', 'available');

  // A betting bonus: activated, then the popup offers the sportsbook.
  await card(betting!.id)
    .getByRole('button', { name: /^Activate/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Activate bonus' })
    .getByRole('button', { name: 'Activate' })
    .click();
  const activated = page.getByRole('alertdialog', { name: 'Betting bonus activated' });
  await expect(activated.getByTestId('betting-bonus-activated')).toContainText('5 USD');
  await saveScreens(page, 'profile-betting-bonus-activated');
  await activated.getByRole('button', { name: 'Later' }).click();
  await expect(card(betting!.id)).toHaveAttribute('data-status', 'active');

  // Remove all: the "burn-bonuses confirm", then every open bonus is gone.
  await page.getByRole('button', { name: 'Remove all' }).click();
  const burn = page.getByRole('alertdialog', { name: 'Remove all bonuses' });
  await expect(burn.getByTestId('burn-bonuses-confirm')).toContainText('3 open bonuses');
  await burn.getByRole('button', { name: 'Confirm' }).click();
  await expect(card(older.id)).toHaveAttribute('data-status', 'removed');
  await expect(card(betting!.id)).toHaveAttribute('data-status', 'removed');
  await expect(page.getByRole('button', { name: 'Remove all' })).toHaveCount(0);
  const after = await call(page.request, baseURL!, bonuses.get, { type: 'casino' });
  expect(after.map((b) => b.status).sort()).toEqual(['removed', 'removed']);
});

test('cashback: the seeded week is claimed once; loyalty shows the standing', async ({
  page,
  baseURL,
  context,
}) => {
  // A claim, the cashback and loyalty screens, screenshots at every width: 16 s on a busy machine.
  test.setTimeout(180_000);
  // These pages are looked at in the light theme; bonuses and bets in the dark one.
  await context.addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
  await call(page.request, baseURL!, auth.login, {
    login: 'demo@croupier.test',
    password: 'demo1234',
  });
  const before = (await call(page.request, baseURL!, cashbacks.get, {})).items;
  const week = before.find((c) => c.status === 'active');
  // Every e2e run starts a fresh server, whose demo account has one claimable week seeded.
  expect(week, "the demo account's seeded cashback").toBeTruthy();
  // Claimed here on its page; its popup at sign-in and reload is flows.spec's.
  await context.addInitScript(
    (id) => localStorage.setItem('cashback_seen_id', id),
    String(week!.id),
  );

  await page.goto('/profile/cashback');
  await settled(page);
  const card = page.locator(`[data-cashback="${week!.id}"]`);
  await expect(card).toHaveAttribute('data-state', 'claimable');
  await expect(card).toContainText('net loss');
  await expectAccessible(page);
  await saveScreens(page, 'profile-cashback', { fullPage: true });

  // Paid once: the button waits for the answer, then the week is history.
  let payouts = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/cashbacks/payout') payouts += 1;
  });
  const claim = card.getByRole('button', { name: /^Claim/ });
  await claim.click();
  await claim.click({ force: true, timeout: 1000 }).catch(() => {});
  await expect(card).toHaveAttribute('data-state', 'paid');
  expect(payouts).toBe(1);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  // The server refuses a second payout of the same week.
  const again = await call(
    page.request,
    baseURL!,
    cashbacks.payout,
    { id: week!.id },
    { idempotencyKey: crypto.randomUUID() },
  ).catch((e: unknown) => e);
  expect(again).toBeInstanceOf(E2eApiError);
  expect((again as E2eApiError).body).toMatchObject({
    data: { type: 'InvalidRequestException', error_data: { reason: 'already_paid_out' } },
  });

  await page.goto('/profile/loyalty');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your status' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About the programme' }).first()).toHaveAttribute(
    'href',
    '/loyalty',
  );
  await expectAccessible(page);
  await saveScreens(page, 'profile-loyalty', { fullPage: true });
});

test('bets: an empty state, then a placed slip with its selection', async ({ page, baseURL }) => {
  await signUpPlayer(page.request, baseURL!);
  await page.goto('/profile/bets');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'No open bets' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to sportsbook' }).last(),
  ).toHaveAttribute('href', '/game/dgt_sportsbook');

  // Money, the frame's token, an open price, and a single through the sportsbook API.
  const settings = await call(page.request, baseURL!, cashier.getdepositsettings, {});
  const method = settings.methods.find((m) => m.sysname === 'card')!;
  const deposit = await call(
    page.request,
    baseURL!,
    cashier.makedeposit,
    {
      methodId: method.id,
      method: method.sysname,
      amount: '30',
      requisites: { card_holder: 'ADA LOVELACE', card_number: '4111111111111111' },
    },
    { idempotencyKey: crypto.randomUUID() },
  );
  await page.goto(deposit.redirect_url!);
  await page.getByRole('button', { name: /Success/ }).click();
  await page.waitForURL(/\/cashier\/pay/);
  const html = await (await page.request.get('/platform/game/dgt_sportsbook/play')).text();
  const config = JSON.parse(
    /<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(html)![1]!,
  ) as {
    token: string;
  };
  const feed = (await (await page.request.get('/platform/sportsbook-api/feed')).json()) as {
    data: {
      events: {
        id: string;
        status: string;
        markets: {
          id: string;
          suspended: boolean;
          outcomes: { id: string; odds: string | null }[];
        }[];
      }[];
    };
  };
  const event = feed.data.events.find(
    (e) => e.status === 'upcoming' && e.markets.some((m) => !m.suspended),
  )!;
  const market = event.markets.find((m) => !m.suspended)!;
  const outcome = market.outcomes.find((o) => o.odds !== null)!;
  await expect
    .poll(async () => {
      const placed = await page.request.post('/platform/sportsbook-api/place', {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        data: JSON.stringify({
          token: config.token,
          type: 'single',
          stake: '5',
          balance: 'main',
          accept: 'any',
          selections: [
            { event_id: event.id, market: market.id, outcome: outcome.id, odds: outcome.odds },
          ],
        }),
      });
      return placed.status();
    })
    .toBe(200);

  await page.goto('/profile/bets');
  await settled(page);
  const bet = page.locator('[data-bet]').first();
  await expect(bet).toHaveAttribute('data-status', 'open');
  await expect(bet).toContainText('Single');
  await expect(bet).toContainText('5 USD');
  await expect(bet).toContainText('Potential win');
  await expectAccessible(page);
  await saveScreens(page, 'profile-bets', { fullPage: true });

  await page.getByRole('tab', { name: 'Settled' }).click();
  await expect(page.getByRole('heading', { name: 'No settled bets yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Casino' }).click();
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();
});

test('verification: the verifier in its popup, then the page shows the new status', async ({
  page,
  baseURL,
  context,
}) => {
  await context.addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
  test.setTimeout(180_000);
  await signUpPlayer(page.request, baseURL!);
  await page.goto('/profile/verification');
  await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  await expectAccessible(page);
  await saveScreens(page, 'profile-verification', { fullPage: true });

  await page.getByRole('button', { name: 'Verify my identity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identity verification' });
  const verifier = dialog.frameLocator('iframe');
  await expect(verifier.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await saveScreens(page, 'profile-verification-popup');
  // A document photo large enough to read (at least 480 px on its shorter side).
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#dde3ea';
    g.fillRect(0, 0, 800, 600);
    g.fillStyle = '#223';
    g.fillRect(60, 80, 240, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await verifier.locator('input[type="file"]').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await verifier.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByTestId('verification-done')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await saveScreens(page, 'profile-verification-done');
});

import { expect, test, type Page } from '@playwright/test';
import { cashier } from '@croupier/core/contract';
import { call } from '../harness/api.ts';
import { saveScreen, seriousViolations } from '../harness/screens.ts';
import { signUpPlayer } from '../harness/players.ts';
import { confirmEmail, depositThroughApi } from './cashier-helpers.ts';

/**
 * Every cashier screen in both themes at 375 px and 1440 px: no serious or critical axe
 * violation on the whole page, shell included (DESIGN §9), and a screenshot to look at.
 */

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Waits until the screen shows its content rather than skeletons. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

// One test per theme and width: each loads, checks and captures twelve screens. All 24 in one
// test took 4.4 min beside a CPU hog and the author's own builds, and ran out of its time.
for (const theme of ['dark', 'light'] as const) {
  for (const viewport of WIDTHS) {
    test(`cashier screens pass axe and are captured (${theme}, ${viewport.width} px)`, async ({
      page,
      baseURL,
      context,
    }) => {
      test.setTimeout(720_000);
      const player = await signUpPlayer(page.request, baseURL!);
      const success = await depositThroughApi(page, baseURL!, '50', 'Success');
      const failed = await depositThroughApi(page, baseURL!, '20', 'Fail');
      await confirmEmail(page, baseURL!, player.email);
      const settings = await call(page.request, baseURL!, cashier.getwithdrawsettings, {});
      const card = settings.methods.find((m) => m.sysname === 'card')!;
      await call(
        page.request,
        baseURL!,
        cashier.makewithdrawal,
        {
          methodId: card.id,
          method: card.sysname,
          amount: '20',
          requisites: {
            card_number: card.saved_cards[0]!.card_number,
            card_holder: 'ADA LOVELACE',
          },
        },
        { idempotencyKey: crypto.randomUUID() },
      );
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);

      const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
        {
          name: 'deposit',
          path: '/cashier/deposit',
          ready: async (p) => {
            await expect(p.getByRole('heading', { name: /Deposit with/ })).toBeVisible();
            // Show the field errors too.
            await p.getByRole('button', { name: 'Deposit', exact: true }).click();
            await expect(p.getByRole('alert').first()).toBeVisible();
          },
        },
        {
          name: 'deposit-bank-transfer',
          path: '/cashier/deposit/bank_transfer',
          ready: (p) =>
            expect(p.getByRole('heading', { name: /Deposit with Bank transfer/ })).toBeVisible(),
        },
        {
          name: 'withdraw',
          path: '/cashier/withdraw',
          ready: (p) =>
            expect(p.getByRole('region', { name: 'Pending withdrawals' })).toBeVisible(),
        },
        {
          name: 'history',
          path: '/cashier/history',
          ready: (p) =>
            expect(p.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(
              3,
            ),
        },
        {
          name: 'wallet',
          path: '/cashier/wallet',
          ready: (p) => expect(p.getByTestId('wallet-main')).toHaveText('30 USD'),
        },
        {
          name: 'receipt',
          path: `/cashier/receipt?transaction=${success}`,
          ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible(),
        },
        {
          name: 'paysuccess',
          path: `/cashier/paysuccess/${success}`,
          ready: (p) => expect(p.locator('[data-result="success"]')).toContainText('50 USD'),
        },
        {
          name: 'payfail',
          path: `/cashier/payfail/${failed}`,
          ready: (p) => expect(p.locator('[data-result="fail"]')).toContainText('20 USD'),
        },
        {
          name: 'paypending',
          path: '/cashier/paypending',
          ready: (p) =>
            expect(p.getByRole('heading', { name: 'Payment is being processed' })).toBeVisible(),
        },
        {
          name: 'paycancel',
          path: '/cashier/paycancel',
          ready: (p) => expect(p.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible(),
        },
        {
          name: 'paymobile',
          path: '/cashier/paymobile',
          ready: (p) =>
            expect(p.getByRole('heading', { name: 'Continue on your phone' })).toBeVisible(),
        },
        {
          name: 'paynewwindow',
          path: '/cashier/paynewwindow',
          ready: (p) => expect(p.getByRole('heading', { name: /new window/ })).toBeVisible(),
        },
      ];

      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await screen.ready(page);
        await settled(page);
        expect(await seriousViolations(page), `${screen.name} ${theme} ${viewport.width}`).toEqual(
          [],
        );
        await saveScreen(page, `cashier-${screen.name}-${theme}-${viewport.width}`, {
          fullPage: true,
        });
      }
    });
  }
}

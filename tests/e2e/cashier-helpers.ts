/** Helpers of the cashier end-to-end specs (deposits settled through the demo checkout, contacts). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { account, cashier } from '@croupier/core/contract';
import { call, E2eApiError } from '../harness/api.ts';
import { outboxCode } from '../harness/outbox.ts';

/** The newest e-mail confirmation code the server "sent" to `email`. */
export const confirmationCode = (request: APIRequestContext, email: string): Promise<string> =>
  outboxCode(request, email, 'confirm_contact');

/** Confirms the player's e-mail through the API with the code from the outbox. */
export async function confirmEmail(page: Page, baseURL: string, email: string): Promise<void> {
  try {
    await call(page.request, baseURL, account.sendconfirmationtocontact, { type: 'email' });
  } catch (error) {
    // A code sent at registration is still fresh: the outbox has it.
    if (!(error instanceof E2eApiError) || error.status !== 429) throw error;
  }
  const code = await confirmationCode(page.request, email);
  expect(await call(page.request, baseURL, account.confirmContact, { type: 'email', code })).toBe(
    1,
  );
}

/**
 * Opens a card deposit at the demo provider through the API; answers the deposit. `bearer`:
 * the session token of a player without a cookie (Telegram).
 */
export async function openCardDeposit(
  page: Page,
  baseURL: string,
  amount: string,
  bearer?: string,
) {
  const settings = await call(page.request, baseURL, cashier.getdepositsettings, {}, { bearer });
  const card = settings.methods.find((m) => m.sysname === 'card')!;
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
    { idempotencyKey: crypto.randomUUID(), bearer },
  );
}

/** A card deposit paid with `outcome` on the demo checkout page; answers its transaction id. */
export async function depositThroughApi(
  page: Page,
  baseURL: string,
  amount: string,
  outcome: 'Success' | 'Fail' | 'Pending',
  bearer?: string,
): Promise<string> {
  const deposit = await openCardDeposit(page, baseURL, amount, bearer);
  await page.goto(deposit.redirect_url!);
  await page.getByRole('button', { name: new RegExp(outcome) }).click();
  await page.waitForURL(/\/cashier\/pay/);
  return deposit.transaction_id;
}

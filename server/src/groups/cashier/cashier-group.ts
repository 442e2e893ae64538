/**
 * cashier (§7, DESIGN §6): deposit and withdrawal settings, deposits through the demo
 * payment provider, withdrawals held through the ledger (paid out by the payouts domain,
 * `app.payouts`), cancels, history, receipts and banks; the checks and the money logic are
 * in server/src/cashier/. The money-moving calls are idempotent (the router replays the first answer to a retry with the
 * same Idempotency-Key and refuses the key with other parameters).
 */
import type { FastifyInstance } from 'fastify';
import { cashier } from '@croupier/core/contract';
import { safeInAppPath } from '@croupier/core/routing';
import { DEFAULT_LOCALE } from '../../content/locales.ts';
import { ServerError } from '../../errors.ts';
import { refuseField } from '../../http/refuse-fields.ts';
import { registerMethod } from '../../http/api-router.ts';
import {
  readDepositLimit,
  rgSwitches,
  toDepositLimitResult,
} from '../../responsible-gaming/index.ts';
import { fromMinor, getBalance } from '../../ledger/index.ts';
import {
  assertMayWithdraw,
  BANK_METHOD_TYPES,
  banksFor,
  cancelWithdrawal,
  cardNumberTrigger,
  cashierHistory,
  depositAmount,
  findDeposit,
  findMethod,
  findWithdrawal,
  methodFor,
  offeredMethods,
  openDeposit,
  pendingWithdrawals,
  requestWithdrawal,
  storedRequisites,
  transactionView,
  withdrawalAmount,
  withdrawalAmountTrigger,
} from '../../cashier/index.ts';

/**
 * The demo payment provider's health as the operator has switched it (`payments`): what the
 * cashier meets when it would open a checkout with a provider that is down, failing, or
 * answering nonsense.
 */
async function assertProviderUp(app: FastifyInstance): Promise<void> {
  const { payments } = await app.switches.read();
  if (payments === 'down') {
    throw new ServerError('BillingUnavailableException', 'The payment provider is unavailable');
  }
  if (payments === 'error') {
    throw new ServerError('BillingServiceErrorException', 'The payment provider answered an error');
  }
  if (payments === 'garbled') {
    throw new ServerError('UnknownErrorException', 'The payment provider answered unexpectedly');
  }
}

/**
 * Mounts the cashier group. Deposits are paid through the demo payment provider, mounted
 * beside the groups (`app.demoPay`, see routes/index.ts) with this group's settle callbacks.
 */
export function registerCashierGroup(app: FastifyInstance): void {
  registerMethod(app, cashier.getdepositsettings, async ({ db, requireUser, locale }) => {
    const user = requireUser();
    const methods = await offeredMethods(db, user, 'deposit', locale);
    // The notice shows only while a limit applies (period "none" shows nothing).
    const limit = await readDepositLimit(db, user.id);
    return {
      currency: user.currency,
      methods,
      deposit_limit: limit
        ? toDepositLimitResult(limit, user.currency, rgSwitches(app, locale).isDepositLimitsEnable)
        : null,
    };
  });

  registerMethod(
    app,
    cashier.makedeposit,
    async ({ params, db, requireUser, locale, idempotencyKey, config }) => {
      const user = requireUser();
      const method = await methodFor(db, params, user.currency, 'deposit');

      const amountMinor = depositAmount(method, params.amount);
      const requisites = await storedRequisites(db, user.id, method, 'deposit', params.requisites);
      cardNumberTrigger(config.demoMode, params.requisites);
      await assertProviderUp(app);

      const opened = await openDeposit(db, app.demoPay, {
        userId: user.id,
        method,
        amountMinor,
        requisites,
        campaignOfferId: params.campaign_offer_id === -1 ? null : params.campaign_offer_id,
        idempotencyKey: idempotencyKey ?? null,
        localePrefix: locale === DEFAULT_LOCALE ? '' : `/${locale}`,
        // §9 backUrl: kept only while it stays on our origin.
        backUrl: safeInAppPath(params.backUrl, config.publicOrigin),
      });
      return {
        transaction_id: opened.transactionId,
        status: 'pending' as const,
        redirect_url: opened.redirectUrl,
        open_in_new_window: opened.openInNewWindow,
      };
    },
  );

  registerMethod(app, cashier.getdepositinfo, async ({ params, db, requireUser, locale }) => {
    const user = requireUser();
    // The receipt screen reads withdrawals here too: the public id says which kind it is.
    if (params.transaction_id.startsWith('wdr-')) {
      const withdrawal = await findWithdrawal(db, user.id, params.transaction_id);
      if (!withdrawal) throw refuseField('transaction_id', 'wrongField', 'Transaction not found');
      return transactionView('withdrawal', withdrawal, locale);
    }
    let row = await findDeposit(db, user.id, params.transaction_id);
    if (!row) throw refuseField('transaction_id', 'wrongField', 'Transaction not found');
    if (row.status === 'pending') {
      // The pending screen polls this: a payment whose settlement time has come settles now.
      await app.demoPay.poll(db, params.transaction_id);
      row = (await findDeposit(db, user.id, params.transaction_id)) ?? row;
    }
    return transactionView('deposit', row, locale);
  });

  registerMethod(app, cashier.getwithdrawsettings, async ({ db, requireUser, locale }) => {
    const user = requireUser();
    const methods = await offeredMethods(db, user, 'withdrawal', locale);
    // Held withdrawals have already left the main balance; bonus money is not withdrawable.
    const available = await getBalance(db, user.id, 'main', user.currency);
    const pending = await pendingWithdrawals(db, user.id);
    return {
      currency: user.currency,
      methods,
      available_amount: fromMinor(available),
      pending: pending.map((w) => transactionView('withdrawal', w, locale)),
    };
  });

  registerMethod(
    app,
    cashier.makewithdrawal,
    async ({ params, db, requireUser, idempotencyKey, config, locale }) => {
      const user = requireUser();
      const method = await methodFor(db, params, user.currency, 'withdrawal');
      await assertMayWithdraw(db, user);

      const amountMinor = await withdrawalAmount(db, user, method, params.amount);
      const requisites = await storedRequisites(
        db,
        user.id,
        method,
        'withdrawal',
        params.requisites,
      );
      withdrawalAmountTrigger(config.demoMode, params.amount);
      cardNumberTrigger(config.demoMode, params.requisites);

      const row = await requestWithdrawal(db, {
        userId: user.id,
        method,
        amountMinor,
        requisites,
        idempotencyKey: idempotencyKey ?? null,
        needsReview: app.payouts.needsReview(amountMinor),
      });
      return transactionView('withdrawal', row, locale);
    },
  );

  registerMethod(app, cashier.cancelwithdrawal, async ({ params, db, requireUser }) => {
    const user = requireUser();
    await cancelWithdrawal(db, user.id, params.transaction_id);
    return 1 as const;
  });

  registerMethod(app, cashier.gethistory, async ({ params, db, requireUser, locale }) => {
    const user = requireUser();
    return cashierHistory(db, {
      userId: user.id,
      offset: params.offset,
      count: params.count,
      type: params.type,
      locale,
    });
  });

  registerMethod(app, cashier.getbanks, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const method =
      (await findMethod(db, params.method, user.currency, 'withdrawal')) ??
      (await findMethod(db, params.method, user.currency, 'deposit'));
    if (!method || !BANK_METHOD_TYPES.includes(method.type)) {
      throw refuseField('method', 'wrongField', `No banks for this method in ${user.currency}`);
    }
    return [...banksFor(method.currency)];
  });
}

/**
 * The demo payment provider: what a hosted payment page does for a real operator, on our own
 * server. The cashier opens a checkout for a pending deposit and sends the player to
 * `/demo-pay/{transaction}?token=…`; the tester picks Success, Fail, Cancel or Pending there,
 * and the provider tells the cashier through its `settle` callback, as a provider's server
 * callback would. The callback settles a deposit at most once, so a double submit or a
 * replayed callback can never credit twice. A pending checkout settles as a success after
 * `settleDelayMs` (a timer, and any poll after that time, whichever comes first) — unless the
 * provider is held (`hold()`, tests only), or its console decides it first (`decide`,
 * `POST /operator/demo-payments/{transaction}`).
 * Long on purpose: one checkout state machine (pages, timer, callback, console) whose parts
 * share its settle-once rule.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { demoCheckouts, type DemoCheckoutOutcome } from '../db/schema/index.ts';
import { sendHtml } from '../html/index.ts';
import { createDueTimers } from '../jobs/due-timers.ts';
import { fromMinor } from '../ledger/index.ts';
import { sameText } from '../tokens/index.ts';
import { renderCheckoutNotice, renderCheckoutPage } from './checkout-page.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';
import { registerBrowserScript } from '../http/browser-script.ts';
import { registerDemoPaymentConsole } from './demo-payment-console.ts';

/** Where a deposit stands, as the cashier reports it back to the provider. */
export type DepositState = 'pending' | 'success' | 'fail' | 'cancel';

/** A final outcome the provider reports to the cashier. */
export type FinalOutcome = 'success' | 'fail' | 'cancel';

/**
 * The cashier's side of the callback: settles the deposit behind `transactionId` with
 * `outcome` unless it is already settled, and answers its state afterwards (null: unknown).
 */
export type SettleCallback = (
  db: Db,
  transactionId: string,
  outcome: FinalOutcome,
) => Promise<DepositState | null>;

/** The cashier's answer to "where does this deposit stand?" (null: unknown). */
export type StatusCallback = (db: Db, transactionId: string) => Promise<DepositState | null>;

/** Sysnames of methods whose checkout opens in a new window (the bank-transfer variant). */
const NEW_WINDOW_METHODS: ReadonlySet<string> = new Set(['bank_transfer']);

/** A checkout the cashier opens for a pending deposit. */
export interface CheckoutRequest {
  transactionId: string;
  amountMinor: bigint;
  currency: string;
  methodSysname: string;
  methodName: string;
  /** Prefix of the player's locale on our pages (`''` for the default locale, else `/pt`). */
  localePrefix: string;
  /** A same-origin path (already checked) the result screen forwards to. */
  backUrl: string | null;
}

/** Where to send the player for a checkout. */
export interface OpenedCheckout {
  redirectUrl: string;
  openInNewWindow: boolean;
}

/** The provider as the cashier uses it. */
export interface DemoPaymentProvider {
  /** Opens a checkout (in the caller's DB transaction) and answers where the player goes. */
  open(db: Db, request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Settles a pending checkout whose time has come (a provider status poll). */
  poll(db: Db, transactionId: string): Promise<void>;
  /**
   * The console: ends a pending checkout now with `outcome`, due or not, held or not; answers
   * the deposit's state, or null when the checkout is not pending (unknown, or already decided).
   */
  decide(db: Db, transactionId: string, outcome: 'success' | 'fail'): Promise<DepositState | null>;
  /**
   * Keeps every pending checkout pending (no timer, no poll settles one) until the returned
   * function is called: tests see the pending state however slow the machine is.
   */
  hold(): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo payment provider the cashier opens checkouts with. */
    demoPay: DemoPaymentProvider;
  }
}

type Checkout = typeof demoCheckouts.$inferSelect;

const OUTCOMES: readonly DemoCheckoutOutcome[] = ['success', 'fail', 'cancel', 'pending'];
const RESULT_PATH: Record<DepositState, string> = {
  success: 'paysuccess',
  fail: 'payfail',
  cancel: 'paycancel',
  pending: 'paypending',
};

/** The result screen of our site for a deposit state (§2.2 cashier children). */
function resultPath(checkout: Checkout, state: DepositState): string {
  const tx = encodeURIComponent(checkout.transactionId);
  // §2.2 has pay{success,fail,pending}/{transaction} but a bare paycancel: the cancelled
  // transaction travels in the query there.
  const query = new URLSearchParams();
  let path = `${checkout.localePrefix}/cashier/${RESULT_PATH[state]}`;
  if (state === 'cancel') query.set('transaction', checkout.transactionId);
  else path += `/${tx}`;
  if (checkout.backUrl) query.set('backUrl', checkout.backUrl);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function findCheckout(
  db: Db,
  transactionId: string,
  token: unknown,
): Promise<Checkout | null> {
  if (typeof token !== 'string' || token === '') return null;
  const [row] = await db
    .select()
    .from(demoCheckouts)
    .where(eq(demoCheckouts.transactionId, transactionId));
  return row && sameText(row.token, token) ? row : null;
}

/** What the provider is built from. */
export interface DemoPaymentsOptions {
  /** The cashier's settlement callback. */
  settle: SettleCallback;
  /** The cashier's status lookup. */
  status: StatusCallback;
  /** How long a "Pending" payment stays pending before it settles (config DEMO_PAY_SETTLE_MS). */
  settleDelayMs: number;
}

/**
 * Mounts `/demo-pay/*` and its console (`/operator/demo-payments/*`), and decorates the app
 * with the provider (`app.demoPay`).
 */
export function registerDemoPayments(
  app: FastifyInstance,
  options: DemoPaymentsOptions,
): DemoPaymentProvider {
  const { settleDelayMs } = options;

  /**
   * Settles a pending checkout with `outcome` (only a due one when `dueOnly`); answers the
   * deposit's state when it did. The deposit settles before the checkout is marked, so a crash
   * between the two leaves it to be settled again, which the cashier's settle, idempotent,
   * turns into nothing — as it does when two pollers both find it due.
   */
  async function settlePending(
    db: Db,
    transactionId: string,
    outcome: FinalOutcome,
    dueOnly: boolean,
  ): Promise<DepositState | null> {
    const [pending] = await db
      .select({ id: demoCheckouts.transactionId })
      .from(demoCheckouts)
      .where(
        and(
          eq(demoCheckouts.transactionId, transactionId),
          eq(demoCheckouts.outcome, 'pending'),
          isNull(demoCheckouts.settledAt),
          dueOnly ? lte(demoCheckouts.settleAt, sql`now()`) : undefined,
        ),
      );
    if (!pending) return null;
    const state = await options.settle(db, transactionId, outcome);
    await db
      .update(demoCheckouts)
      .set({ settledAt: sql`now()` })
      .where(and(eq(demoCheckouts.transactionId, transactionId), isNull(demoCheckouts.settledAt)));
    return state;
  }

  /** Settles a due pending checkout as a success, unless the provider is held. */
  const settleDue = (db: Db, transactionId: string): Promise<DepositState | null> =>
    timers.held ? Promise.resolve(null) : settlePending(db, transactionId, 'success', true);

  const timers = createDueTimers({
    run: (transactionId) => settleDue(app.db, transactionId),
    onError: (err, transactionId) =>
      app.log.error({ err, transactionId }, 'demo payment settlement failed'),
  });

  const provider: DemoPaymentProvider = {
    async open(db, request) {
      // Opening a transaction's checkout again answers the same checkout (as a real
      // provider's session for one order): a deposit recovered after a crash reuses it.
      const [existing] = await db
        .select({ token: demoCheckouts.token })
        .from(demoCheckouts)
        .where(eq(demoCheckouts.transactionId, request.transactionId));
      const token = existing?.token ?? randomBytes(18).toString('base64url');
      if (!existing)
        await db.insert(demoCheckouts).values({
          transactionId: request.transactionId,
          token,
          amountMinor: request.amountMinor,
          currency: request.currency,
          methodSysname: request.methodSysname,
          methodName: request.methodName,
          localePrefix: request.localePrefix,
          backUrl: request.backUrl,
          newWindow: NEW_WINDOW_METHODS.has(request.methodSysname),
        });
      return {
        redirectUrl: `/demo-pay/${encodeURIComponent(request.transactionId)}?token=${token}`,
        openInNewWindow: NEW_WINDOW_METHODS.has(request.methodSysname),
      };
    },
    async poll(db, transactionId) {
      await settleDue(db, transactionId);
    },
    decide: (db, transactionId, outcome) => settlePending(db, transactionId, outcome, false),
    hold: () => timers.hold(),
  };
  app.decorate('demoPay', provider);
  registerDemoPaymentConsole(app, provider);

  app.addHook('onReady', async () => {
    // Pending checkouts outlive a restart: pick their timers up again.
    const waiting = await app.db
      .select({ id: demoCheckouts.transactionId, settleAt: demoCheckouts.settleAt })
      .from(demoCheckouts)
      .where(
        and(
          eq(demoCheckouts.outcome, 'pending'),
          isNull(demoCheckouts.settledAt),
          isNotNull(demoCheckouts.settleAt),
        ),
      );
    for (const w of waiting) timers.schedule(w.id, (w.settleAt?.getTime() ?? 0) - Date.now());
  });
  app.addHook('onClose', async () => timers.close());

  registerBrowserScript(app, CHECKOUT_SCRIPT, { unversionedCacheControl: 'public, max-age=300' });

  app.get<{ Params: { transaction: string }; Querystring: { token?: string } }>(
    '/demo-pay/:transaction',
    async (request, reply) => {
      const checkout = await findCheckout(app.db, request.params.transaction, request.query.token);
      if (!checkout) {
        return sendHtml(
          reply,
          404,
          renderCheckoutNotice({
            title: 'Payment not found',
            message: 'This payment link is not valid or has expired.',
            returnUrl: '/cashier/deposit',
            autoReturn: false,
            newWindow: false,
          }),
        );
      }
      if (checkout.outcome) {
        return sendHtml(
          reply,
          200,
          renderCheckoutNotice({
            title: 'Payment already processed',
            message: 'An outcome was already chosen for this payment.',
            returnUrl: resultPath(
              checkout,
              (await options.status(app.db, checkout.transactionId)) ?? 'fail',
            ),
            autoReturn: false,
            newWindow: checkout.newWindow,
          }),
        );
      }
      return sendHtml(
        reply,
        200,
        renderCheckoutPage({
          transactionId: checkout.transactionId,
          token: checkout.token,
          amount: fromMinor(checkout.amountMinor),
          currency: checkout.currency,
          methodName: checkout.methodName,
          newWindow: checkout.newWindow,
          settleDelayMs,
        }),
      );
    },
  );

  app.post<{ Params: { transaction: string }; Body: { token?: unknown; outcome?: unknown } }>(
    '/demo-pay/:transaction',
    async (request, reply) => {
      const body = (request.body ?? {}) as { token?: unknown; outcome?: unknown };
      const outcome = body.outcome as DemoCheckoutOutcome;
      const checkout = await findCheckout(app.db, request.params.transaction, body.token);
      if (!checkout || !OUTCOMES.includes(outcome)) {
        return sendHtml(
          reply,
          checkout ? 400 : 404,
          renderCheckoutNotice({
            title: checkout ? 'Choose an outcome' : 'Payment not found',
            message: checkout
              ? 'The payment form was incomplete.'
              : 'This payment link is not valid or has expired.',
            returnUrl: '/cashier/deposit',
            autoReturn: false,
            newWindow: false,
          }),
        );
      }

      // The first outcome wins; a second submit or a replay reports what the first decided.
      const [claimed] = await app.db
        .update(demoCheckouts)
        .set({
          outcome,
          settleAt:
            outcome === 'pending'
              ? sql`now() + ${`${settleDelayMs} milliseconds`}::interval`
              : null,
        })
        .where(
          and(
            eq(demoCheckouts.transactionId, checkout.transactionId),
            isNull(demoCheckouts.outcome),
          ),
        )
        .returning();
      const decided = claimed ?? (await findCheckout(app.db, checkout.transactionId, body.token));
      if (!decided?.outcome) throw new Error('Demo checkout lost its outcome');

      let state: DepositState | null;
      if (decided.outcome === 'pending') {
        if (claimed) timers.schedule(decided.transactionId, settleDelayMs);
        state =
          (await settleDue(app.db, decided.transactionId)) ??
          (await options.status(app.db, decided.transactionId));
      } else {
        state = await options.settle(app.db, decided.transactionId, decided.outcome);
      }
      state ??= 'fail';

      const target = resultPath(decided, state);
      if (!decided.newWindow) return reply.code(303).header('location', target).send();
      return sendHtml(
        reply,
        200,
        renderCheckoutNotice({
          title: state === 'success' ? 'Payment complete' : 'Payment finished',
          message: 'You can close this window: the casino shows the result.',
          returnUrl: target,
          autoReturn: true,
          newWindow: true,
        }),
      );
    },
  );

  return provider;
}

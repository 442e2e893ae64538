/**
 * The payouts domain as the app holds it (`app.payouts`): the provider, the review rule, the
 * processor, the clock that runs it once per tick across instances, and the operator routes.
 */
import type { FastifyInstance } from 'fastify';
import { startClock } from '../jobs/index.ts';
import { DemoPayoutProvider } from './demo-payout-provider.ts';
import { registerOperatorRoutes } from './operator-routes.ts';
import { processPayouts, type PayoutRun } from './process-payouts.ts';
import { needsReview } from './review-rule.ts';

/** The payouts domain of one app. */
export interface Payouts {
  /** The demo payout provider (hold it, or settle a payout by hand, in tests). */
  readonly provider: DemoPayoutProvider;
  /** Whether a withdrawal of this amount waits for an operator (PAYOUT_REVIEW_THRESHOLD). */
  needsReview(amountMinor: bigint): boolean;
  /** One run of the processor over every due withdrawal. */
  runOnce(): Promise<PayoutRun>;
  /** One run for one withdrawal, without the pick-up delay (the provider console). */
  processOne(withdrawalId: number): Promise<PayoutRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Withdrawal payouts: provider, review rule and processor (server/src/payouts). */
    payouts: Payouts;
  }
}

/** Job name of the payout clock (its advisory-lock key). */
const PAYOUT_JOB = 'payouts';

/** Decorates `app.payouts`, mounts `/operator/*`, and runs the payout clock while the app is up. */
export function registerPayouts(app: FastifyInstance): Payouts {
  const { config } = app;
  const provider = new DemoPayoutProvider(config.demoPayoutMs);
  const payouts: Payouts = {
    provider,
    needsReview: (amountMinor) => needsReview(amountMinor, config.payoutReviewThreshold),
    runOnce: () => processPayouts(app.db, { provider, pickupDelayMs: config.demoPayoutMs }),
    processOne: (withdrawalId) =>
      processPayouts(app.db, { provider, pickupDelayMs: 0, only: withdrawalId }),
  };
  app.decorate('payouts', payouts);
  registerOperatorRoutes(app, payouts);

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (config.payoutTickMs <= 0) return;
    stop = startClock({
      name: PAYOUT_JOB,
      intervalMs: config.payoutTickMs,
      lock: app.jobs,
      run: () => payouts.runOnce(),
      onError: (err) => app.log.error({ err }, 'Payout run failed'),
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
  return payouts;
}

/**
 * One run of the payout processor: hands the due pending withdrawals to the provider and asks
 * it about the ones in processing. Every step is a guarded transition, so two runs at once (a
 * second instance, the console, a test) or a run after a crash move no money twice; the clock
 * still runs it once per tick across instances (register-payouts.ts) to spare the work.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawals } from '../db/schema/index.ts';
import { payoutOrder, type PayoutProvider } from './payout-provider.ts';
import { pickUp, settle } from './withdrawal-transitions.ts';

/** Rows looked at per step and run (the rest wait for the next tick). */
const BATCH = 100;

/** What a run is given. */
export interface PayoutRunOptions {
  provider: PayoutProvider;
  /** How long a pending withdrawal stays cancellable before it goes to the provider. */
  pickupDelayMs: number;
  /** Only this withdrawal, and at once (the provider console). */
  only?: number;
}

/** What a run did. */
export interface PayoutRun {
  pickedUp: number;
  paid: number;
  failed: number;
}

/** Runs the processor once. */
export async function processPayouts(db: Db, options: PayoutRunOptions): Promise<PayoutRun> {
  const run: PayoutRun = { pickedUp: 0, paid: 0, failed: 0 };
  const { provider, only } = options;
  const scope = only === undefined ? undefined : eq(withdrawals.id, only);

  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'pending'),
        inArray(withdrawals.review, ['none', 'approved']),
        only === undefined
          ? lte(
              withdrawals.createdAt,
              sql`now() - ${`${options.pickupDelayMs} milliseconds`}::interval`,
            )
          : scope,
      ),
    )
    .orderBy(asc(withdrawals.id))
    .limit(BATCH);
  for (const { id } of due) {
    const row = await pickUp(db, id);
    if (!row) continue; // cancelled or picked up meanwhile
    run.pickedUp += 1;
    await provider.submit(db, payoutOrder(row));
  }

  const open = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'processing'), scope))
    .orderBy(asc(withdrawals.id))
    .limit(BATCH);
  for (const row of open) {
    const state = await provider.check(db, row.id);
    if (state === 'unknown') {
      // Marked processing, but the hand-over never happened (a crash in between): hand it over.
      await provider.submit(db, payoutOrder(row));
    } else if (state !== 'processing' && (await settle(db, row.id, state))) {
      run[state] += 1;
    }
  }
  return run;
}

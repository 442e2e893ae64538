/**
 * The demo payout provider: accepts every payout and pays it `delayMs` (DEMO_PAYOUT_MS) after
 * taking it. Its records live in `demo_payouts`, so every instance sees the same answer.
 *
 * Tests and the demo console do not race its clock: `hold()` stops it answering anything but
 * `processing` until released, and `settle(id, outcome)` decides one payout at once (paid or
 * failed), held or not.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoPayouts, type DemoPayoutOutcome } from '../db/schema/index.ts';
import type { PayoutOrder, PayoutProvider, PayoutState } from './payout-provider.ts';

/** The demo provider, with the controls tests and the console use. */
export class DemoPayoutProvider implements PayoutProvider {
  readonly #delayMs: number;
  #holds = 0;

  constructor(delayMs: number) {
    this.#delayMs = delayMs;
  }

  /** Holds every payout not settled by hand; the returned function releases this hold. */
  hold(): () => void {
    this.#holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#holds -= 1;
    };
  }

  /** Whether the provider is held. */
  get held(): boolean {
    return this.#holds > 0;
  }

  async submit(db: Db, order: PayoutOrder): Promise<void> {
    await db
      .insert(demoPayouts)
      .values({
        withdrawalId: order.withdrawalId,
        dueAt: sql`now() + ${`${this.#delayMs} milliseconds`}::interval`,
      })
      .onConflictDoNothing();
  }

  async check(db: Db, withdrawalId: number): Promise<PayoutState> {
    const [row] = await db
      .select({
        outcome: demoPayouts.outcome,
        forced: demoPayouts.forced,
        due: sql<boolean>`${demoPayouts.dueAt} <= now()`,
      })
      .from(demoPayouts)
      .where(eq(demoPayouts.withdrawalId, withdrawalId));
    if (!row) return 'unknown';
    if (row.forced || (row.due && !this.held)) return row.outcome;
    return 'processing';
  }

  /** Decides one payout now (the provider console, tests): it reports `outcome` at once. */
  async settle(db: Db, withdrawalId: number, outcome: DemoPayoutOutcome): Promise<void> {
    await db
      .insert(demoPayouts)
      .values({ withdrawalId, dueAt: sql`now()`, outcome, forced: true })
      .onConflictDoUpdate({
        target: demoPayouts.withdrawalId,
        set: { dueAt: sql`now()`, outcome, forced: true },
      });
  }
}

/**
 * Settlement: legs whose event is over get their result (won, lost, or void when the event
 * was called off); a bet is lost as soon as one leg loses, and settled once every leg is in —
 * won (stake × the odds of its non-void legs, rounded down) or void (every leg void: the
 * stake is refunded). Each bet settles in its own transaction behind a conditional
 * `open → settled` update, and its credit is a ledger transaction unique per bet: running
 * settlement twice, or on two servers at once, pays once.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import { sportBetLegs, sportBets, type SportBetStatus } from '../db/schema/index.ts';
import { notifyBalanceChanged } from '../ledger/balance-events.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { recordPlay, type PlayRandom } from '../play/index.ts';
import { resultText, selectionResult } from './event-state.ts';
import { payoutMinor } from './odds-math.ts';
import { betReference } from './place-bets.ts';
import { eventById } from './schedule.ts';

/** Ledger kind of a winning bet's payout. */
export const PAYOUT_KIND = 'sport_payout';
/** Ledger kind of a void bet's refund. */
export const REFUND_KIND = 'sport_refund';

/** What one settlement run did. */
export interface SettleSummary {
  /** Legs that got their result. */
  legs: number;
  won: number;
  lost: number;
  void: number;
  /** Money credited (wins and refunds), in minor units. */
  paidMinor: bigint;
}

/** How much a run settles at most (the timer picks up the rest next time). */
const BATCH = 500;

/** What settling one bet did: legs resulted, and the bet's settlement if it settled now. */
interface BetOutcome {
  legs: number;
  settled: { status: Exclude<SportBetStatus, 'open'>; payout: bigint; userId: number } | null;
}

async function settleBet(
  db: Db,
  betId: number,
  now: Date,
  random: PlayRandom,
): Promise<BetOutcome> {
  return db.transaction(async (tx) => {
    const legs = await tx
      .select()
      .from(sportBetLegs)
      .where(eq(sportBetLegs.betId, betId))
      .orderBy(asc(sportBetLegs.position));
    let settledLegs = 0;
    for (const leg of legs) {
      if (leg.status !== 'open' || leg.settlesAt > now) continue;
      const event = eventById(leg.eventId);
      // An event the schedule no longer knows cannot be resulted: its leg is void.
      const status = event ? selectionResult(event, leg.market, leg.outcome) : 'void';
      const result = event ? resultText(event) : null;
      const [updated] = await tx
        .update(sportBetLegs)
        .set({ status, result, settledAt: now })
        .where(and(eq(sportBetLegs.id, leg.id), eq(sportBetLegs.status, 'open')))
        .returning({ id: sportBetLegs.id });
      if (updated) {
        leg.status = status;
        settledLegs++;
      }
    }

    const [bet] = await tx.select().from(sportBets).where(eq(sportBets.id, betId));
    const unchanged: BetOutcome = { legs: settledLegs, settled: null };
    if (!bet || bet.status !== 'open') return unchanged;
    let status: Exclude<SportBetStatus, 'open'>;
    let payout: bigint;
    if (legs.some((l) => l.status === 'lost')) {
      status = 'lost';
      payout = 0n;
    } else if (legs.some((l) => l.status === 'open')) {
      return unchanged;
    } else if (legs.every((l) => l.status === 'void')) {
      status = 'void';
      payout = bet.stakeMinor;
    } else {
      status = 'won';
      payout = payoutMinor(
        bet.stakeMinor,
        legs.filter((l) => l.status === 'won').map((l) => l.oddsX100),
      );
    }
    const [claimed] = await tx
      .update(sportBets)
      .set({ status, payoutMinor: payout, settledAt: now })
      .where(and(eq(sportBets.id, betId), eq(sportBets.status, 'open')))
      .returning({ id: sportBets.id });
    if (!claimed) return unchanged;
    if (payout > 0n) {
      const reference = betReference(betId);
      const posted = await postTransaction(tx, {
        kind: status === 'void' ? REFUND_KIND : PAYOUT_KIND,
        reference,
        userId: bet.userId,
        meta: { bet_id: betId, status },
        entries: [
          { account: { house: 'house', currency: bet.currency }, amountMinor: -payout },
          {
            account: { userId: bet.userId, kind: bet.balanceKind, currency: bet.currency },
            amountMinor: payout,
          },
        ],
      });
      await tx
        .update(sportBets)
        .set({ settleTransactionId: posted.id })
        .where(eq(sportBets.id, betId));
      await recordPlay(
        tx,
        {
          userId: bet.userId,
          source: 'sport',
          kind: status === 'void' ? 'refund' : 'win',
          reference,
          gameId: null,
          provider: SPORTSBOOK_SYSNAME,
          currency: bet.currency,
          balanceKind: bet.balanceKind,
          amountMinor: payout,
        },
        { random },
      );
    }
    return { legs: settledLegs, settled: { status, payout, userId: bet.userId } };
  });
}

/** Settles every bet with a leg due at `now` (Unix ms). Safe to run any number of times. */
export async function settleDueBets(
  db: Db,
  now: number,
  random: PlayRandom = (max) => randomInt(max),
): Promise<SettleSummary> {
  const at = new Date(now);
  const due = await db
    .selectDistinct({ betId: sportBetLegs.betId })
    .from(sportBetLegs)
    .where(and(eq(sportBetLegs.status, 'open'), lte(sportBetLegs.settlesAt, at)))
    .limit(BATCH);
  const summary: SettleSummary = { legs: 0, won: 0, lost: 0, void: 0, paidMinor: 0n };
  const paid: number[] = [];
  for (const { betId } of due) {
    const outcome = await settleBet(db, betId, at, random);
    summary.legs += outcome.legs;
    const settled = outcome.settled;
    if (!settled) continue;
    summary[settled.status]++;
    summary.paidMinor += settled.payout;
    if (settled.payout > 0n) paid.push(settled.userId);
  }
  notifyBalanceChanged(paid);
  return summary;
}

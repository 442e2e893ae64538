/**
 * The session summary (issue 18, UKGC RTS 13): time signed in and the net position of
 * real-money play, read from the ledger — the entries of the player's main account posted by
 * slot rounds, sportsbook stakes, payouts and refunds, and jackpot wins. Stakes are the money
 * that left, wins the money that came back; a refunded stake is a stake that never happened.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/index.ts';
import { JACKPOT_LEDGER_KINDS } from '../jackpots/award-jackpot.ts';
import { fromMinor } from '../ledger/money.ts';
import { PAYOUT_KIND, REFUND_KIND } from '../sportsbook/settle-bets.ts';
import { STAKE_KIND } from '../sportsbook/place-bets.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Ledger kinds that are play; refunds give stakes back. */
const PLAY_KINDS = ['game_round', STAKE_KIND, PAYOUT_KIND, REFUND_KIND, JACKPOT_LEDGER_KINDS.win];

/**
 * Stakes and wins of real money (main balance) in `currency` since `from`. No upper bound: a
 * database clock a little ahead of ours must not hide the last spin.
 */
async function netPosition(
  db: Db,
  userId: number,
  currency: string,
  from: Date,
): Promise<account.NetPosition> {
  const [row] = await db
    .select({
      out: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} < 0 then -${ledgerEntries.amountMinor} else 0 end), 0)`,
      won: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} > 0 and ${ledgerTransactions.kind} <> ${REFUND_KIND} then ${ledgerEntries.amountMinor} else 0 end), 0)`,
      refunded: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} > 0 and ${ledgerTransactions.kind} = ${REFUND_KIND} then ${ledgerEntries.amountMinor} else 0 end), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'main'),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerTransactions.kind, PLAY_KINDS),
        gte(ledgerTransactions.createdAt, from),
      ),
    );
  const wagered = BigInt(row?.out ?? '0') - BigInt(row?.refunded ?? '0');
  const won = BigInt(row?.won ?? '0');
  return { wagered: fromMinor(wagered), won: fromMinor(won), net: fromMinor(won - wagered) };
}

/** When the next reality check is due: the first `startedAt + k × interval` after `now`. */
function nextRealityCheck(startedAt: Date, intervalMinutes: number, now: Date): Date | null {
  if (intervalMinutes <= 0) return null;
  const step = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  return new Date(startedAt.getTime() + (Math.floor(elapsed / step) + 1) * step);
}

/** The getSessionSummary answer. */
export async function sessionSummary(
  db: Db,
  input: {
    userId: number;
    currency: string;
    startedAt: Date;
    now: Date;
    realityCheckMinutes: account.RealityCheckMinutes;
  },
): Promise<account.SessionSummary> {
  const { userId, currency, startedAt, now } = input;
  const periods = await Promise.all(
    ([1, 7, 30] as const).map(async (days) => ({
      days,
      position: await netPosition(db, userId, currency, new Date(now.getTime() - days * DAY_MS)),
    })),
  );
  const next = nextRealityCheck(startedAt, input.realityCheckMinutes, now);
  return {
    now: now.toISOString(),
    started_at: startedAt.toISOString(),
    signed_in_seconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    currency,
    session: await netPosition(db, userId, currency, startedAt),
    periods,
    reality_check: {
      interval_minutes: input.realityCheckMinutes,
      next_at: next ? next.toISOString() : null,
    },
  };
}

/** The cashier history (§7 gethistory): deposits and withdrawals, newest first, with the total. */
import { sql, type SQL } from 'drizzle-orm';
import type { cashier } from '@croupier/core/contract';
import { queryRows, type Db } from '../db/client.ts';
import {
  deposits,
  paymentMethods,
  withdrawals,
  type WithdrawalReview,
  type WithdrawalStatus,
} from '../db/schema/index.ts';
import type { TransactionKind } from './transaction-id.ts';
import { transactionView } from './transaction-view.ts';

/** Which page of the history to read. */
export interface HistoryQuery {
  userId: number;
  offset: number;
  count: number;
  type?: TransactionKind | undefined;
  /** The request's locale, for the methods' names. */
  locale?: string;
}

interface HistoryRow extends Record<string, unknown> {
  kind: TransactionKind;
  id: number;
  amount_minor: string;
  currency: string;
  status: WithdrawalStatus;
  review: WithdrawalReview;
  decline_reason: string | null;
  method_sysname: string;
  method_name: string;
  created_at: string | Date;
  updated_at: string | Date;
  total: string;
}

function select(kind: TransactionKind, userId: number): SQL {
  const table = kind === 'deposit' ? deposits : withdrawals;
  // Deposits have no review or decline reason: constants keep the union's columns aligned.
  const payout =
    kind === 'deposit'
      ? sql`'none'::text as review, null::text as decline_reason`
      : sql`t.review, t.decline_reason`;
  return sql`select ${kind}::text as kind, t.id, t.amount_minor::text as amount_minor, t.currency,
    t.status, ${payout}, m.sysname as method_sysname, m.name as method_name, t.created_at,
    t.updated_at
    from ${table} t join ${paymentMethods} m on m.id = t.method_id
    where t.user_id = ${userId}`;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** One page of a player's cashier history and the number of matching transactions. */
export async function cashierHistory(db: Db, q: HistoryQuery): Promise<cashier.CashierHistory> {
  const parts = q.type
    ? [select(q.type, q.userId)]
    : [select('deposit', q.userId), select('withdrawal', q.userId)];
  const union = sql.join(parts, sql` union all `);
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select h.*, count(*) over ()::text as total from (${union}) h
      order by h.created_at desc, h.id desc, h.kind asc
      limit ${q.count} offset ${q.offset}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.offset > 0) {
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from (${union}) h`,
    );
    total = Number(row?.n ?? 0);
  }
  return {
    items: rows.map((r) =>
      transactionView(
        r.kind,
        {
          id: Number(r.id),
          amountMinor: BigInt(r.amount_minor),
          currency: r.currency,
          status: r.status,
          review: r.review,
          declineReason: r.decline_reason,
          methodSysname: r.method_sysname,
          methodName: r.method_name,
          createdAt: asDate(r.created_at),
          updatedAt: asDate(r.updated_at),
        },
        q.locale,
      ),
    ),
    count: total,
    offset: q.offset,
  };
}

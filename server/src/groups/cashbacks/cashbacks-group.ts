/**
 * cashbacks (§7): get (the popup asks count 1, sort, order, statuses, fields), payout and
 * remove. The weekly rule lives in server/src/rewards/cashbacks.ts (README.md).
 */
import type { FastifyInstance } from 'fastify';
import { cashbacks } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import { fromMinor } from '../../ledger/money.ts';
import {
  listCashbacks,
  payoutCashback,
  removeCashback,
  type CashbackRow,
} from '../../rewards/index.ts';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function view(row: CashbackRow, withDescription: boolean): cashbacks.Cashback {
  const lastDay = new Date(row.periodEnd.getTime() - 1);
  return {
    id: row.id,
    status: row.status === 'paid_out' ? 'paid_out' : 'active',
    receiving_expired_at: row.receivingExpiredAt ? row.receivingExpiredAt.toISOString() : null,
    ...(withDescription
      ? {
          description: {
            title: 'Weekly cashback',
            text: `${row.rateBp / 100}% of your net loss of ${fromMinor(row.netLossMinor)} ${row.currency} from ${DATE.format(row.periodStart)} to ${DATE.format(lastDay)}.`,
          },
        }
      : {}),
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
  };
}

/** Mounts cashbacks.get, payout and remove. */
export function registerCashbacksGroup(app: FastifyInstance): void {
  registerMethod(app, cashbacks.get, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const { rows, total } = await listCashbacks(db, user.id, user.currency, params);
    const withDescription = !params.fields || params.fields.includes('description');
    return {
      items: rows.map((r) => view(r, withDescription)),
      total,
      offset: params.offset,
      count: params.count,
    };
  });

  registerMethod(app, cashbacks.payout, async ({ params, db, requireUser }) => {
    await payoutCashback(db, requireUser().id, params.id);
    return 1 as const;
  });

  registerMethod(app, cashbacks.remove, async ({ params, db, requireUser }) => {
    await removeCashback(db, requireUser().id, params.id);
    return 1 as const;
  });
}

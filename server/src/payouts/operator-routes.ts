/**
 * The operator endpoints (README.md "Operator"), outside the player API and its session:
 * every call carries `Authorization: Bearer <OPERATOR_TOKEN>`; errors are §8 envelopes.
 *
 * - `GET  /operator/withdrawals?status=review` — withdrawals in one payout status (oldest first)
 * - `GET  /operator/withdrawals/{id}` — one withdrawal (`wdr-12`)
 * - `POST /operator/withdrawals/{id}/approve` — a withdrawal waiting for review goes to the provider
 * - `POST /operator/withdrawals/{id}/decline` — `{reason}`: declined, the money returns
 * - `POST /operator/demo-payouts/{id}` — `{outcome: paid|failed}`: the demo provider's console
 *   decides that payout now and the processor runs for it at once
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { cashier } from '@croupier/core/contract';
import { withdrawals, type WithdrawalStatus } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { invalidParameters } from '../http/api-router.ts';
import { guardOperatorScope, operatorBody } from './operator-auth.ts';
import {
  approveWithdrawal,
  declineWithdrawal,
  findOperatorWithdrawal,
} from './operator-decisions.ts';
import { operatorView } from './operator-view.ts';
import type { Payouts } from './register-payouts.ts';

const listQuery = z.object({
  status: z._default(cashier.payoutStatus, 'review'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});

const outcomeBody = z.object({ outcome: z.enum(['paid', 'failed']) });

const STORED: Record<z.output<typeof cashier.payoutStatus>, WithdrawalStatus> = {
  pending: 'pending',
  review: 'pending',
  processing: 'processing',
  paid: 'success',
  failed: 'failed',
  declined: 'declined',
  cancelled: 'cancelled',
};

function parse<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) {
    throw new ServerError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: invalidParameters(result.error.issues, input),
    });
  }
  return result.data;
}

/** Mounts `/operator/*` for the payouts domain. */
export function registerOperatorRoutes(app: FastifyInstance, payouts: Payouts): void {
  app.register(
    async (scope) => {
      guardOperatorScope(app, scope);

      scope.get('/withdrawals', async (request) => {
        const q = parse(listQuery, request.query);
        const rows = await app.db
          .select()
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.status, STORED[q.status]),
              q.status === 'review'
                ? eq(withdrawals.review, 'required')
                : q.status === 'pending'
                  ? ne(withdrawals.review, 'required')
                  : undefined,
            ),
          )
          .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
          .limit(q.limit);
        return { data: rows.map(operatorView) };
      });

      scope.get<{ Params: { id: string } }>('/withdrawals/:id', async (request) => ({
        data: operatorView(await findOperatorWithdrawal(app.db, request.params.id)),
      }));

      scope.post<{ Params: { id: string } }>('/withdrawals/:id/approve', async (request) => ({
        data: operatorView(await approveWithdrawal(app.db, payouts.provider, request.params.id)),
      }));

      scope.post<{ Params: { id: string } }>('/withdrawals/:id/decline', async (request) => ({
        data: operatorView(
          await declineWithdrawal(app.db, request.params.id, operatorBody(request).reason),
        ),
      }));

      scope.post<{ Params: { id: string } }>('/demo-payouts/:id', async (request) => {
        const { outcome } = parse(outcomeBody, operatorBody(request));
        const row = await findOperatorWithdrawal(app.db, request.params.id);
        await payouts.provider.settle(app.db, row.id, outcome);
        await payouts.processOne(row.id);
        return { data: operatorView(await findOperatorWithdrawal(app.db, request.params.id)) };
      });
    },
    { prefix: '/operator' },
  );
}

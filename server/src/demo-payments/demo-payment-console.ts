/**
 * The demo payment provider's console, beside the operator endpoints and behind the same
 * `Authorization: Bearer <OPERATOR_TOKEN>`:
 *
 * - `POST /operator/demo-payments/{transaction}` — `{outcome: success|fail}`: a checkout the
 *   player left "Pending" ends now with that outcome, whatever its settle time
 *   (DEMO_PAY_SETTLE_MS). Answers `{transaction_id, status}`.
 *
 * What a real provider's merchant dashboard does; the end-to-end suite runs with a settle time
 * of an hour and ends its pending payments here, so it never races the provider's timer.
 */
import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.ts';
import { guardOperatorScope, operatorBody } from '../payouts/operator-auth.ts';
import type { DemoPaymentProvider } from './demo-payment-provider.ts';

const OUTCOMES = ['success', 'fail'] as const;
type ConsoleOutcome = (typeof OUTCOMES)[number];

const isOutcome = (value: unknown): value is ConsoleOutcome =>
  OUTCOMES.includes(value as ConsoleOutcome);

/** Mounts the console of `provider` under `/operator`. */
export function registerDemoPaymentConsole(
  app: FastifyInstance,
  provider: DemoPaymentProvider,
): void {
  app.register(
    async (scope) => {
      guardOperatorScope(app, scope);

      scope.post<{ Params: { transaction: string } }>(
        '/demo-payments/:transaction',
        async (request) => {
          const { outcome } = operatorBody(request);
          if (!isOutcome(outcome)) {
            throw new ServerError('InvalidParameterException', 'Unknown outcome', {
              invalidParameters: { outcome: 'wrongField' },
              errorData: { outcomes: OUTCOMES },
            });
          }
          const transactionId = request.params.transaction;
          const status = await provider.decide(app.db, transactionId, outcome);
          if (status === null) {
            throw new ServerError(
              'InvalidRequestException',
              'No pending demo payment with this transaction',
            );
          }
          return { data: { transaction_id: transactionId, status } };
        },
      );
    },
    { prefix: '/operator' },
  );
}

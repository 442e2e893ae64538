/** The operator endpoints (server/src/payouts/README.md) as the end-to-end specs call them. */
import { expect, type APIRequestContext } from '@playwright/test';

/** The token playwright.config.ts gave the server. */
function token(): string {
  const value = process.env.E2E_OPERATOR_TOKEN;
  if (!value) throw new Error('E2E_OPERATOR_TOKEN is not set (see playwright.config.ts)');
  return value;
}

/** A withdrawal as the operator endpoints answer it. */
export interface OperatorWithdrawal {
  id: string;
  amount: string;
  currency: string;
  status: string;
  decline_reason: string | null;
}

/** Calls an operator endpoint with the bearer token; answers `data`, failing on an error. */
export async function operatorCall(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token()}` },
    ...(body ? { data: body } : {}),
  });
  const json = (await res.json()) as { data: unknown };
  expect(res.status(), JSON.stringify(json)).toBe(200);
  return json.data;
}

/**
 * The demo payment provider's console ends the pending deposit `transaction` with `outcome`
 * (the suite's provider never settles one by itself: DEMO_PAY_SETTLE_MS is an hour).
 */
export async function settlePendingDeposit(
  request: APIRequestContext,
  transaction: string,
  outcome: 'success' | 'fail',
): Promise<void> {
  const settled = (await operatorCall(request, 'POST', `/operator/demo-payments/${transaction}`, {
    outcome,
  })) as { status: string };
  expect(settled.status).toBe(outcome);
}

/** Fresh players for end-to-end tests: each test signs up its own, so tests never share money. */
import type { APIRequestContext } from '@playwright/test';
import { account, auth } from '@croupier/core/contract';
import { call, type CallOptions } from './api.ts';

let counter = 0;

/** Registers a new player through the API (which signs the browser context in too). */
export async function signUpPlayer(
  request: APIRequestContext,
  baseURL: string,
  currency = 'USD',
): Promise<{ email: string; password: string; uid: number }> {
  const email = `e2e-${Date.now().toString(36)}-${++counter}@croupier.test`;
  const password = 'secret123';
  const { uid } = await call(request, baseURL, auth.register, {
    email,
    password,
    currency,
    terms: true,
    notify: false,
  });
  return { email, password, uid };
}

/** The player's four balances as numbers (amounts travel as decimal strings). */
export async function balances(
  request: APIRequestContext,
  baseURL: string,
  opts: Pick<CallOptions, 'bearer'> = {},
) {
  const b = await call(request, baseURL, account.getBalance, {}, opts);
  return {
    main: Number(b.balance_main.amount),
    bonus: Number(b.balance_bonus.amount),
    fun: Number(b.balance_fun.amount),
  };
}

import { cashier } from '@croupier/core/contract';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import {
  useBanks,
  useCashierActions,
  useCashierHistory,
  useDepositInfo,
  useDepositSettings,
  useWithdrawSettings,
} from './use-cashier.ts';

afterEach(cleanup);

const history = { items: [], total: 0, offset: 0, count: 10 };

function setup() {
  const base = testPlatform().platform;
  const fake = withFakeApi(base, {
    [cashier.getdepositsettings.path]: () => ({ methods: ['card'] }),
    [cashier.getwithdrawsettings.path]: () => ({ methods: ['card'] }),
    [cashier.gethistory.path]: () => history,
    [cashier.getdepositinfo.path]: (params: { transaction_id: string }) => ({
      id: params.transaction_id,
      status: 'pending',
    }),
    [cashier.getbanks.path]: () => [{ code: 'itau' }],
    [cashier.makedeposit.path]: () => ({ transaction_id: 'dep-1' }),
    [cashier.makewithdrawal.path]: () => ({ id: 'wdr-1', status: 'pending' }),
    [cashier.cancelwithdrawal.path]: () => null,
  });
  const balanceRefresh = vi.spyOn(base.stores.balance, 'refresh').mockResolvedValue();
  return { ...fake, balanceRefresh };
}

describe('cashier data hooks', () => {
  it('ask the deposit and withdrawal settings without params', async () => {
    const { platform, paramsOf } = setup();
    const hook = renderWithPlatform(
      () => ({ deposit: useDepositSettings(), withdraw: useWithdrawSettings() }),
      platform,
    );
    await waitFor(() => expect(hook.result.current.deposit.data).toEqual({ methods: ['card'] }));
    await waitFor(() => expect(hook.result.current.withdraw.data).toEqual({ methods: ['card'] }));
    expect(paramsOf(cashier.getdepositsettings)).toEqual([{}]);
    expect(paramsOf(cashier.getwithdrawsettings)).toEqual([{}]);
  });

  it('ask a history page, with the type only when one is chosen', async () => {
    const { platform, paramsOf } = setup();
    const hook = renderWithPlatform(
      (type: 'deposit' | undefined) => useCashierHistory(20, 10, type),
      platform,
      undefined,
    );
    await waitFor(() => expect(hook.result.current.data).toEqual(history));
    hook.rerender('deposit');
    await waitFor(() => expect(paramsOf(cashier.gethistory)).toHaveLength(2));
    // Strict: "every transaction" sends no `type` at all, not an undefined one.
    expect(paramsOf(cashier.gethistory)).toStrictEqual([
      { offset: 20, count: 10 },
      { offset: 20, count: 10, type: 'deposit' },
    ]);
  });

  it('keep the previous history page on screen while the next one loads', async () => {
    const { platform, handlers } = setup();
    const hook = renderWithPlatform(
      (offset: number) => useCashierHistory(offset, 10, undefined),
      platform,
      0,
    );
    await waitFor(() => expect(hook.result.current.data).toEqual(history));
    handlers[cashier.gethistory.path] = () => new Promise(() => {});
    hook.rerender(10);
    expect(hook.result.current.data).toEqual(history);
  });

  it('ask no deposit info and no banks until there is something to ask about', async () => {
    const { platform, calls } = setup();
    const info = renderWithPlatform((id: string | null) => useDepositInfo(id), platform, null);
    const banks = renderWithPlatform((method: string | null) => useBanks(method), platform, null);
    expect(info.result.current.isLoading).toBe(false);
    expect(banks.result.current.isLoading).toBe(false);
    expect(calls).toEqual([]);

    info.rerender('dep-1');
    banks.rerender('pix');
    await waitFor(() =>
      expect(info.result.current.data).toEqual({ id: 'dep-1', status: 'pending' }),
    );
    await waitFor(() => expect(banks.result.current.data).toEqual([{ code: 'itau' }]));
    expect(calls.map((call) => [call.path, call.params])).toEqual(
      expect.arrayContaining([
        [cashier.getdepositinfo.path, { transaction_id: 'dep-1' }],
        [cashier.getbanks.path, { method: 'pix' }],
      ]),
    );
  });

  it('give the settings call’s error', async () => {
    const { platform, handlers } = setup();
    handlers[cashier.getdepositsettings.path] = () => {
      throw apiError(503, 'BillingUnavailableException');
    };
    const hook = renderWithPlatform(() => useDepositSettings(), platform);
    await waitFor(() => expect(hook.result.current.error).toBeDefined());
    expect(hook.result.current.data).toBeUndefined();
  });
});

describe('useCashierActions', () => {
  it('deposits with the form’s idempotency key', async () => {
    const { platform, calls } = setup();
    const hook = renderWithPlatform(() => useCashierActions(), platform);
    const params = { method: 'card', amount: '25.00', currency: 'USD' };
    let result: unknown;
    await act(async () => {
      result = await hook.result.current.makeDeposit(params as never, { idempotencyKey: 'k-1' });
    });
    expect(result).toEqual({ transaction_id: 'dep-1' });
    expect(calls).toEqual([
      { path: cashier.makedeposit.path, params, opts: { idempotencyKey: 'k-1' } },
    ]);
  });

  it('withdraws with the key, then asks the cashier’s data and the balance again', async () => {
    const { platform, paramsOf, calls, balanceRefresh } = setup();
    const hook = renderWithPlatform(
      () => ({ history: useCashierHistory(0, 10, undefined), actions: useCashierActions() }),
      platform,
    );
    await waitFor(() => expect(hook.result.current.history.data).toEqual(history));
    expect(paramsOf(cashier.gethistory)).toHaveLength(1);

    await act(async () => {
      await hook.result.current.actions.makeWithdrawal({ amount: '10' } as never, {
        idempotencyKey: 'k-2',
      });
    });
    expect(calls.find((call) => call.path === cashier.makewithdrawal.path)?.opts).toEqual({
      idempotencyKey: 'k-2',
    });
    expect(paramsOf(cashier.gethistory)).toHaveLength(2);
    expect(balanceRefresh).toHaveBeenCalledTimes(1);
  });

  it('cancels a withdrawal by id, then asks the cashier’s data and the balance again', async () => {
    const { platform, paramsOf, balanceRefresh } = setup();
    const hook = renderWithPlatform(
      () => ({ history: useCashierHistory(0, 10, undefined), actions: useCashierActions() }),
      platform,
    );
    await waitFor(() => expect(hook.result.current.history.data).toEqual(history));
    await act(async () => {
      await hook.result.current.actions.cancelWithdrawal('wdr-1', { idempotencyKey: 'k-3' });
    });
    expect(paramsOf(cashier.cancelwithdrawal)).toEqual([{ transaction_id: 'wdr-1' }]);
    expect(paramsOf(cashier.gethistory)).toHaveLength(2);
    expect(balanceRefresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes nothing when the withdrawal is refused, and throws its error', async () => {
    const { platform, handlers, paramsOf, balanceRefresh } = setup();
    handlers[cashier.makewithdrawal.path] = () => {
      throw apiError(400, 'NotEnoughMoneyException');
    };
    const hook = renderWithPlatform(
      () => ({ history: useCashierHistory(0, 10, undefined), actions: useCashierActions() }),
      platform,
    );
    await waitFor(() => expect(hook.result.current.history.data).toEqual(history));
    await act(async () => {
      await expect(
        hook.result.current.actions.makeWithdrawal({ amount: '10' } as never, {
          idempotencyKey: 'k-4',
        }),
      ).rejects.toBeDefined();
    });
    expect(paramsOf(cashier.gethistory)).toHaveLength(1);
    expect(balanceRefresh).not.toHaveBeenCalled();
  });
});

import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { useBalances } from './use-balances.ts';

afterEach(cleanup);

function setup() {
  const { platform } = testPlatform();
  const balance = platform.stores.balance;
  const unsubscribed = vi.fn();
  const subscribe = balance.subscribe;
  const spy = vi.spyOn(balance, 'subscribe').mockImplementation((listener) => {
    const stop = subscribe(listener);
    return () => {
      unsubscribed();
      stop();
    };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext value={platform}>{children}</PlatformContext>
  );
  const hook = renderHook(() => useBalances(), { wrapper });
  return { balance, spy, unsubscribed, hook };
}

describe('useBalances', () => {
  it('watches the store while mounted, and stops when unmounted', () => {
    const { spy, unsubscribed, hook } = setup();
    expect(spy).toHaveBeenCalled();
    expect(unsubscribed).not.toHaveBeenCalled();
    hook.unmount();
    expect(unsubscribed).toHaveBeenCalled();
  });

  it('shows nothing for a guest, then the four balances in order as they change', async () => {
    const { balance, hook } = setup();
    expect(hook.result.current.lines).toEqual([]);
    await act(async () => {
      balance.setAuthenticated(true);
      balance.setFromPush({
        balance_main: { amount: '10.00', currency: 'USD' },
        balance_bonus: PLAYER.balance_bonus,
        balance_betting_bonus: PLAYER.balance_betting_bonus,
        balance_fun: PLAYER.balance_fun,
      });
    });
    expect(hook.result.current.lines.map((line) => line.kind)).toEqual([
      'main',
      'bonus',
      'betting_bonus',
      'fun',
    ]);
    expect(hook.result.current.lines[0]).toEqual({
      kind: 'main',
      amount: '10.00',
      currency: 'USD',
    });

    // A partial push changes the same object in place: the hook still sees the new amount.
    await act(async () => {
      balance.setFromPush({ balance_main: { amount: '12.50', currency: 'USD' } });
    });
    expect(hook.result.current.lines[0]?.amount).toBe('12.50');
  });
});

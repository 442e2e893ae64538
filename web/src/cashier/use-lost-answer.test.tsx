import { ApiError, NetworkError } from '@croupier/core/errors';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { useLostAnswer } from './use-lost-answer.ts';

afterEach(cleanup);

function setup() {
  const { platform } = testPlatform();
  const resend = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext value={platform}>{children}</PlatformContext>
  );
  const hook = renderHook(() => useLostAnswer<{ amount: string }>(), { wrapper });
  return { platform, resend, hook };
}

describe('a payment on a bad network', () => {
  it('is refused while offline, with a message', () => {
    const { platform, hook } = setup();
    expect(hook.result.current.refusal()).toBeNull();
    act(() => platform.network.set(false));
    expect(hook.result.current.refusal()).toMatch(/offline/i);
  });

  it('hands the offline refusal to the form and says it refused', () => {
    const { platform, hook } = setup();
    const show = vi.fn();
    expect(hook.result.current.refused(show)).toBe(false);
    expect(show).not.toHaveBeenCalled();
    act(() => platform.network.set(false));
    expect(hook.result.current.refused(show)).toBe(true);
    expect(show).toHaveBeenCalledWith(expect.stringMatching(/offline/i));
  });

  it('whose answer was lost is sent again, same values, when the connection returns', () => {
    const { platform, resend, hook } = setup();
    act(() => platform.network.set(false));
    let lost = false;
    act(() => {
      const error = new NetworkError('Failed to fetch', '/api/payments/deposit');
      lost = hook.result.current.lost(error, { amount: '25' }, resend);
    });
    expect(lost).toBe(true);
    expect(hook.result.current.recovering).toBe(true);
    // Recovering is not a new payment: it is not refused, it waits.
    expect(hook.result.current.refusal()).toBeNull();
    expect(resend).not.toHaveBeenCalled();

    act(() => platform.network.set(true));
    expect(resend).toHaveBeenCalledWith({ amount: '25' });

    act(() => hook.result.current.settled());
    expect(hook.result.current.recovering).toBe(false);
    act(() => platform.network.set(false));
    act(() => platform.network.set(true));
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('an answered failure is not a lost answer', () => {
    const { hook, resend } = setup();
    const declined = new ApiError(
      400,
      { type: 'BillingTransactionDeclinedException', message: 'Declined' },
      '/api/payments/deposit',
    );
    expect(hook.result.current.lost(declined, { amount: '1' }, resend)).toBe(false);
    expect(hook.result.current.recovering).toBe(false);
  });
});

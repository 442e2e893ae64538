import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { PlatformContext } from '../app/platform-context.ts';
import { GENERAL_INFO, PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { useCashierInactivity } from './use-cashier-inactivity.ts';

function Probe() {
  const secondsLeft = useCashierInactivity();
  return <p data-testid="left">{secondsLeft === null ? 'active' : String(secondsLeft)}</p>;
}

function start(period: number | null, signedIn = true) {
  const env = testPlatform({ path: '/cashier/deposit' });
  env.platform.stores.settings.setGeneralInfo({
    ...GENERAL_INFO,
    user_inactivity_cashier_time: period,
  });
  if (signedIn) env.platform.stores.session.state.user = { ...PLAYER };
  render(
    <PlatformContext value={env.platform}>
      <Router hook={env.navigation.hook} searchHook={env.navigation.searchHook}>
        <Probe />
      </Router>
    </PlatformContext>,
  );
  return env;
}

const left = () => screen.getByTestId('left').textContent;

describe('inactivity in the cashier (user_inactivity_cashier_time)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('leaves the cashier for the index with a toast once the period passes without activity', async () => {
    const env = start(10);
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(left()).toBe('active');
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The last 20 % counts down.
    expect(left()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(env.navigation.current().pathname).toBe('/');
    expect(env.platform.stores.toasts.state.items.map((toast) => toast.message)).toEqual([
      'The cashier was closed because you were inactive for a while.',
    ]);
  });

  it('a click or a key starts the period again', async () => {
    const env = start(10);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(left()).toBe('1');
    await act(async () => {
      fireEvent.click(document.body);
    });
    expect(left()).toBe('active');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'a' });
    });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(env.navigation.current().pathname).toBe('/cashier/deposit');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(env.navigation.current().pathname).toBe('/');
  });

  it('does nothing without a configured period', async () => {
    const env = start(null);
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(left()).toBe('active');
    expect(env.navigation.current().pathname).toBe('/cashier/deposit');
    expect(env.platform.stores.toasts.state.items).toEqual([]);
  });
});

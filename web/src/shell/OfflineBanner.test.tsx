import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

afterEach(cleanup);

describe('the offline banner (browser, Mini App and web view alike)', () => {
  it('stays while the connection is gone, then says it is back', () => {
    const { platform } = testPlatform();
    render(
      <PlatformContext value={platform}>
        <OfflineBanner />
      </PlatformContext>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    act(() => platform.network.set(false));
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    expect(platform.stores.toasts.state.items).toEqual([]);

    act(() => platform.network.set(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(platform.stores.toasts.state.items.map((toast) => [toast.kind, toast.message])).toEqual([
      ['success', 'You are back online.'],
    ]);
  });

  it('shows at once when the app starts offline, without a "back online" before it', () => {
    const { platform } = testPlatform();
    platform.network.set(false);
    render(
      <PlatformContext value={platform}>
        <OfflineBanner />
      </PlatformContext>,
    );
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    expect(platform.stores.toasts.state.items).toEqual([]);
  });
});

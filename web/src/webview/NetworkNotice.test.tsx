import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { createNetworkStatus } from './network-status.ts';
import { NetworkNotice } from './NetworkNotice.tsx';

afterEach(cleanup);

describe('the connection notice of the web view app', () => {
  it('keeps an offline toast until the connection is back, then says so', () => {
    const { platform } = testPlatform();
    const network = createNetworkStatus(true);
    render(
      <PlatformContext value={platform}>
        <NetworkNotice network={network} />
      </PlatformContext>,
    );
    const toasts = () =>
      platform.stores.toasts.state.items.map((toast) => [toast.kind, toast.title, toast.duration]);
    expect(toasts()).toEqual([]);

    act(() => network.set(false));
    expect(toasts()).toEqual([['warning', 'You are offline', 0]]);
    act(() => network.set(false));
    expect(toasts()).toHaveLength(1);

    act(() => network.set(true));
    expect(platform.stores.toasts.state.items.map((toast) => [toast.kind, toast.message])).toEqual([
      ['success', 'You are back online.'],
    ]);
  });

  it('shows the offline toast at once when the app starts offline', () => {
    const { platform } = testPlatform();
    render(
      <PlatformContext value={platform}>
        <NetworkNotice network={createNetworkStatus(false)} />
      </PlatformContext>,
    );
    expect(platform.stores.toasts.state.items.map((toast) => toast.kind)).toEqual(['warning']);
  });
});

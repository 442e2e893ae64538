import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { listenersAcrossMount } from '../test-support/valtio-listeners.ts';
import { useToasts } from './use-toasts.ts';

afterEach(cleanup);

describe('useToasts', () => {
  it('shows a toast the store is given and drops it when dismissed', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useToasts(), platform);
    expect(hook.result.current.visible).toEqual([]);

    // duration 0: the toast stays until closed, so no timer runs in the test.
    let id = '';
    await act(async () => {
      id = platform.stores.toasts.show({ message: 'Saved', duration: 0 });
    });
    expect(hook.result.current.visible.map((toast) => toast.message)).toEqual(['Saved']);

    await act(async () => hook.result.current.dismiss(id));
    expect(hook.result.current.visible).toEqual([]);
  });

  it('shows at most three at once, the oldest first (§4 Toasts)', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useToasts(), platform);
    await act(async () => {
      for (const message of ['one', 'two', 'three', 'four']) {
        hook.result.current.show({ message, duration: 0 });
      }
    });
    expect(hook.result.current.visible.map((toast) => toast.message)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { platform } = testPlatform();
    const seen = listenersAcrossMount(platform.stores.toasts.state, () =>
      renderWithPlatform(() => useToasts(), platform),
    );
    expect(seen.whileMounted).toBeGreaterThan(0);
    expect(seen.afterUnmount).toBe(0);
  });
});

import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { listenersAcrossMount } from '../test-support/valtio-listeners.ts';
import { useDialogs } from './use-dialogs.ts';

afterEach(cleanup);

describe('useDialogs', () => {
  it('shows the first queued dialog, then the next once it closes', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useDialogs(), platform);
    expect(hook.result.current.visible).toBeNull();

    let first = '';
    await act(async () => {
      first = platform.stores.dialogs.open({ kind: 'popup', props: { text: 'first' } });
      platform.stores.dialogs.open({ kind: 'popup', props: { text: 'second' } });
    });
    expect(hook.result.current.visible?.props).toEqual({ text: 'first' });

    await act(async () => {
      hook.result.current.close(first);
    });
    expect(hook.result.current.visible?.props).toEqual({ text: 'second' });
  });

  it('offers the close button only once the content has loaded, and never for preventClose', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useDialogs(), platform);
    let id = '';
    await act(async () => {
      id = hook.result.current.open({ kind: 'popup' });
    });
    expect(hook.result.current.showClose).toBe(false);
    await act(async () => hook.result.current.markLoaded(id));
    expect(hook.result.current.showClose).toBe(true);

    await act(async () => {
      hook.result.current.close(id);
      const locked = hook.result.current.open({ kind: 'popup', preventClose: true });
      hook.result.current.markLoaded(locked);
    });
    expect(hook.result.current.visible).not.toBeNull();
    expect(hook.result.current.showClose).toBe(false);
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { platform } = testPlatform();
    const seen = listenersAcrossMount(platform.stores.dialogs.state, () =>
      renderWithPlatform(() => useDialogs(), platform),
    );
    expect(seen.whileMounted).toBeGreaterThan(0);
    expect(seen.afterUnmount).toBe(0);
  });
});

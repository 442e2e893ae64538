import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { listenersAcrossMount } from '../test-support/valtio-listeners.ts';
import { useSession } from './use-session.ts';

afterEach(cleanup);

describe('useSession', () => {
  it('shows a guest, then the player the store is given, then a guest again', async () => {
    const { platform } = testPlatform();
    const session = platform.stores.session;
    let renders = 0;
    const hook = renderWithPlatform(() => {
      renders += 1;
      return useSession();
    }, platform);
    expect(hook.result.current.user).toBeNull();
    expect(hook.result.current.signedIn).toBe(false);

    const before = renders;
    await act(async () => session.setUser(PLAYER));
    expect(renders).toBeGreaterThan(before);
    expect(hook.result.current.user?.login).toBe('demo@croupier.test');
    expect(hook.result.current.signedIn).toBe(true);

    await act(async () => session.setUser({ ...PLAYER, uid: 0 }));
    expect(hook.result.current.signedIn).toBe(false);
  });

  it('a caller asking only signedIn is not drawn again by a refresh that finds a guest', async () => {
    const { platform } = testPlatform();
    let renders = 0;
    const hook = renderWithPlatform(() => {
      renders += 1;
      return useSession().signedIn;
    }, platform);
    const before = renders;
    // loading flips twice and the guest's info (uid 0) replaces none: nothing this caller reads.
    await act(() => platform.stores.session.refresh());
    expect(platform.stores.session.state.user?.uid).toBe(0);
    expect(renders).toBe(before);
    expect(hook.result.current).toBe(false);

    await act(async () => platform.stores.session.setUser(PLAYER));
    expect(renders).toBeGreaterThan(before);
    expect(hook.result.current).toBe(true);
  });

  it('shows the loading flag while account info is asked', async () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useSession(), platform);
    // Valtio notifies on the next microtask: the async act waits for it.
    await act(async () => {
      platform.stores.session.state.loading = true;
    });
    expect(hook.result.current.loading).toBe(true);
  });

  it('hands out the store’s own logout and refresh', () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useSession(), platform);
    expect(hook.result.current.logout).toBe(platform.stores.session.logout);
    expect(hook.result.current.refresh).toBe(platform.stores.session.refresh);
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { platform } = testPlatform();
    const seen = listenersAcrossMount(platform.stores.session.state, () =>
      renderWithPlatform(() => useSession(), platform),
    );
    expect(seen.whileMounted).toBeGreaterThan(0);
    expect(seen.afterUnmount).toBe(0);
  });
});

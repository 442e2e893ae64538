import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { useAuthPopup } from './use-auth-popup.ts';

afterEach(cleanup);

describe('useAuthPopup', () => {
  it('opens the platform’s auth popup in the mode asked for, closable by default', () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useAuthPopup(), platform);
    act(() => hook.result.current('registration'));
    const auth = platform.stores.auth.state;
    expect(auth.open).toBe(true);
    expect(auth.mode).toBe('registration');
    expect(auth.closable).toBe(true);
  });

  it('opens a popup the visitor cannot close with preventClose (prevent_close=1, §2.1)', () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useAuthPopup(), platform);
    act(() => hook.result.current('authorization', { preventClose: true }));
    expect(platform.stores.auth.state.open).toBe(true);
    expect(platform.stores.auth.state.closable).toBe(false);
  });

  it('hands out the same function across renders (a stable effect dependency)', () => {
    const { platform } = testPlatform();
    const hook = renderWithPlatform(() => useAuthPopup(), platform);
    const first = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(first);
  });
});

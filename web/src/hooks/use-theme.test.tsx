import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../app/cookie-names.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { listenersAcrossMount } from '../test-support/valtio-listeners.ts';
import { useTheme } from './use-theme.ts';

afterEach(cleanup);

describe('useTheme', () => {
  it('starts from the cookie and follows a change made anywhere', async () => {
    const { platform } = testPlatform({ cookies: { [THEME_COOKIE]: 'light' } });
    const hook = renderWithPlatform(() => useTheme(), platform);
    expect(hook.result.current.theme).toBe('light');
    await act(async () => platform.stores.theme.setTheme('dark'));
    expect(hook.result.current.theme).toBe('dark');
  });

  it('toggles dark ↔ light and keeps the choice in the cookie', async () => {
    const { platform, cookies } = testPlatform({ cookies: { [THEME_COOKIE]: 'dark' } });
    const hook = renderWithPlatform(() => useTheme(), platform);
    await act(async () => hook.result.current.toggle());
    expect(hook.result.current.theme).toBe('light');
    expect(cookies.get(THEME_COOKIE)).toBe('light');
    await act(async () => hook.result.current.toggle());
    expect(hook.result.current.theme).toBe('dark');
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { platform } = testPlatform();
    const seen = listenersAcrossMount(platform.stores.theme.state, () =>
      renderWithPlatform(() => useTheme(), platform),
    );
    expect(seen.whileMounted).toBeGreaterThan(0);
    expect(seen.afterUnmount).toBe(0);
  });
});

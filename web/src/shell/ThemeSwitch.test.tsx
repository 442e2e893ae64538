import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../app/platform-context.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

afterEach(cleanup);

describe('theme switch (spec §4 Theme: stored in a cookie; §9 max-age 31536000 s, default dark)', () => {
  it('starts dark without a cookie; switching writes the cookie for a year and sets data-theme', async () => {
    const env = testPlatform();
    render(
      <PlatformContext value={env.platform}>
        <ThemeSwitch />
      </PlatformContext>,
    );
    const toggle = screen.getByRole('switch', { name: 'Light theme' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(env.cookies.written.theme).toBe('theme=light; path=/; max-age=31536000; samesite=Lax');

    fireEvent.click(toggle);
    expect(env.cookies.written.theme).toBe('theme=dark; path=/; max-age=31536000; samesite=Lax');
  });

  it('reads the theme from the cookie at start', () => {
    const env = testPlatform({ cookies: { theme: 'light' } });
    expect(env.platform.stores.theme.state.theme).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

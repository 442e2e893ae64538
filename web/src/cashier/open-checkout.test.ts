import { UnsafeNavigationError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { memoryNavigation } from '../app/navigation.ts';
import { openCheckout } from './open-checkout.ts';

const origin = 'https://casino.test';

describe('opening the payment provider page', () => {
  it('loads our own checkout as a full page, not an in-app route', () => {
    const navigation = memoryNavigation('/cashier/deposit');
    const where = openCheckout({ origin, navigation }, '/demo-pay/dep_1?token=x', false, []);
    expect(where).toBe('same');
    expect(navigation.left).toEqual(['https://casino.test/demo-pay/dep_1?token=x']);
    expect(navigation.current().pathname).toBe('/cashier/deposit');
  });

  it('opens a new window when asked, keeping the opener for our own origin', () => {
    const navigation = memoryNavigation('/cashier/deposit');
    const opened: string[] = [];
    const win = { opener: 'kept' } as unknown as Window;
    const where = openCheckout({ origin, navigation }, '/demo-pay/dep_1', true, [], (url) => {
      opened.push(url);
      return win;
    });
    expect(where).toBe('new');
    expect(opened).toEqual(['https://casino.test/demo-pay/dep_1']);
    expect(win.opener).toBe('kept');
    expect(navigation.left).toEqual([]);
  });

  it('cuts the opener of an allowlisted external provider; a blocked popup uses this window', () => {
    const navigation = memoryNavigation('/cashier/deposit');
    const win = { opener: 'kept' } as unknown as Window;
    openCheckout({ origin, navigation }, 'https://pay.example/x', true, ['pay.example'], () => win);
    expect(win.opener).toBeNull();
    const where = openCheckout(
      { origin, navigation },
      'https://pay.example/y',
      true,
      ['pay.example'],
      () => null,
    );
    expect(where).toBe('same');
    expect(navigation.left).toEqual(['https://pay.example/y']);
  });

  it('in the web view app, hands the provider page to the host, whichever window was asked', () => {
    const navigation = memoryNavigation('/cashier/deposit');
    const hosted: string[] = [];
    const shell = { openExternal: (url: string) => hosted.push(url) > 0 };
    const popups: string[] = [];
    const openWindow = (url: string) => (popups.push(url), null);
    const platform = { origin, navigation, shell };
    expect(openCheckout(platform, '/demo-pay/dep_1?token=x', false, [], openWindow)).toBe('new');
    expect(openCheckout(platform, 'https://pay.example/y', true, ['pay.example'], openWindow)).toBe(
      'new',
    );
    expect(hosted).toEqual(['https://casino.test/demo-pay/dep_1?token=x', 'https://pay.example/y']);
    expect(popups).toEqual([]);
    expect(navigation.left).toEqual([]);
    expect(() => openCheckout(platform, 'https://evil.test/', false, [])).toThrow(
      UnsafeNavigationError,
    );
    expect(hosted).toHaveLength(2);
  });

  it('navigates as in a browser when the shell has no host to open it', () => {
    const navigation = memoryNavigation('/cashier/deposit');
    const shell = { openExternal: () => false };
    expect(openCheckout({ origin, navigation, shell }, '/demo-pay/dep_2', false, [])).toBe('same');
    expect(navigation.left).toEqual(['https://casino.test/demo-pay/dep_2']);
  });

  it('refuses a provider address that is not allowed', () => {
    const navigation = memoryNavigation('/');
    expect(() => openCheckout({ origin, navigation }, 'https://evil.test/', false, [])).toThrow(
      UnsafeNavigationError,
    );
    expect(navigation.left).toEqual([]);
  });
});

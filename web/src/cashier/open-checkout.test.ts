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

  it('refuses a provider address that is not allowed', () => {
    const navigation = memoryNavigation('/');
    expect(() => openCheckout({ origin, navigation }, 'https://evil.test/', false, [])).toThrow(
      UnsafeNavigationError,
    );
    expect(navigation.left).toEqual([]);
  });
});

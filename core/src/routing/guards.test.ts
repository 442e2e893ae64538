import { describe, expect, it } from 'vitest';
import { billingRedirect, guestGuard, isDepositPath, pathRequiresAuth } from './guards.ts';
import type { LocaleConfig } from './locale-prefix.ts';

const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru'] };
const guest = { uid: 0 };
const player = { uid: 1001 };

describe('guest guard (§2.1, §6)', () => {
  it.each([
    '/cashier/deposit',
    '/profile/settings',
    '/bets/open',
    '/responsible-game',
    '/profile/responsible-game',
    '/ru/cashier',
  ])('a guest opening %s is guarded', (path) => {
    expect(pathRequiresAuth(path)).toBe(true);
  });

  it.each(['/', '/betting', '/offers', '/cashier-rules', '/bets-explained', '/gamehall'])(
    '%s is open to guests',
    (path) => {
      expect(pathRequiresAuth(path)).toBe(false);
      expect(guestGuard({ pathname: path }, guest, config)).toBeNull();
    },
  );

  it('sends a guest to the index with redirectUrl = the encoded original address', () => {
    const to = guestGuard(
      { pathname: '/cashier/deposit/visa', search: '?amount=50&x=a b', hash: '#top' },
      guest,
      config,
    );
    expect(to).toBe(
      `/?redirectUrl=${encodeURIComponent('/cashier/deposit/visa?amount=50&x=a b#top')}`,
    );
    expect(new URLSearchParams(to?.split('?')[1]).get('redirectUrl')).toBe(
      '/cashier/deposit/visa?amount=50&x=a b#top',
    );
  });

  it('keeps the locale: the index page of the prefixed locale', () => {
    expect(guestGuard({ pathname: '/ru/profile', search: 'a=1' }, null, config)).toBe(
      `/ru?redirectUrl=${encodeURIComponent('/ru/profile?a=1')}`,
    );
  });

  it('lets an authenticated player through', () => {
    expect(guestGuard({ pathname: '/cashier/deposit' }, player, config)).toBeNull();
  });
});

describe('billing rule (§2.2)', () => {
  it('redirects the billing page to the deposit index', () => {
    expect(billingRedirect('/cashier/billing', config)).toBe('/cashier/deposit');
    expect(billingRedirect('/ru/cashier/billing', config)).toBe('/ru/cashier/deposit');
  });
  it('stays when the current path is a deposit page', () => {
    expect(billingRedirect('/cashier/deposit', config)).toBeNull();
    expect(billingRedirect('/ru/cashier/deposit/visa', config)).toBeNull();
    expect(isDepositPath('/cashier/deposits', config)).toBe(false);
  });
});

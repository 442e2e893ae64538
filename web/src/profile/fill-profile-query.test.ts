import { describe, expect, it } from 'vitest';
import { fillProfileQuery } from './fill-profile-query.ts';

describe('fill-profile-info query values (§2.3 from, toastType)', () => {
  it('reads from and a toast type of §4', () => {
    expect(fillProfileQuery('?from=%2Fcashier%2Fwithdraw&toastType=profile')).toEqual({
      from: '/cashier/withdraw',
      toastType: 'profile',
      arrived: true,
    });
  });

  it('drops addresses that leave the site and unknown toast types, but still notes the arrival', () => {
    for (const from of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:x']) {
      expect(fillProfileQuery(`?from=${encodeURIComponent(from)}&toastType=boom`)).toEqual({
        from: null,
        toastType: null,
        arrived: true,
      });
    }
  });

  it('is not an arrival without either value', () => {
    expect(fillProfileQuery('')).toEqual({ from: null, toastType: null, arrived: false });
    expect(fillProfileQuery('?tab=1').arrived).toBe(false);
  });
});

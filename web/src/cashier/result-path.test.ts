import { describe, expect, it } from 'vitest';
import { depositPath, payResultPath } from './result-path.ts';

describe('payment result paths (§2.2)', () => {
  it('pending, success and fail carry the transaction in the path', () => {
    expect(payResultPath('pending', 'dep_12')).toBe('/cashier/paypending/dep_12');
    expect(payResultPath('success', 'dep_12')).toBe('/cashier/paysuccess/dep_12');
    expect(payResultPath('fail', 'dep 12')).toBe('/cashier/payfail/dep%2012');
  });

  it('cancel, mobile and new window carry it in the query (their routes take none)', () => {
    expect(payResultPath('cancel', 'dep_12')).toBe('/cashier/paycancel?transaction=dep_12');
    expect(payResultPath('newwindow', 'dep_12')).toBe('/cashier/paynewwindow?transaction=dep_12');
    expect(payResultPath('mobile', null)).toBe('/cashier/paymobile');
  });

  it('keeps the backUrl', () => {
    expect(payResultPath('success', 'dep_1', '/promotions?x=1')).toBe(
      '/cashier/paysuccess/dep_1?backUrl=%2Fpromotions%3Fx%3D1',
    );
    expect(depositPath('/promotions')).toBe('/cashier/deposit?backUrl=%2Fpromotions');
    expect(depositPath(null, 'card')).toBe('/cashier/deposit/card');
  });
});

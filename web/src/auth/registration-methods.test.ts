import { describe, expect, it } from 'vitest';
import { registrationMethods, showsTabSwitcher, socialServices } from './registration-methods.ts';

describe('registration methods (spec §2.3, §3 Auth types, §9)', () => {
  it('one tab per configured method; the switcher shows only with more than one', () => {
    const methods = registrationMethods([
      { type: 'form', label: 'Email', field: 'email' },
      { type: 'fast', label: 'Quick', field: 'phone', mode: 'fast' },
      { type: 'social', label: 'Social', services: ['demo'] },
    ]);
    expect(methods.map((m) => [m.id, m.kind, m.loginType, m.fast])).toEqual([
      ['form-email', 'form', 'email', false],
      ['fast-phone', 'fast', 'phone', true],
      ['social', 'social', 'email', false],
    ]);
    expect(showsTabSwitcher(methods)).toBe(true);
    expect(socialServices(methods)).toEqual(['demo']);
    expect(
      showsTabSwitcher(registrationMethods([{ type: 'form', label: 'Email', field: 'email' }])),
    ).toBe(false);
  });

  it('a fast method in "full" mode shows every field; no config means the e-mail form', () => {
    expect(
      registrationMethods([{ type: 'fast', label: 'Full', field: 'email', mode: 'full' }])[0]!.fast,
    ).toBe(false);
    expect(registrationMethods(undefined).map((m) => m.id)).toEqual(['form-email']);
  });
});

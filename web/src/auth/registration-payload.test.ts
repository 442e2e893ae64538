import { describe, expect, it } from 'vitest';
import { internationalPhone, profilePayload, registrationPayload } from './registration-payload.ts';

const config = {
  terms: { isActive: true, defaultValue: false },
  notify: { isActive: true, defaultValue: true },
  markBetting: { isActive: true, defaultValue: 'betting' as const },
  showPromocode: true,
};

describe('registration payload (spec §3 Registration payload)', () => {
  it('sends only the fields on screen, dates in ISO and the phone with its dialling code', () => {
    const payload = registrationPayload(
      {
        phone: '(11) 91234-5678',
        phone_country_code: 'BR',
        password: ' secret123',
        first_name: ' Ada ',
        birth_date: '10.12.1985',
        sex: '2',
        email: 'hidden@croupier.test',
        currency: 'BRL',
        bet_choice: 'casino',
        promo_enabled: true,
        promo_code: '  WELCOME ',
        terms: true,
        notify: false,
      },
      {
        fields: [
          { name: 'phone', type: 'phone' },
          { name: 'password', type: 'password' },
          { name: 'first_name', type: 'name' },
          { name: 'birth_date', type: 'date' },
          { name: 'sex', type: 'sex' },
        ],
        phoneCode: '55',
        fast: false,
        locale: 'pt',
        config,
      },
    );
    expect(payload).toEqual({
      phone: '5511912345678',
      phone_country_code: 'BR',
      // The password is sent exactly as typed.
      password: ' secret123',
      first_name: 'Ada',
      birth_date: '1985-12-10',
      sex: 2,
      currency: 'BRL',
      locale: 'pt',
      notify: false,
      is_betting: false,
      terms: true,
      promo_code: 'WELCOME',
      auth_type: 'form',
    });
  });

  it('leaves out switched-off elements and a promo code behind an unticked box; fast is marked', () => {
    const payload = registrationPayload(
      {
        email: 'a@b.test',
        password: 'secret123',
        promo_enabled: false,
        promo_code: 'X',
        terms: true,
      },
      {
        fields: [
          { name: 'email', type: 'email' },
          { name: 'password', type: 'password' },
        ],
        phoneCode: null,
        fast: true,
        locale: 'en',
        config: {
          terms: { isActive: false, defaultValue: false },
          notify: { isActive: false, defaultValue: false },
          markBetting: { isActive: false, defaultValue: 'betting' },
          showPromocode: true,
        },
      },
    );
    expect(payload).toEqual({
      email: 'a@b.test',
      password: 'secret123',
      locale: 'en',
      auth_type: 'fast',
    });
  });

  it('converts phones', () => {
    expect(internationalPhone('(201) 555-0123', '1')).toBe('12015550123');
  });

  it('social registration saves only the profile fields', () => {
    expect(
      profilePayload(
        { first_name: 'Ada', email: 'x@y.z', birth_date: '10.12.1985', country_code: 'US' },
        [
          { name: 'first_name', type: 'name' },
          { name: 'email', type: 'email' },
          { name: 'birth_date', type: 'date' },
          { name: 'country_code', type: 'custom' },
        ],
      ),
    ).toEqual({ first_name: 'Ada', birth_date: '1985-12-10', country_code: 'US' });
  });
});

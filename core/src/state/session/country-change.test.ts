import { describe, expect, it, vi } from 'vitest';
import type { CurrencySettings } from '../settings/settings-types.ts';
import {
  applyCountryChange,
  changeCountry,
  currencyAfterCountryChange,
  initialCurrency,
  resolveCurrency,
} from './country-change.ts';

const settings = (over: Partial<CurrencySettings> = {}): CurrencySettings => ({
  emptyValue: 'emptyValue',
  defaultValue: 'selectedValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
  ...over,
});

const brazil = {
  regions: [{ value: 'SP' }, { value: 'RJ' }],
  documentTypes: [{ value: 'cpf' }],
  currencies: ['BRL', 'USD'],
};

describe('currency strategies (§3 Currency settings)', () => {
  it('emptyValue → empty, firstValue → first option, selectedValue → the selected one if offered', () => {
    expect(resolveCurrency('emptyValue', ['EUR'], 'EUR')).toBe('');
    expect(resolveCurrency('firstValue', ['EUR', 'USD'], 'USD')).toBe('EUR');
    expect(resolveCurrency('selectedValue', ['EUR', 'USD'], 'USD')).toBe('USD');
    expect(resolveCurrency('selectedValue', ['EUR'], 'USD')).toBe('');
    expect(resolveCurrency('firstValue', [], 'USD')).toBe('');
  });

  it('initial value uses defaultValue, then emptyValue', () => {
    expect(initialCurrency(settings(), ['USD', 'EUR'], 'EUR')).toBe('EUR');
    expect(initialCurrency(settings({ defaultValue: 'firstValue' }), ['USD', 'EUR'], 'EUR')).toBe(
      'USD',
    );
    expect(initialCurrency(settings({ emptyValue: 'firstValue' }), ['USD'], 'GBP')).toBe('USD');
    expect(initialCurrency(settings(), ['USD'], 'GBP')).toBe('');
  });

  it('country change uses changeCountryValue, then changeCountryFallbackValue', () => {
    expect(currencyAfterCountryChange(settings(), ['BRL', 'USD'], 'USD')).toBe('USD');
    expect(currencyAfterCountryChange(settings(), ['BRL'], 'USD')).toBe('BRL');
    expect(
      currencyAfterCountryChange(
        settings({ changeCountryFallbackValue: 'emptyValue' }),
        ['BRL'],
        'USD',
      ),
    ).toBe('');
    expect(
      currencyAfterCountryChange(
        settings({ changeCountryValue: 'firstValue' }),
        ['BRL', 'USD'],
        'USD',
      ),
    ).toBe('BRL');
  });

  it('with no currency chosen yet, country change uses emptyValue', () => {
    expect(currencyAfterCountryChange(settings({ emptyValue: 'firstValue' }), ['BRL'], '')).toBe(
      'BRL',
    );
    expect(
      currencyAfterCountryChange(
        settings({ emptyValue: 'emptyValue', changeCountryFallbackValue: 'emptyValue' }),
        ['BRL'],
        '',
      ),
    ).toBe('');
  });
});

describe('registration form country change (§4 Registration)', () => {
  it('resets region and document type to the first option and sets the currency', () => {
    const values = { country_code: 'DE', region: 'BY', document_type: 'passport', currency: 'EUR' };
    expect(applyCountryChange(values, 'BR', brazil, settings())).toEqual({
      country_code: 'BR',
      region: 'SP',
      document_type: 'cpf',
      currency: 'BRL',
    });
  });

  it('empties region and document type when the country offers none', () => {
    const values = { country_code: 'BR', region: 'SP', document_type: 'cpf', currency: 'USD' };
    expect(
      applyCountryChange(
        values,
        'MT',
        { regions: [], documentTypes: [], currencies: ['EUR', 'USD'] },
        settings(),
      ),
    ).toEqual({ country_code: 'MT', region: '', document_type: '', currency: 'USD' });
  });

  it('refetches personal fields for the new country', async () => {
    const getFields = vi.fn(async () => brazil);
    const values = { country_code: 'DE', region: '', document_type: '', currency: '' };
    const out = await changeCountry(
      getFields,
      values,
      'BR',
      settings({ emptyValue: 'firstValue' }),
    );
    expect(getFields).toHaveBeenCalledWith('BR');
    expect(out.values).toEqual({
      country_code: 'BR',
      region: 'SP',
      document_type: 'cpf',
      currency: 'BRL',
    });
    expect(out.fields).toBe(brazil);
  });
});

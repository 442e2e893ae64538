import { describe, expect, it, vi } from 'vitest';
import type { PersonalDataField } from '../../contract/account.ts';
import type { CurrencySettings } from '../../contract/cms.ts';
import {
  applyCountryChange,
  changeCountry,
  currencyAfterCountryChange,
  initialCurrency,
  personalFieldOptions,
  resolveCurrency,
} from './country-change.ts';

const settings = (over: Partial<CurrencySettings> = {}): CurrencySettings => ({
  emptyValue: 'emptyValue',
  defaultValue: 'selectedValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
  ...over,
});

// account.getPersonalDataFields for BR: the region and document type selects carry options.
const brazil: PersonalDataField[] = [
  { name: 'first_name', type: 'name', required: true },
  {
    name: 'region',
    type: 'text',
    required: false,
    options: [
      { value: 'SP', label: 'São Paulo' },
      { value: 'RJ', label: 'Rio de Janeiro' },
    ],
  },
  {
    name: 'document_type',
    type: 'documentType',
    required: true,
    options: [{ value: 'cpf', label: 'CPF' }],
  },
];
const brazilCurrencies = ['BRL', 'USD'];

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
    expect(applyCountryChange(values, 'BR', brazil, brazilCurrencies, settings())).toEqual({
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
        [{ name: 'first_name', type: 'name', required: true }],
        ['EUR', 'USD'],
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
      brazilCurrencies,
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

describe('personal field options', () => {
  it("are the named field's options, none when the field is missing or has none", () => {
    expect(personalFieldOptions(brazil, 'region').map((o) => o.value)).toEqual(['SP', 'RJ']);
    expect(personalFieldOptions(brazil, 'first_name')).toEqual([]);
    expect(personalFieldOptions(brazil, 'postcode')).toEqual([]);
  });
});

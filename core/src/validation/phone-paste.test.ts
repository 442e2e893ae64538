import { describe, expect, it } from 'vitest';
import { parsePastedPhone, type PhoneCountryOption } from './phone-paste.ts';

const BR: PhoneCountryOption = {
  country_code: 'BR',
  phone_code: '+55',
  name: 'Brazil',
  mask: ['(##) ####-####', '(##) #####-####'],
};
const LV: PhoneCountryOption = {
  country_code: 'LV',
  phone_code: '+371',
  name: 'Latvia',
  mask: '## ### ###',
};
const US: PhoneCountryOption = {
  country_code: 'US',
  phone_code: '+1',
  name: 'United States',
  mask: '(###) ###-####',
};
const CA: PhoneCountryOption = {
  country_code: 'CA',
  phone_code: '1',
  name: 'Canada',
  mask: '(###) ###-####',
};
const RU: PhoneCountryOption = {
  country_code: 'RU',
  phone_code: '+7',
  name: 'Russia',
  mask: '(###) ###-##-##',
};
const KZ: PhoneCountryOption = {
  country_code: 'KZ',
  phone_code: '+7',
  name: 'Kazakhstan',
  mask: '(###) ###-##-##',
};
const UA: PhoneCountryOption = { country_code: 'UA', phone_code: '+380', name: 'Ukraine' };
const options = [US, CA, RU, KZ, BR, LV, UA];

describe('paste parsed by country code prefix (§5)', () => {
  it('a pasted "+55 11 91234-5678" picks BR and strips the prefix', () => {
    expect(parsePastedPhone('+55 11 91234-5678', options)).toEqual({
      option: BR,
      digits: '11912345678',
      value: '(11) 91234-5678',
    });
  });

  it('takes the longest matching code and the 00 international prefix', () => {
    expect(parsePastedPhone('00371 20 000 000', options)).toMatchObject({
      option: LV,
      value: '20 000 000',
    });
  });

  it('a country without a mask keeps the national digits', () => {
    expect(parsePastedPhone('+380 44 123 4567', options)).toMatchObject({
      option: UA,
      value: '441234567',
    });
  });

  it('settles shared codes by the number itself (+1 Toronto is CA, +7 701 is KZ)', () => {
    expect(parsePastedPhone('+1 416 555 0199', options)?.option).toBe(CA);
    expect(parsePastedPhone('+1 212 555 0100', options)?.option).toBe(US);
    expect(parsePastedPhone('+7 701 123 4567', options)?.option).toBe(KZ);
    expect(parsePastedPhone('+7 912 345 67 89', options)?.option).toBe(RU);
  });

  it('falls back to the current country for an undecidable shared code', () => {
    expect(parsePastedPhone('+7 000', options, KZ)?.option).toBe(KZ);
    expect(parsePastedPhone('+7 000', options)?.option).toBe(RU);
  });

  it('cuts the national part to the country mask', () => {
    expect(parsePastedPhone('+371 20000000999', options)?.value).toBe('20 000 000');
  });

  it('returns null for national numbers and unknown codes', () => {
    expect(parsePastedPhone('11 91234-5678', options)).toBeNull();
    expect(parsePastedPhone('+999 123', options)).toBeNull();
    expect(parsePastedPhone('+', options)).toBeNull();
  });
});

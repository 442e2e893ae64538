import { describe, expect, it } from 'vitest';
import { profileFormFields, profileFormValues, profileSavePayload } from './profile-values.ts';

const profile = {
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Silva',
  sex: 2 as const,
  birth_date: '1990-03-07',
  country: 'Brazil',
  country_code: 'BR',
  region: 'SP',
  home_town: null,
  address: null,
  postcode: '01310-100',
  mobile: null,
  email: 'ana@example.test',
  login: 'ana@example.test',
  currency: 'BRL',
  phone_country_code: null,
  fakename: null,
  document_type: 'cpf',
  document_number: '52998224725',
};

describe('personal details values (§3 Profile, §9 dd.mm.yyyy)', () => {
  it('fills the form from the profile, nulls as empty text and sex 0 as unset', () => {
    const values = profileFormValues({ ...profile, sex: 0 });
    expect(values).toMatchObject({
      first_name: 'Ana',
      middle_name: '',
      birth_date: '07.03.1990',
      sex: '',
      country_code: 'BR',
      document_number: '52998224725',
    });
    expect(profileFormValues(profile).sex).toBe('2');
  });

  it('keeps only the fields saveProfileInfo takes (no e-mail, phone or password)', () => {
    const names = profileFormFields([
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'phone', required: true },
      { name: 'password', type: 'password', required: true },
      { name: 'first_name', type: 'name', required: true },
      { name: 'birth_date', type: 'date', required: true },
    ]).map((f) => f.name);
    expect(names).toEqual(['first_name', 'birth_date']);
  });

  it('sends cleared optional fields as empty text so the server clears them', () => {
    const payload = profileSavePayload(
      { first_name: ' Ana ', home_town: '', birth_date: '07.03.1990', sex: '1', email: 'x' },
      [
        { name: 'first_name', type: 'name' },
        { name: 'home_town', type: 'text' },
        { name: 'birth_date', type: 'date' },
        { name: 'sex', type: 'sex' },
        { name: 'email', type: 'email' },
      ],
    );
    expect(payload).toEqual({
      first_name: 'Ana',
      home_town: '',
      birth_date: '1990-03-07',
      sex: 1,
    });
  });

  it('leaves out an unset sex and an empty date, which have no empty value on the wire', () => {
    const payload = profileSavePayload({ sex: '', birth_date: '' }, [
      { name: 'sex', type: 'sex' },
      { name: 'birth_date', type: 'date' },
    ]);
    expect(payload).toEqual({});
  });
});

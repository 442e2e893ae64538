import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES, FORM_MESSAGES, formatMessage, interpolate } from './messages.ts';

describe('default messages (§5, overridable from the content system)', () => {
  it.each([
    ['required', {}, 'Field is required'],
    ['email', {}, 'Wrong email address'],
    ['minLength', { min: 6 }, 'Min length is 6'],
    ['maxLength', { max: 20 }, 'Max length is 20'],
    ['phone', {}, 'Wrong phone number'],
    ['fakename', {}, 'Wrong fake name'],
    ['password', {}, 'Wrong password'],
    ['name', {}, 'Wrong symbols in name'],
    ['address', {}, 'Wrong address'],
    ['iban', {}, 'Wrong iban'],
    ['minValue', { min: 10 }, 'Min value is 10'],
    ['maxValue', { max: 500 }, 'Max value is 500'],
    ['date', {}, 'Wrong date'],
    ['sameAs', { name: 'password' }, 'The value must be equal to the password value'],
    ['multipleOf', { value: 5 }, 'Value is not multiple of 5'],
  ])('%s → %s', (key, params, text) => {
    expect(formatMessage(key, params)).toBe(text);
  });

  it.each([
    ['required', {}, 'Value is required'],
    ['email', {}, 'Value is not a valid email address'],
    ['minLength', { min: 6 }, 'This field should be at least 6 characters long'],
    ['maxLength', { max: 20 }, 'The maximum length allowed is 20'],
  ])('form variant of %s → %s', (key, params, text) => {
    expect(formatMessage(key, params, undefined, 'form')).toBe(text);
  });

  it('form variant falls back to the default text for other keys', () => {
    expect(formatMessage('iban', {}, undefined, 'form')).toBe('Wrong iban');
  });

  it('has a text for every key a rule reports', () => {
    for (const key of [
      'requiredField',
      'wrongField',
      'sumError',
      'insertPhoneNumber',
      'wrongPhoneFormat',
      'insertEmailAddress',
      'wrongEmailAddress',
      'insertPassword',
      'shortPassword',
      'passwordSymbols',
      'passwordsNotEqual',
      'uncheckedCheckbox',
      'minCountSymbolsFakename',
      'specialSymbolsFakename',
      'smsCodeError',
      'wrongCode',
      'regex',
      'cardNumber',
      'cardHolder',
      'cpf',
      'wrongPromoCode',
    ]) {
      expect(DEFAULT_MESSAGES[key as keyof typeof DEFAULT_MESSAGES], key).toMatch(/\S/);
    }
    expect(Object.keys(FORM_MESSAGES).every((k) => k in DEFAULT_MESSAGES)).toBe(true);
  });

  it('inserts min and max into sumError', () => {
    expect(formatMessage('sumError', { min: 10, max: 1000 })).toBe(
      'Amount must be between 10 and 1000',
    );
  });

  it('lets content-system overrides win, in either placeholder style', () => {
    const overrides = { minLength: 'Mindestens $$min$$ Zeichen', sumError: 'From {min} to {max}' };
    expect(formatMessage('minLength', { min: 6 }, overrides)).toBe('Mindestens 6 Zeichen');
    expect(formatMessage('minLength', { min: 6 }, overrides, 'form')).toBe('Mindestens 6 Zeichen');
    expect(formatMessage('sumError', { min: 1, max: 2 }, overrides)).toBe('From 1 to 2');
  });

  it('ignores empty overrides and returns unknown keys as they are', () => {
    expect(formatMessage('date', {}, { date: '' })).toBe('Wrong date');
    expect(formatMessage('noSuchKey')).toBe('noSuchKey');
    expect(formatMessage('noSuchKey', {}, { noSuchKey: 'From CMS' })).toBe('From CMS');
  });

  it('interpolates both styles and leaves unknown placeholders visible', () => {
    expect(interpolate('$$min$$–{max} {currency}', { min: 1, max: 9 })).toBe('1–9 {currency}');
    expect(interpolate('Min length is $$min$$')).toBe('Min length is $$min$$');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultTranslate } from './translate.ts';
import { ruleReasonText, serverReasonText } from './rule-reason-text.ts';

describe('ruleReasonText', () => {
  const ru: Record<string, string> = {
    'validation.shortPassword': 'Пароль должен быть не короче {min} символов',
    'validation.wrongField': 'Неверное значение',
  };
  const t = (key: string, fallback: string, params?: Record<string, string | number>) =>
    defaultTranslate(key, ru[key] ?? fallback, params);

  it('words a reason code in the locale, with the §9 constant it needs', () => {
    expect(ruleReasonText(t, 'shortPassword')).toBe('Пароль должен быть не короче 6 символов');
    expect(ruleReasonText(t, 'wrongField')).toBe('Неверное значение');
    expect(ruleReasonText(t, 'minCountSymbolsFakename')).toBe(
      'Nickname must be at least 4 characters long',
    );
  });

  it("words the server's own codes and the numbers sent beside a code", () => {
    expect(ruleReasonText(t, 'loginTaken')).toBe('This login is already registered');
    expect(ruleReasonText(t, 'sumError', { min: 10, max: 5000 })).toBe(
      'Amount must be between 10 and 5000',
    );
  });

  it("matches no English: a sentence, even core's own default, is no reason code", () => {
    expect(ruleReasonText(t, 'Wrong value')).toBeNull();
    expect(ruleReasonText(t, 'Field is required')).toBeNull();
    expect(serverReasonText(t, 'Field is required')).toBe('Field is required');
    expect(ruleReasonText(t, 'This nickname is already taken')).toBeNull();
    expect(ruleReasonText(t, 'toString')).toBeNull();
  });
});

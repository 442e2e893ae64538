import { describe, expect, it } from 'vitest';
import { defaultTranslate } from './translate.ts';
import { ruleReasonText } from './rule-reason-text.ts';

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

  it("reads core's default sentence as its code; anything else is not a rule reason", () => {
    expect(ruleReasonText(t, 'Wrong value')).toBe('Неверное значение');
    expect(ruleReasonText(t, 'This nickname is already taken')).toBeNull();
    expect(ruleReasonText(t, 'toString')).toBeNull();
  });
});

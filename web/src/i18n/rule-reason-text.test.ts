import { describe, expect, it } from 'vitest';
import { defaultTranslate } from './translate.ts';
import { serverReasonText } from './rule-reason-text.ts';

describe('serverReasonText', () => {
  const ru: Record<string, string> = {
    'validation.shortPassword': 'Пароль должен быть не короче {min} символов',
    'validation.wrongField': 'Неверное значение',
  };
  const t = (key: string, fallback: string, params?: Record<string, string | number>) =>
    defaultTranslate(key, ru[key] ?? fallback, params);

  it('words a reason code in the locale, with the §9 constant it needs', () => {
    expect(serverReasonText(t, 'shortPassword')).toBe('Пароль должен быть не короче 6 символов');
    expect(serverReasonText(t, 'wrongField')).toBe('Неверное значение');
    expect(serverReasonText(t, 'minCountSymbolsFakename')).toBe(
      'Nickname must be at least 4 characters long',
    );
  });

  it("words the server's own codes and the numbers sent beside a code", () => {
    expect(serverReasonText(t, 'loginTaken')).toBe('This login is already registered');
    expect(serverReasonText(t, 'sumError', { min: 10, max: 5000 })).toBe(
      'Amount must be between 10 and 5000',
    );
  });

  it("matches no English: a sentence, even core's own default, is no reason code and shows as sent", () => {
    // Every text a code would get comes back marked, so a sentence taken for a code shows.
    const marked = (key: string, fallback: string) => `[${key}] ${fallback}`;
    expect(serverReasonText(marked, 'Wrong value')).toBe('Wrong value');
    expect(serverReasonText(marked, 'Field is required')).toBe('Field is required');
    expect(serverReasonText(marked, 'This nickname is already taken')).toBe(
      'This nickname is already taken',
    );
    expect(serverReasonText(marked, 'toString')).toBe('toString');
  });
});

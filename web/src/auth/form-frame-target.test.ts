import { describe, expect, it } from 'vitest';
import { formFrameAction } from './form-frame-target.ts';

const config = { defaultLocale: 'en', locales: ['en', 'ru'] };
const origin = 'https://casino.example';
const input = {
  form: 'sign_in' as const,
  framed: true,
  signedIn: false,
  backUrl: '/promotions',
  locale: 'en',
  config,
  origin,
};

describe('embeddable forms (§2.2)', () => {
  it('framed: asks the parent to go home with show_popup_reg=1 and the backUrl', () => {
    expect(formFrameAction(input)).toEqual({
      kind: 'post',
      message: { type: 'redirect', url: '/?show_popup_reg=1&backUrl=%2Fpromotions' },
      fallbackUrl: '/?show_popup_reg=1&backUrl=%2Fpromotions',
    });
    expect(formFrameAction({ ...input, locale: 'ru', backUrl: null })).toMatchObject({
      message: { type: 'redirect', url: '/ru?show_popup_reg=1' },
    });
  });

  it('framed and signed in: asks the parent to reload the user', () => {
    expect(formFrameAction({ ...input, signedIn: true })).toEqual({
      kind: 'post',
      message: { type: 'refresh_user' },
      fallbackUrl: '/',
    });
  });

  it('not framed: goes home with the popup flag of its form; unsafe backUrls are dropped', () => {
    expect(formFrameAction({ ...input, framed: false })).toEqual({
      kind: 'navigate',
      url: '/?show_popup_auth=1&backUrl=%2Fpromotions',
    });
    expect(
      formFrameAction({
        ...input,
        framed: false,
        form: 'sign_up',
        backUrl: 'https://evil.example/',
      }),
    ).toEqual({ kind: 'navigate', url: '/?show_popup_reg=1' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  formFrameMessageFrom,
  formFrameRedirectMessage,
  framePathFromMessage,
  framePathMessage,
  isFormFramePath,
  refreshUserMessage,
} from './frame-messages.ts';
import type { LocaleConfig } from './locale-prefix.ts';

const origin = 'https://casino.example';
const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru'] };

describe('frame-check page path message (§7)', () => {
  it('accepts our origin and a safe path; the receiver navigates to it', () => {
    expect(framePathFromMessage({ origin, data: framePathMessage('/ru/offers?x=1') }, origin)).toBe(
      '/ru/offers?x=1',
    );
  });
  it('rejects other origins, other shapes and unsafe paths', () => {
    const data = framePathMessage('/offers');
    expect(framePathFromMessage({ origin: 'https://evil.com', data }, origin)).toBeNull();
    expect(framePathFromMessage({ origin: 'null', data }, origin)).toBeNull();
    expect(framePathFromMessage({ origin, data: '/offers' }, origin)).toBeNull();
    expect(
      framePathFromMessage({ origin, data: { type: 'other', path: '/offers' } }, origin),
    ).toBeNull();
    expect(
      framePathFromMessage({ origin, data: { type: 'frame_path', path: 5 } }, origin),
    ).toBeNull();
    expect(
      framePathFromMessage({ origin, data: framePathMessage('//evil.com') }, origin),
    ).toBeNull();
    expect(
      framePathFromMessage({ origin, data: framePathMessage('javascript:alert(1)') }, origin),
    ).toBeNull();
  });
});

describe('sign-in / sign-up forms embedded in a frame (§2.2)', () => {
  it('recognises the form paths with or without a locale', () => {
    expect(isFormFramePath('/forms/sign_in', config)).toBe(true);
    expect(isFormFramePath('/ru/forms/sign_up/', config)).toBe(true);
    expect(isFormFramePath('/forms/other', config)).toBe(false);
  });
  it('asks the parent to go home with show_popup_reg=1 and a backUrl', () => {
    const message = formFrameRedirectMessage('/tournaments/9', 'ru', config, origin);
    expect(message).toEqual({
      type: 'redirect',
      url: `/ru?show_popup_reg=1&backUrl=${encodeURIComponent('/tournaments/9')}`,
    });
  });
  it('drops an unsafe backUrl', () => {
    expect(formFrameRedirectMessage('//evil.com', 'en', config, origin)).toEqual({
      type: 'redirect',
      url: '/?show_popup_reg=1',
    });
    expect(formFrameRedirectMessage(null, 'en', config, origin)).toEqual({
      type: 'redirect',
      url: '/?show_popup_reg=1',
    });
  });
  it('the parent accepts redirect and refresh_user from our origin only', () => {
    const redirect = formFrameRedirectMessage('/offers', 'en', config, origin);
    expect(formFrameMessageFrom({ origin, data: redirect }, origin)).toEqual(redirect);
    expect(formFrameMessageFrom({ origin, data: refreshUserMessage() }, origin)).toEqual({
      type: 'refresh_user',
    });
    expect(formFrameMessageFrom({ origin: 'https://evil.com', data: redirect }, origin)).toBeNull();
    expect(
      formFrameMessageFrom(
        { origin, data: { type: 'redirect', url: 'https://evil.com/' } },
        origin,
      ),
    ).toBeNull();
    expect(formFrameMessageFrom({ origin, data: { type: 'logout' } }, origin)).toBeNull();
    expect(formFrameMessageFrom({ origin, data: null }, origin)).toBeNull();
  });
});

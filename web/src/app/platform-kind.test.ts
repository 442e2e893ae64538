import { describe, expect, it } from 'vitest';
import { detectKind } from './platform-kind.ts';

const page = (extra: Record<string, unknown> = {}, standalone = false) =>
  ({
    addEventListener() {},
    removeEventListener() {},
    matchMedia: (query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
    }),
    navigator: {},
    ...extra,
  }) as unknown as Window;

const host = { postMessage() {} };

describe('the platform kind (§9), decided once at start-up', () => {
  it('is the web view app inside an iOS, Android or React Native host', () => {
    expect(detectKind(page({ webkit: { messageHandlers: { croupier: host } } }))).toBe('webview');
    expect(detectKind(page({ CroupierAndroid: host }))).toBe('webview');
    expect(detectKind(page({ ReactNativeWebView: host }))).toBe('webview');
    // A host also launched standalone is still the web view app.
    expect(detectKind(page({ ReactNativeWebView: host }, true))).toBe('webview');
  });

  it('is the PWA when launched from the home screen, the default site otherwise', () => {
    expect(detectKind(page({}, true))).toBe('pwa');
    expect(detectKind(page({ navigator: { standalone: true } }))).toBe('pwa');
    expect(detectKind(page())).toBe('default');
    // Another app's message handler is not our host.
    expect(detectKind(page({ webkit: { messageHandlers: { other: host } } }))).toBe('default');
  });

  it('falls back to the default site when probing the page throws', () => {
    const hostile = page({
      matchMedia: () => {
        throw new Error('no media queries here');
      },
    });
    expect(detectKind(hostile)).toBe('default');
  });
});

import { describe, expect, it } from 'vitest';
import type { BridgeWindow } from '../transport/bridge-window.ts';
import { detectPlatformKind } from './detect-platform-kind.ts';

function stub(
  options: { standalone?: boolean; iosStandalone?: boolean; host?: object } = {},
): BridgeWindow {
  return Object.assign(new EventTarget(), {
    matchMedia: (query: string) => ({
      matches: query === '(display-mode: standalone)' && options.standalone === true,
    }),
    navigator: options.iosStandalone === undefined ? {} : { standalone: options.iosStandalone },
    ...options.host,
  }) as never;
}

describe('detectPlatformKind (§9: default, PWA, web view app)', () => {
  it('is default in a plain browser tab', () => {
    expect(detectPlatformKind(stub())).toBe('default');
    expect(detectPlatformKind(stub({ iosStandalone: false }))).toBe('default');
  });

  it('is pwa when launched in display-mode standalone, or from the iOS home screen', () => {
    expect(detectPlatformKind(stub({ standalone: true }))).toBe('pwa');
    expect(detectPlatformKind(stub({ iosStandalone: true }))).toBe('pwa');
  });

  it('is webview inside a native host, even when the web view reports standalone', () => {
    const host = { ReactNativeWebView: { postMessage() {} } };
    expect(detectPlatformKind(stub({ host }))).toBe('webview');
    expect(detectPlatformKind(stub({ host, standalone: true }))).toBe('webview');
    const ios = { webkit: { messageHandlers: { croupier: { postMessage() {} } } } };
    expect(detectPlatformKind(stub({ host: ios }))).toBe('webview');
  });

  it('works on a window without matchMedia or navigator', () => {
    expect(detectPlatformKind(new EventTarget() as never)).toBe('default');
  });

  it('accepts the real window type', () => {
    const real: BridgeWindow = window;
    expect(detectPlatformKind(real)).toBe('default');
  });
});

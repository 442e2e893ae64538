import { describe, expect, it, vi } from 'vitest';
import type { BridgeWindow } from './bridge-window.ts';
import { detectTransport } from './detect-transport.ts';

function stub(extra: Record<string, unknown> = {}): BridgeWindow & Record<string, unknown> {
  return Object.assign(
    new EventTarget(),
    { location: { origin: 'https://casino.example.com' } },
    extra,
  ) as never;
}

const sink = () => ({ message: vi.fn(), rejected: vi.fn() });

describe('detectTransport', () => {
  it('finds iOS by webkit.messageHandlers.croupier and posts through it as a method', () => {
    const handler = { postMessage: vi.fn() };
    const transport = detectTransport(stub({ webkit: { messageHandlers: { croupier: handler } } }));
    expect(transport?.kind).toBe('ios');
    transport!.post('{"a":1}');
    expect(handler.postMessage).toHaveBeenCalledWith('{"a":1}');
    expect(handler.postMessage.mock.contexts[0]).toBe(handler);
  });

  it('finds Android by CroupierAndroid and React Native by ReactNativeWebView', () => {
    expect(detectTransport(stub({ CroupierAndroid: { postMessage() {} } }))?.kind).toBe('android');
    expect(detectTransport(stub({ ReactNativeWebView: { postMessage() {} } }))?.kind).toBe(
      'react-native',
    );
  });

  it('prefers iOS, then Android, then React Native when several are present', () => {
    const all = {
      webkit: { messageHandlers: { croupier: { postMessage() {} } } },
      CroupierAndroid: { postMessage() {} },
      ReactNativeWebView: { postMessage() {} },
    };
    expect(detectTransport(stub(all))?.kind).toBe('ios');
    expect(detectTransport(stub({ ...all, webkit: undefined }))?.kind).toBe('android');
  });

  it('finds nothing in a plain browser, with other message handlers, or behind a throwing getter', () => {
    expect(detectTransport(stub())).toBeNull();
    expect(
      detectTransport(stub({ webkit: { messageHandlers: { other: { postMessage() {} } } } })),
    ).toBeNull();
    expect(detectTransport(stub({ CroupierAndroid: { postMessage: 'no' } }))).toBeNull();
    const hostile = stub();
    Object.defineProperty(hostile, 'webkit', {
      get() {
        throw new Error('denied');
      },
    });
    expect(detectTransport(hostile)).toBeNull();
  });
});

describe('the inbox', () => {
  it('exists only while someone listens, and delivers to every listener', () => {
    const win = stub({ CroupierAndroid: { postMessage() {} } });
    const transport = detectTransport(win)!;
    expect(win['__croupierBridge']).toBeUndefined();
    const first = sink();
    const second = sink();
    const stopFirst = transport.listen(first);
    const stopSecond = transport.listen(second);
    (win['__croupierBridge'] as { receive(m: string): void }).receive('{"x":1}');
    expect(first.message).toHaveBeenCalledWith('{"x":1}', 'inbox');
    expect(second.message).toHaveBeenCalledWith('{"x":1}', 'inbox');
    stopFirst();
    expect(win['__croupierBridge']).toBeDefined();
    stopSecond();
    expect(win['__croupierBridge']).toBeUndefined();
  });

  it("drains a host placeholder's queue in order, after the listener's own set-up", async () => {
    const win = stub({ webkit: { messageHandlers: { croupier: { postMessage() {} } } } });
    win['__croupierBridge'] = { queue: ['first', { second: true }] };
    const listener = sink();
    const stop = detectTransport(win)!.listen(listener);
    expect(listener.message).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener.message.mock.calls).toEqual([
      ['first', 'inbox'],
      [{ second: true }, 'inbox'],
    ]);
    expect(win['__croupierBridge']).not.toHaveProperty('queue');
    stop();
  });

  it('cannot be replaced by assignment', () => {
    const win = stub({ CroupierAndroid: { postMessage() {} } });
    const stop = detectTransport(win)!.listen(sink());
    const inbox = win['__croupierBridge'];
    expect(() => {
      'use strict';
      win['__croupierBridge'] = { receive() {} };
    }).toThrow(TypeError);
    expect(win['__croupierBridge']).toBe(inbox);
    stop();
  });
});

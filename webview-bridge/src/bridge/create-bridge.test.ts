import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeCommandError, BridgeTimeoutError, BridgeUnavailableError } from '../errors.ts';
import { COMMAND_NAMES, commands } from '../protocol/commands.ts';
import type { BridgeWindow } from '../transport/bridge-window.ts';
import { installHostSimulator } from '../testing/host-simulator.ts';
import type { HostSimulator, HostSimulatorOptions } from '../testing/host-simulator.ts';
import { createBridge } from './create-bridge.ts';
import type { Bridge } from './create-bridge.ts';

const header = { protocol: 'croupier-bridge', version: 1 } as const;

/** A stub window: an EventTarget with a document, an origin and no crypto (counter ids). */
function stubWindow(): BridgeWindow & EventTarget & Record<string, unknown> {
  return Object.assign(new EventTarget(), {
    document: new EventTarget(),
    location: { origin: 'https://casino.example.com' },
    MessageEvent,
  }) as unknown as BridgeWindow & EventTarget & Record<string, unknown>;
}

function logger() {
  return { warn: vi.fn(), debug: vi.fn() };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

function setup(options: HostSimulatorOptions, win = stubWindow()) {
  const host = installHostSimulator(win, options);
  const log = logger();
  const bridge = createBridge({ window: win, logger: log });
  cleanups.push(() => {
    bridge.dispose();
    host.uninstall();
  });
  return { win, host, log, bridge };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('round trips', () => {
  it.each([
    ['ios', 'window'],
    ['android', 'window'],
    ['react-native', 'window'],
    ['react-native', 'document'],
  ] as const)(
    '%s (%s): sends a versioned request and resolves with the checked result',
    async (kind, target) => {
      const { host, bridge } = setup({
        kind,
        reactNativeTarget: target,
        responses: { requestPushToken: { result: { token: 'abc123', platform: 'fcm' } } },
      });
      expect(bridge.kind).toBe(kind);
      expect(bridge.available).toBe(true);
      await expect(bridge.send('requestPushToken', {})).resolves.toEqual({
        token: 'abc123',
        platform: 'fcm',
      });
      expect(host.commands).toHaveLength(1);
      expect(JSON.parse(host.commands[0]!.raw)).toEqual({
        ...header,
        type: 'request',
        id: host.commands[0]!.id,
        command: 'requestPushToken',
        params: {},
      });
    },
  );

  it.each(['ios', 'android', 'react-native'] as const)(
    '%s: delivers host events to handlers',
    async (kind) => {
      const { host, bridge } = setup({ kind });
      const insets = vi.fn();
      bridge.on('safeAreaInsets', insets);
      host.emit('safeAreaInsets', { top: 47, right: 0, bottom: 34, left: 0 });
      expect(insets).toHaveBeenCalledWith({ top: 47, right: 0, bottom: 34, left: 0 });
    },
  );

  it("a host's event queued before the site started reaches a handler subscribed right after createBridge", async () => {
    const win = stubWindow();
    const host = installHostSimulator(win, { kind: 'ios' });
    win['__croupierBridge'] = {
      queue: [
        JSON.stringify({
          ...header,
          type: 'event',
          event: 'safeAreaInsets',
          payload: { top: 47, right: 0, bottom: 34, left: 0 },
        }),
      ],
    };
    const bridge = createBridge({ window: win, logger: logger() });
    cleanups.push(() => {
      bridge.dispose();
      host.uninstall();
    });
    const insets = vi.fn();
    bridge.on('safeAreaInsets', insets);
    await Promise.resolve();
    expect(insets).toHaveBeenCalledWith({ top: 47, right: 0, bottom: 34, left: 0 });
  });

  it.each(COMMAND_NAMES)('%s: its documented example round-trips', async (name) => {
    const example = commands[name].example;
    const { host, bridge } = setup({
      kind: 'ios',
      responses: { [name]: { result: example.result } },
    });
    const send = bridge.send as (c: string, p: unknown) => Promise<unknown>;
    await expect(send(name, example.params)).resolves.toEqual(example.result);
    expect(host.commands[0]!.params).toEqual(example.params);
  });

  it('uses crypto.randomUUID for ids when the window has it, a counter otherwise', async () => {
    const win = Object.assign(stubWindow(), { crypto: { randomUUID: () => 'uuid-1' } });
    const { host, bridge } = setup({ kind: 'android', responses: { close: { result: {} } } }, win);
    await bridge.send('close', {});
    expect(host.commands[0]!.id).toBe('uuid-1');

    const other = setup({ kind: 'android', responses: { close: { result: {} } } });
    await other.bridge.send('close', {});
    await other.bridge.send('close', {});
    const [first, second] = other.host.commands.map((c) => c.id);
    expect(first).toMatch(/^[a-z0-9]+-1$/);
    expect(second).toMatch(/^[a-z0-9]+-2$/);
  });

  it('rejects with BridgeCommandError carrying the host error code', async () => {
    const { bridge } = setup({
      kind: 'ios',
      responses: { biometricUnlock: { error: { code: 'denied', message: 'user cancelled' } } },
    });
    const error = await bridge.send('biometricUnlock', { reason: 'Sign in' }).catch((e) => e);
    expect(error).toBeInstanceOf(BridgeCommandError);
    expect(error).toMatchObject({
      command: 'biometricUnlock',
      code: 'denied',
      hostMessage: 'user cancelled',
    });
  });

  it('answers unsupported for commands the host does not implement', async () => {
    const { bridge } = setup({ kind: 'android' });
    await expect(bridge.send('rateApp', {})).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('refuses invalid params before posting anything', async () => {
    const { host, bridge } = setup({ kind: 'ios' });
    const error = await bridge.send('openExternal', { url: 'javascript:alert(1)' }).catch((e) => e);
    expect(error).toBeInstanceOf(BridgeCommandError);
    expect(error.code).toBe('invalid');
    expect(host.commands).toEqual([]);
  });

  it('a throwing event handler does not stop the others', () => {
    const { host, bridge, log } = setup({ kind: 'ios' });
    const second = vi.fn();
    bridge.on('appResumed', () => {
      throw new Error('boom');
    });
    bridge.on('appResumed', second);
    host.emit('appResumed', {});
    expect(second).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      'webview-bridge: a appResumed handler threw',
      expect.any(Error),
    );
  });

  it('on() returns an unsubscribe', () => {
    const { host, bridge } = setup({ kind: 'ios' });
    const handler = vi.fn();
    const off = bridge.on('network', handler);
    host.emit('network', { online: false });
    off();
    host.emit('network', { online: true });
    expect(handler.mock.calls).toEqual([[{ online: false }]]);
  });
});

describe('timeouts', () => {
  it('rejects with BridgeTimeoutError after the 10 s default', async () => {
    vi.useFakeTimers();
    const { bridge } = setup({ kind: 'ios', responses: { haptic: { ignore: true } } });
    const outcome = bridge.send('haptic', { style: 'success' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BridgeTimeoutError);
    expect(error).toMatchObject({ command: 'haptic', timeoutMs: 10_000 });
  });

  it('commands that wait for the player get their own longer default', async () => {
    vi.useFakeTimers();
    const { bridge } = setup({
      kind: 'ios',
      responses: { share: { result: {}, delayMs: 60_000 } },
    });
    const shared = bridge.send('share', { url: 'https://casino.example.com/' });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(shared).resolves.toEqual({});
  });

  it('a per-call timeout overrides both, and a late answer is dropped and logged', async () => {
    vi.useFakeTimers();
    const { bridge, log } = setup({
      kind: 'ios',
      responses: { close: { result: {}, delayMs: 500 } },
    });
    const closing = bridge.send('close', {}, { timeoutMs: 200 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(200);
    expect(await closing).toMatchObject({ name: 'BridgeTimeoutError', timeoutMs: 200 });
    await vi.advanceTimersByTimeAsync(300);
    expect(log.warn).toHaveBeenCalledWith(
      'webview-bridge: dropped a response to an unknown request id',
      expect.objectContaining({ ok: true }),
    );
  });

  it('the bridge-wide timeout replaces the 10 s default', async () => {
    vi.useFakeTimers();
    const win = stubWindow();
    const host = installHostSimulator(win, { kind: 'ios', responses: { close: { ignore: true } } });
    const bridge = createBridge({ window: win, logger: logger(), timeoutMs: 3_000 });
    cleanups.push(() => (bridge.dispose(), host.uninstall()));
    const closing = bridge.send('close', {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await closing).toMatchObject({ timeoutMs: 3_000 });
  });
});

describe('malformed input is dropped and logged, never acted on', () => {
  function withPending(bridge: Bridge, host: HostSimulator) {
    const handler = vi.fn();
    bridge.on('deepLink', handler);
    const pending = bridge.send('requestPushToken', {}, { timeoutMs: 1_000 });
    pending.catch(() => {}); // disposed in cleanup when a test leaves it waiting
    return { handler, pending, id: host.commands[0]!.id };
  }

  it.each([
    ['bad JSON', '{"protocol": "croupier-bridge", ', 'not JSON'],
    ['not an object', '[1, 2]', 'not a JSON object'],
    [
      'another protocol',
      {
        protocol: 'other',
        version: 1,
        type: 'event',
        event: 'deepLink',
        payload: { url: 'https://x.example/' },
      },
      'not a croupier-bridge message',
    ],
    [
      'wrong version',
      {
        ...header,
        version: 2,
        type: 'event',
        event: 'deepLink',
        payload: { url: 'https://x.example/' },
      },
      'unsupported protocol version 2',
    ],
    ['unknown type', { ...header, type: 'notification' }, 'bad header'],
    [
      'a request from the host',
      { ...header, type: 'request', id: 'x', command: 'close', params: {} },
      'requests only travel web → native',
    ],
    [
      'unknown event',
      { ...header, type: 'event', event: 'jackpotWon', payload: {} },
      'unknown event "jackpotWon"',
    ],
    [
      'wrong payload shape',
      { ...header, type: 'event', event: 'deepLink', payload: { link: 'https://x.example/' } },
      'bad deepLink payload',
    ],
    [
      'response with an unknown error code',
      { ...header, type: 'response', id: 'x', ok: false, error: { code: 'nope' } },
      'bad response',
    ],
  ])('%s', async (_case, message, reason) => {
    const { bridge, host, log } = setup({
      kind: 'ios',
      responses: { requestPushToken: { ignore: true } },
    });
    const { handler } = withPending(bridge, host);
    host.deliver(message);
    expect(handler).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain(reason);
  });

  it('a response to an unknown id', async () => {
    const { bridge, host, log } = setup({
      kind: 'ios',
      responses: { requestPushToken: { ignore: true } },
    });
    const { pending, id } = withPending(bridge, host);
    host.deliver({
      ...header,
      type: 'response',
      id: `${id}-forged`,
      ok: true,
      result: { token: 't', platform: 'apns' },
    });
    expect(log.warn).toHaveBeenCalledWith(
      'webview-bridge: dropped a response to an unknown request id',
      expect.objectContaining({ id: `${id}-forged` }),
    );
    host.deliver({
      ...header,
      type: 'response',
      id,
      ok: true,
      result: { token: 'real', platform: 'apns' },
    });
    await expect(pending).resolves.toEqual({ token: 'real', platform: 'apns' });
  });

  it('a result of the wrong shape leaves the request waiting for a valid answer', async () => {
    const { bridge, host, log } = setup({
      kind: 'ios',
      responses: { requestPushToken: { ignore: true } },
    });
    const { pending, id } = withPending(bridge, host);
    host.deliver({ ...header, type: 'response', id, ok: true, result: { token: 42 } });
    expect(log.warn).toHaveBeenCalledWith(
      'webview-bridge: dropped a malformed requestPushToken result',
      expect.anything(),
    );
    host.deliver({
      ...header,
      type: 'response',
      id,
      ok: true,
      result: { token: 'ok', platform: 'fcm' },
    });
    await expect(pending).resolves.toEqual({ token: 'ok', platform: 'fcm' });
  });
});

describe('frames cannot reach the bridge', () => {
  const valid = JSON.stringify({
    ...header,
    type: 'event',
    event: 'deepLink',
    payload: { url: 'https://evil.example/' },
  });

  it('React Native: a message event from a frame is rejected by its source', () => {
    const { win, bridge, log } = setup({ kind: 'react-native' });
    const handler = vi.fn();
    bridge.on('deepLink', handler);
    const frame = new EventTarget();
    win.dispatchEvent(
      new MessageEvent('message', {
        data: valid,
        source: frame as never,
        origin: 'https://games.example',
      }),
    );
    win.dispatchEvent(
      new MessageEvent('message', { data: valid, source: frame as never, origin: '' }),
    );
    expect(handler).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(
      'webview-bridge: refused a message event from another window or frame',
      expect.anything(),
    );
  });

  it('React Native: a sourceless message event from a foreign origin is rejected', () => {
    const { win, bridge, log } = setup({ kind: 'react-native' });
    const handler = vi.fn();
    bridge.on('deepLink', handler);
    win.dispatchEvent(
      new MessageEvent('message', { data: valid, origin: 'https://games.example' }),
    );
    expect(handler).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(
      'webview-bridge: refused a message event from origin https://games.example',
      expect.anything(),
    );
  });

  it("React Native: the host's own event (no source, empty origin) is accepted once, even when it bubbles", () => {
    const { win, bridge } = setup({ kind: 'react-native' });
    const handler = vi.fn();
    bridge.on('deepLink', handler);
    const event = new MessageEvent('message', { data: valid });
    (win.document as unknown as EventTarget).dispatchEvent(event);
    win.dispatchEvent(event);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('iOS and Android ignore message events altogether: the host uses the inbox', () => {
    const { win, bridge } = setup({ kind: 'ios' });
    const handler = vi.fn();
    bridge.on('deepLink', handler);
    win.dispatchEvent(new MessageEvent('message', { data: valid }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('the bridge is never put on window: only a read-only, non-enumerable inbox', () => {
    const { win } = setup({ kind: 'ios' });
    const inbox = win['__croupierBridge'] as object;
    expect(Object.keys(inbox)).toEqual(['receive']);
    expect(Object.keys(win)).not.toContain('__croupierBridge');
    expect(Object.getOwnPropertyDescriptor(win, '__croupierBridge')).toMatchObject({
      writable: false,
      enumerable: false,
    });
    for (const value of Object.values(win)) expect(value).not.toHaveProperty('send');
  });
});

describe('without a host', () => {
  it('is unavailable and rejects every command with BridgeUnavailableError', async () => {
    const win = stubWindow();
    const bridge = createBridge({ window: win, logger: logger() });
    expect(bridge.kind).toBeNull();
    expect(bridge.available).toBe(false);
    const error = await bridge.send('close', {}).catch((e) => e);
    expect(error).toBeInstanceOf(BridgeUnavailableError);
    expect(error.reason).toBe('no-host');
    expect(win['__croupierBridge']).toBeUndefined();
  });

  it('a host object that throws rejects with post-failed', async () => {
    const win = Object.assign(stubWindow(), {
      CroupierAndroid: {
        postMessage() {
          throw new Error('Java bridge gone');
        },
      },
    });
    const bridge = createBridge({ window: win, logger: logger() });
    cleanups.push(() => bridge.dispose());
    await expect(bridge.send('close', {})).rejects.toMatchObject({ reason: 'post-failed' });
  });
});

describe('dispose', () => {
  it('rejects waiting commands, stops events, removes the inbox and refuses new commands', async () => {
    const { win, host, bridge } = setup({ kind: 'ios', responses: { share: { ignore: true } } });
    const handler = vi.fn();
    bridge.on('appResumed', handler);
    const sharing = bridge.send('share', { text: 'hi' }).catch((e) => e);
    bridge.dispose();
    expect(await sharing).toMatchObject({ name: 'BridgeUnavailableError', reason: 'disposed' });
    expect(bridge.available).toBe(false);
    expect(win['__croupierBridge']).toBeUndefined();
    host.emit('appResumed', {});
    expect(handler).not.toHaveBeenCalled();
    expect(host.undelivered).toHaveLength(1);
    await expect(bridge.send('close', {})).rejects.toMatchObject({ reason: 'disposed' });
  });

  it('keeps the shared inbox while another bridge on the window still listens', async () => {
    const { win, host, bridge } = setup({ kind: 'ios' });
    const second = createBridge({ window: win, logger: logger() });
    const handler = vi.fn();
    second.on('appResumed', handler);
    bridge.dispose();
    host.emit('appResumed', {});
    expect(handler).toHaveBeenCalledTimes(1);
    second.dispose();
    expect(win['__croupierBridge']).toBeUndefined();
    await tick();
  });
});

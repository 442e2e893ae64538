import { describe, expect, it, vi } from 'vitest';
import {
  BridgeCommandError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from '@croupier/webview-bridge';
import { createHostActions } from './host-actions.ts';

function setup(outcome: (command: string) => Promise<unknown>) {
  const sent: [string, unknown][] = [];
  const fallback = vi.fn<(url: string) => void>();
  const warn = vi.fn();
  const bridge = {
    send: ((command: string, params: unknown) => {
      sent.push([command, params]);
      return outcome(command);
    }) as never,
  };
  const actions = createHostActions(bridge, { fallback, logger: { warn } });
  return { actions, sent, fallback, warn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('host actions', () => {
  it('opens a URL through the host and does not load it in the page', async () => {
    const { actions, sent, fallback } = setup(async () => ({}));
    expect(actions.openExternal('https://pay.example/checkout/1')).toBe(true);
    await settle();
    expect(sent).toEqual([['openExternal', { url: 'https://pay.example/checkout/1' }]]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('loads the page in place when the host cannot open it (unsupported, no bridge)', async () => {
    const unsupported = setup(async () => {
      throw new BridgeCommandError('openExternal', 'unsupported');
    });
    unsupported.actions.openExternal('https://pay.example/1');
    const gone = setup(async () => {
      throw new BridgeUnavailableError('openExternal', 'disposed');
    });
    gone.actions.openExternal('https://pay.example/2');
    await settle();
    expect(unsupported.fallback).toHaveBeenCalledWith('https://pay.example/1');
    expect(gone.fallback).toHaveBeenCalledWith('https://pay.example/2');
  });

  it('does not load the page after a refusal or a timeout, and logs it', async () => {
    const denied = setup(async () => {
      throw new BridgeCommandError('openExternal', 'denied');
    });
    denied.actions.openExternal('https://pay.example/1');
    const late = setup(async () => {
      throw new BridgeTimeoutError('openExternal', 'id', 10_000);
    });
    late.actions.openExternal('https://pay.example/2');
    await settle();
    expect(denied.fallback).not.toHaveBeenCalled();
    expect(late.fallback).not.toHaveBeenCalled();
    expect(denied.warn).toHaveBeenCalledTimes(1);
    expect(late.warn).toHaveBeenCalledTimes(1);
  });

  it('sends haptics, save-file and close; a host without haptics is not a warning', async () => {
    const { actions, sent, warn } = setup(async (command) => {
      if (command === 'haptic') throw new BridgeCommandError('haptic', 'unsupported');
      return {};
    });
    actions.haptic('success');
    actions.saveFile({ name: 'h.csv', mimeType: 'text/csv', url: 'https://casino.test/h.csv' });
    actions.close();
    await settle();
    expect(sent).toEqual([
      ['haptic', { style: 'success' }],
      ['saveFile', { name: 'h.csv', mimeType: 'text/csv', url: 'https://casino.test/h.csv' }],
      ['close', {}],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
});

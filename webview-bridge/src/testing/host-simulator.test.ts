import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from '../bridge/create-bridge.ts';
import { HOST_SIMULATOR_GLOBAL, hostSimulatorScript } from './host-simulator.ts';
import type { HostSimulator } from './host-simulator.ts';

const quiet = { warn() {} };

afterEach(() => {
  const simulator = Reflect.get(window, HOST_SIMULATOR_GLOBAL) as HostSimulator | undefined;
  simulator?.uninstall();
  Reflect.deleteProperty(window, HOST_SIMULATOR_GLOBAL);
});

/** Runs the script the way addInitScript does: as plain source in the page. */
function runInPage(script: string): HostSimulator {
  new Function(script)();
  return Reflect.get(window, HOST_SIMULATOR_GLOBAL) as HostSimulator;
}

describe('hostSimulatorScript', () => {
  it.each(['ios', 'android', 'react-native'] as const)(
    '%s: a self-contained script that answers per its script and emits events',
    async (kind) => {
      const simulator = runInPage(
        hostSimulatorScript({
          kind,
          responses: { biometricUnlock: { result: { session: 'saved-session' } } },
        }),
      );
      const bridge = createBridge({ window, logger: quiet });
      expect(bridge.kind).toBe(kind);
      await expect(bridge.send('biometricUnlock', { reason: 'Sign in' })).resolves.toEqual({
        session: 'saved-session',
      });
      await expect(bridge.send('rateApp', {})).rejects.toMatchObject({ code: 'unsupported' });
      expect(simulator.commands.map((c) => [c.command, c.params])).toEqual([
        ['biometricUnlock', { reason: 'Sign in' }],
        ['rateApp', {}],
      ]);
      const links: string[] = [];
      bridge.on('deepLink', ({ url }) => links.push(url));
      simulator.emit('deepLink', { url: 'https://casino.example.com/en/promotions' });
      expect(links).toEqual(['https://casino.example.com/en/promotions']);
      bridge.dispose();
    },
  );

  it('refuses function replies, which cannot cross into the page', () => {
    expect(() =>
      hostSimulatorScript({ kind: 'ios', responses: { close: () => ({ result: {} }) } }),
    ).toThrow(TypeError);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHostSimulator } from '@croupier/webview-bridge/testing';
import { memoryNavigation } from '../app/navigation.ts';
import { wireStores } from '../app/wire-stores.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { createBridge } from '@croupier/webview-bridge';
import { connectHost } from './connect-host.ts';
import { createHostActions } from './host-actions.ts';
import { createNetworkStatus } from '../app/network-status.ts';
import type { WebviewNavigation } from './webview-navigation.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  document.documentElement.removeAttribute('style');
});

const money = (amount: string) => ({ amount, currency: 'USD' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The web view app over a simulated iOS host, a fake server and a memory history with depths. */
async function setup(path = '/') {
  const balance = {
    data: {
      balance_main: money('1000'),
      balance_bonus: money('150'),
      balance_betting_bonus: money('75.5'),
      balance_fun: money('10000'),
    },
  };
  const { platform, requests, logged } = testPlatform({
    user: PLAYER,
    answers: { '/api/account/getBalance': balance },
  });
  const memory = memoryNavigation(path);
  let depth = 0;
  const navigation: WebviewNavigation = {
    ...memory,
    navigate: (to, options) => {
      if (!options?.replace) depth += 1;
      memory.navigate(to, options);
    },
    depth: () => depth,
    back: vi.fn(() => {
      depth -= 1;
    }),
  };
  document.documentElement.style.setProperty('--color-bg', '#0b1020');
  document.documentElement.style.setProperty('--color-accent', '#22d68b');
  const host = installHostSimulator(window, {
    kind: 'ios',
    responses: { setTheme: { result: {} }, setStatusBar: { result: {} }, close: { result: {} } },
  });
  const warn = vi.fn();
  const logger = { warn };
  const bridge = createBridge({ window, logger });
  const opened: string[] = [];
  const actions = {
    ...createHostActions(bridge, { fallback: () => {}, logger }),
    openExternal: (url: string) => opened.push(url) > 0,
  };
  const network = createNetworkStatus(true);
  cleanups.push(
    () => host.uninstall(),
    () => bridge.dispose(),
    wireStores(platform.stores),
  );
  cleanups.push(connectHost({ bridge, platform, navigation, actions, network, logger }));
  await platform.stores.session.refresh();
  return { platform, navigation, host, warn, requests, logged, balance, opened, network };
}

const commandsOf = (host: { commands: { command: string; params: unknown }[] }) =>
  host.commands.map((c) => c.command);

describe('the web view app and its host', () => {
  it('paints the host chrome in the site theme at start and on every theme change', async () => {
    const { host, platform } = await setup();
    expect(host.commands.map((c) => [c.command, c.params])).toEqual([
      ['setTheme', { theme: 'dark', background: '#0b1020', accent: '#22d68b' }],
      ['setStatusBar', { color: '#0b1020', style: 'light' }],
    ]);
    platform.stores.theme.setTheme('light');
    await flush();
    expect(host.commands.slice(2).map((c) => c.params)).toEqual([
      { theme: 'light', background: '#0b1020', accent: '#22d68b' },
      { color: '#0b1020', style: 'dark' },
    ]);
  });

  it('back: closes a dialog, then goes back, then home, then asks the host to close', async () => {
    const { host, platform, navigation } = await setup('/cashier/deposit');
    platform.stores.dialogs.open({ name: 'demoMode', props: { gameSysname: 'book-of-ra' } });
    navigation.navigate('/gamehall');
    host.commands.length = 0;

    host.emit('backPressed', {});
    expect(platform.stores.dialogs.state.queue).toHaveLength(0);
    expect(navigation.back).not.toHaveBeenCalled();

    host.emit('backPressed', {});
    expect(navigation.back).toHaveBeenCalledTimes(1);
    expect(navigation.depth()).toBe(0);

    // The first page of the launch was not home: back leads home, in place.
    host.emit('backPressed', {});
    expect(navigation.current().pathname).toBe('/');
    expect(navigation.depth()).toBe(0);
    expect(commandsOf(host)).toEqual([]);

    host.emit('backPressed', {});
    expect(commandsOf(host)).toEqual(['close']);
  });

  it('back closes the auth popup before leaving the page', async () => {
    const { host, platform, navigation } = await setup('/');
    platform.stores.auth.open('authorization');
    host.commands.length = 0;
    host.emit('backPressed', {});
    expect(platform.stores.auth.state.open).toBe(false);
    expect(navigation.current().pathname).toBe('/');
    expect(commandsOf(host)).toEqual([]);
  });

  it('resume refreshes the session and the balances', async () => {
    const { host, platform, requests, balance } = await setup();
    expect(platform.stores.balance.state.balances?.balance_main.amount).toBe('1000');
    balance.data.balance_main = money('1250');
    requests.length = 0;
    host.emit('appResumed', {});
    await vi.waitFor(() =>
      expect(platform.stores.balance.state.balances?.balance_main.amount).toBe('1250'),
    );
    expect(requests).toEqual(['/api/account/getInfo', '/api/account/getBalance']);
  });

  it('a deep link navigates through the route rules; an allowlisted host opens outside', async () => {
    const { host, navigation, opened, platform } = await setup();
    // The allowlist arrives with the CMS config (the boot, which this test does not run).
    platform.stores.settings.state.cms = {
      externalNavigation: { allowedHosts: ['www.begambleaware.org'] },
    } as never;
    host.emit('deepLink', { url: 'http://casino.test/game/book-of-ra?mode=demo' });
    expect(navigation.current()).toMatchObject({
      pathname: '/game/book-of-ra',
      search: '?mode=demo',
    });
    host.emit('pushOpened', { url: 'https://www.begambleaware.org/help' });
    expect(opened).toEqual(['https://www.begambleaware.org/help']);
  });

  it('refuses and logs deep links that leave the rules; malformed messages change nothing', async () => {
    const { host, navigation, warn, opened } = await setup('/gamehall');
    host.commands.length = 0;
    host.emit('deepLink', { url: 'https://evil.test/game/x' });
    host.emit('deepLink', { url: 'croupier://game/x' });
    host.deliver('{not json');
    host.deliver({ protocol: 'croupier-bridge', version: 2, type: 'event', event: 'backPressed' });
    host.deliver({
      protocol: 'croupier-bridge',
      version: 1,
      type: 'event',
      event: 'selfDestruct',
      payload: {},
    });
    host.deliver({
      protocol: 'croupier-bridge',
      version: 1,
      type: 'event',
      event: 'deepLink',
      payload: { url: 42 },
    });
    host.deliver({
      protocol: 'croupier-bridge',
      version: 1,
      type: 'response',
      id: 'nobody-asked',
      ok: true,
      result: {},
    });
    expect(navigation.current().pathname).toBe('/gamehall');
    expect(navigation.depth()).toBe(0);
    expect(opened).toEqual([]);
    expect(host.commands).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('applies the host safe-area insets to the layout variables', async () => {
    const { host } = await setup();
    host.emit('safeAreaInsets', { top: 47, right: 0, bottom: 34.5, left: 0 });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--safe-area-top')).toBe('47px');
    expect(style.getPropertyValue('--safe-area-bottom')).toBe('34.5px');
    expect(style.getPropertyValue('--safe-area-left')).toBe('0px');
  });

  it('follows the network events and refreshes once the connection is back', async () => {
    const { host, network, requests } = await setup();
    host.emit('network', { online: false });
    expect(network.online()).toBe(false);
    requests.length = 0;
    host.emit('network', { online: true });
    expect(network.online()).toBe(true);
    await vi.waitFor(() => expect(requests).toContain('/api/account/getBalance'));
  });

  it('keeps browser install prompts away', async () => {
    await setup();
    const prompt = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inAppPath, miniappNavigation } from './miniapp-navigation.ts';

describe('inAppPath', () => {
  it('strips the base', () => {
    expect(inAppPath('/miniapp/', '/miniapp')).toBe('/');
    expect(inAppPath('/miniapp', '/miniapp')).toBe('/');
    expect(inAppPath('/miniapp/game/x', '/miniapp')).toBe('/game/x');
  });
});

describe('miniappNavigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/miniapp/#tgWebAppData=a%3D1&tgWebAppVersion=8.0&real');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the router paths without the base and hashes without the launch', () => {
    const nav = miniappNavigation({ base: '/miniapp', leave: vi.fn() });
    expect(nav.current()).toEqual({ pathname: '/', search: '', hash: '#real' });
  });

  it('pushes under the base and counts the in-app depth; replace keeps it', () => {
    const nav = miniappNavigation({ base: '/miniapp', leave: vi.fn() });
    const moves = vi.fn();
    nav.subscribe(moves);
    expect(nav.depth()).toBe(0);
    nav.navigate('/gamehall?category=slots');
    expect(window.location.pathname).toBe('/miniapp/gamehall');
    expect(nav.current()).toMatchObject({ pathname: '/gamehall', search: '?category=slots' });
    expect(nav.depth()).toBe(1);
    nav.navigate('/game/book', { replace: true });
    expect(nav.depth()).toBe(1);
    nav.navigate('/cashier/deposit');
    expect(nav.depth()).toBe(2);
    expect(moves).toHaveBeenCalledTimes(3);
  });

  it('sends external URLs to the leave adapter', () => {
    const leave = vi.fn();
    const nav = miniappNavigation({ base: '/miniapp', leave });
    nav.leave('https://pay.example/checkout', { newTab: true });
    expect(leave).toHaveBeenCalledWith('https://pay.example/checkout', { newTab: true });
  });
});

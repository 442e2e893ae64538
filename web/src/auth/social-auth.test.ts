import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@croupier/core/state';
import { startSocialAuth, type SocialAuthOutcome } from './social-auth.ts';

/** A window whose popup sits at the provider (another origin) until `returnTo` is called. */
function fakeWindow(blocked = false) {
  let at: { origin: string; search: string } | null = null;
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    get location() {
      if (!at) throw new DOMException('Blocked a frame with origin', 'SecurityError');
      return at;
    },
  };
  const opened: string[] = [];
  const win = {
    open: vi.fn((url: string) => {
      opened.push(url);
      return blocked ? null : popup;
    }),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    popup,
    opened,
    returnTo: (search: string) => {
      at = { origin: 'http://casino.test', search };
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('social sign-in window (spec §7)', () => {
  it('returns home when the current address is no safe in-app path', () => {
    const storage = createMemoryStorage();
    const fake = fakeWindow();
    const stop = startSocialAuth(
      { win: fake.win, storage, origin: 'http://casino.test', leave: () => {} },
      {
        service: 'demo',
        intent: 'login',
        backAddress: '//evil.test/x',
        locale: 'en',
        onDone: () => {},
      },
    );
    stop();
    expect(storage.getItem('social_login_return')).toBe('/');
    expect(new URL(fake.opened[0]!, 'http://casino.test').searchParams.get('redirect_url')).toBe(
      '/?social_auth=1',
    );
  });

  it('saves the back address first, opens /oauth/init, and reports the return once', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    const fake = fakeWindow();
    const outcomes: SocialAuthOutcome[] = [];
    startSocialAuth(
      { win: fake.win, storage, origin: 'http://casino.test', leave: () => {} },
      {
        service: 'demo',
        intent: 'registration',
        backAddress: '/gamehall',
        locale: 'en',
        onDone: (o) => outcomes.push(o),
      },
    );
    expect(storage.getItem('social_login_return')).toBe('/gamehall');
    expect(fake.opened[0]).toBe(
      '/oauth/init?service=demo&redirect_url=%2Fgamehall%3Fsocial_auth%3D1&type_auth=registration&locale=en',
    );
    vi.advanceTimersByTime(2000);
    expect(outcomes).toEqual([]);
    fake.returnTo('?social_auth=1&oauth_error=access_denied');
    vi.advanceTimersByTime(500);
    expect(outcomes).toEqual([{ error: 'access_denied' }]);
    expect(fake.popup.close).toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(outcomes).toHaveLength(1);
  });

  it('a closed window ends the wait; a blocked one sends the whole page instead', () => {
    vi.useFakeTimers();
    const fake = fakeWindow();
    const outcomes: SocialAuthOutcome[] = [];
    const deps = {
      win: fake.win,
      storage: createMemoryStorage(),
      origin: 'http://casino.test',
      leave: vi.fn(),
    };
    startSocialAuth(deps, {
      service: 'demo',
      intent: 'login',
      backAddress: '/',
      locale: 'en',
      onDone: (o) => outcomes.push(o),
    });
    fake.popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(outcomes).toEqual([{ closed: true }]);

    const blocked = fakeWindow(true);
    const leave = vi.fn();
    startSocialAuth(
      { win: blocked.win, storage: createMemoryStorage(), origin: 'http://casino.test', leave },
      { service: 'demo', intent: 'login', backAddress: '/', locale: 'en', onDone: () => {} },
    );
    expect(leave).toHaveBeenCalledWith(
      '/oauth/init?service=demo&redirect_url=%2F%3Fsocial_auth%3D1&type_auth=login&locale=en',
    );
  });
});

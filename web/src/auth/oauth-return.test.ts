import { describe, expect, it } from 'vitest';
import {
  leaveOAuthNotice,
  oauthInitUrl,
  oauthReturnMessage,
  oauthReturnOf,
  takeOAuthNotice,
  withReturnMarker,
  withoutReturnMarker,
} from './oauth-return.ts';

describe('social sign-in addresses (spec §7)', () => {
  it('opens /oauth/init with service, redirect_url and type_auth', () => {
    const url = new URL(
      oauthInitUrl({
        service: 'demo',
        redirectUrl: '/ru/gamehall?x=1',
        intent: 'registration',
        locale: 'ru',
      }),
      'http://casino.test',
    );
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'demo',
      redirect_url: '/ru/gamehall?x=1',
      type_auth: 'registration',
      locale: 'ru',
    });
  });

  it('marks the return address and reads the outcome back', () => {
    const back = withReturnMarker('/gamehall?x=1#top');
    expect(back).toBe('/gamehall?x=1&social_auth=1#top');
    expect(oauthReturnOf('?x=1&social_auth=1')).toEqual({ error: null });
    expect(oauthReturnOf('?social_auth=1&oauth_error=access_denied')).toEqual({
      error: 'access_denied',
    });
    expect(oauthReturnOf('?x=1')).toBeNull();
    expect(withoutReturnMarker('/gamehall?x=1&social_auth=1&oauth_error=access_denied#top')).toBe(
      '/gamehall?x=1#top',
    );
  });

  it('accepts only its own window messages', () => {
    expect(oauthReturnMessage({ type: 'croupier:oauth-return', error: null })).toEqual({
      error: null,
    });
    expect(oauthReturnMessage({ type: 'other' })).toBeNull();
    expect(oauthReturnMessage('croupier:oauth-return')).toBeNull();
  });

  it('a failed sign-in notice is shown once', () => {
    const owner = {};
    leaveOAuthNotice(owner, 'access_denied');
    expect(takeOAuthNotice(owner)).toBe('access_denied');
    expect(takeOAuthNotice(owner)).toBeNull();
  });
});

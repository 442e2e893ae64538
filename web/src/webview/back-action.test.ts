import { describe, expect, it } from 'vitest';
import { backAction } from './back-action.ts';

const page = { dialogOpen: false, authOpen: false, depth: 0, atHome: false };

describe('the Android back event', () => {
  it('closes the top dialog first, then the auth popup', () => {
    expect(backAction({ ...page, dialogOpen: true, authOpen: true, depth: 3 })).toBe(
      'dismiss-dialog',
    );
    expect(backAction({ ...page, authOpen: true, depth: 3 })).toBe('close-auth');
  });

  it('navigates back while the app has history behind the page', () => {
    expect(backAction({ ...page, depth: 1 })).toBe('back');
    expect(backAction({ ...page, depth: 2, atHome: true })).toBe('back');
  });

  it('at the root: goes home from a deep-linked page, asks the host to close on the home page', () => {
    expect(backAction({ ...page, depth: 0, atHome: false })).toBe('home');
    expect(backAction({ ...page, depth: 0, atHome: true })).toBe('close');
  });
});

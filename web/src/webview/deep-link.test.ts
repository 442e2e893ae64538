import { describe, expect, it } from 'vitest';
import { deepLinkAction } from './deep-link.ts';

const rule = { origin: 'https://casino.test', allowedHosts: ['www.begambleaware.org'] };

describe('deep links through the navigation rule', () => {
  it('opens an address on our origin as an in-app path, query and hash kept', () => {
    expect(deepLinkAction('https://casino.test/game/book-of-ra?mode=demo#top', rule)).toEqual({
      kind: 'navigate',
      path: '/game/book-of-ra?mode=demo#top',
    });
    expect(deepLinkAction('https://casino.test/ru/promotions', rule)).toEqual({
      kind: 'navigate',
      path: '/ru/promotions',
    });
  });

  it('opens an allowlisted host outside the app', () => {
    expect(deepLinkAction('https://www.begambleaware.org/help', rule)).toEqual({
      kind: 'external',
      url: 'https://www.begambleaware.org/help',
    });
  });

  it.each([
    'https://evil.test/game/x',
    'javascript:alert(1)',
    'croupier://game/book-of-ra',
    'https://casino.test.evil.test/',
    'https://user:pass@www.begambleaware.org/',
    '//evil.test/x',
  ])('refuses %s', (url) => {
    expect(deepLinkAction(url, rule)).toMatchObject({ kind: 'refused' });
  });
});

import { describe, expect, it } from 'vitest';
import { gameFrameUrl, gamePath, modeFromQuery } from './game-path.ts';

describe('game addresses (§2.2: launched from /platform/game/{sysname, or custom/{name}}/{mode}; mode defaults to play)', () => {
  it('launches by sysname, or by the custom name when the game has one', () => {
    expect(gameFrameUrl({ sysname: 'book_of_ra', custom_name: null }, 'play')).toBe(
      '/platform/game/book_of_ra/play',
    );
    expect(gameFrameUrl({ sysname: 'book_of_ra', custom_name: 'ra deluxe' }, 'demo')).toBe(
      '/platform/game/custom/ra%20deluxe/demo',
    );
  });

  it('carries the frame token and locale in the query', () => {
    expect(
      gameFrameUrl({ sysname: 'x', custom_name: null }, 'play', { token: 'a-b', locale: 'pt' }),
    ).toBe('/platform/game/x/play?token=a-b&locale=pt');
  });

  it("launches under the shell's prefix when it has one (the miniapp)", () => {
    expect(
      gameFrameUrl({ sysname: 'x', custom_name: null }, 'demo', { base: '/miniapp', locale: 'en' }),
    ).toBe('/miniapp/platform/game/x/demo?locale=en');
  });

  it('reads the mode from the page query, play by default', () => {
    expect(modeFromQuery('?mode=demo')).toBe('demo');
    expect(modeFromQuery('mode=play')).toBe('play');
    expect(modeFromQuery('')).toBe('play');
    expect(gamePath('a b')).toBe('/game/a%20b');
    expect(gamePath('x', 'demo')).toBe('/game/x?mode=demo');
  });
});

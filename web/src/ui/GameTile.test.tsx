import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameTile } from './GameTile.tsx';

afterEach(cleanup);

const image = {
  x1: '/img/f_webp,q_95,w_240,h_180/%2Fa.png',
  x2: '/img/f_webp,q_95,w_480,h_360/%2Fa.png',
};

function tileImage(props: Partial<Parameters<typeof GameTile>[0]>): HTMLImageElement {
  const { container } = render(
    <GameTile
      name="Book of Ra"
      provider="Novomatic"
      href="/game/book_of_ra"
      image={image}
      {...props}
    />,
  );
  return container.querySelector('img')!;
}

describe('GameTile image loading (issue 14: the LCP element first)', () => {
  it('a tile of the first row is fetched at once, ahead of other images', () => {
    const img = tileImage({ eager: true, priority: true });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Chromium reports when it is shown: the server-rendered page's start waits for that.
    expect(img.getAttribute('elementtiming')).toBe('first-image');
  });

  it('a low-priority tile stays lazy unless eager, and is never raised', () => {
    const lazy = tileImage({ priority: 'low' });
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBe('low');
    cleanup();
    const eager = tileImage({ eager: true, priority: 'low' });
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('low');
    expect(eager.hasAttribute('elementtiming')).toBe(false);
  });

  it('a tile with no say is lazy at the browser priority', () => {
    const img = tileImage({});
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });
});

import { games } from '@croupier/core/refs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, withFakeApi } from '../test-support/fake-api.ts';
import { fakeGame as game } from '../test-support/fake-games.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { GameRow } from './GameRow.tsx';

afterEach(cleanup);

function renderRow() {
  const { platform } = withFakeApi(testPlatform().platform, {
    [games.get.path]: () => ({
      items: Array.from({ length: 12 }, (_, i) => game(i + 1)),
      total: 40,
    }),
  });
  render(withPlatform(platform, <GameRow category="popular" icon="flame" title="Popular" />));
}

/** The cover images of the row's tiles, in order. */
const covers = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('img') as HTMLImageElement);

describe('GameRow', () => {
  it('offers its tiles by width, so a phone takes the 1x file for a small tile', async () => {
    renderRow();
    await waitFor(() => expect(covers()).toHaveLength(12));
    const first = covers()[0]!;
    expect(first.getAttribute('srcset')).toBe('/img/w_240/1.webp 240w, /img/w_480/1.webp 480w');
    expect(first.getAttribute('sizes')).toMatch(/calc\(\(100vw - 56px\) \/ 3\.3\)$/);
  });

  it('gives the tiles past the first six a source only once the player moves into the row', async () => {
    renderRow();
    await waitFor(() => expect(covers()).toHaveLength(12));
    const withSource = () => covers().filter((img) => img.hasAttribute('src')).length;
    expect(withSource()).toBe(6);
    expect(covers()[6]!.hasAttribute('srcset')).toBe(false);

    fireEvent.scroll(screen.getByRole('list'));
    expect(withSource()).toBe(12);
    expect(covers()[11]!.getAttribute('src')).toBe('/img/w_240/12.webp');
  });

  it('reveals them on keyboard focus too (a tile tabbed to is never blank)', async () => {
    renderRow();
    await waitFor(() => expect(covers()).toHaveLength(12));
    fireEvent.focus(screen.getAllByRole('link', { name: /Game 1\b/ })[0]!);
    expect(covers().every((img) => img.hasAttribute('src'))).toBe(true);
  });

  it('says a failed row could not be loaded, and Try again asks once more', async () => {
    let calls = 0;
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => {
        calls += 1;
        if (calls === 1) throw apiError(503, 'ServiceUnavailableException');
        return { items: [game(1)], total: 1 };
      },
    });
    render(withPlatform(platform, <GameRow category="popular" icon="flame" title="Popular" />));
    expect(await screen.findByText('These games could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(covers()).toHaveLength(1));
    expect(screen.queryByText('These games could not be loaded.')).toBeNull();
  });
});

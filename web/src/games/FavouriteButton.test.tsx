import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { countListeners } from '../test-support/valtio-listeners.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { LikesProvider } from './use-likes.tsx';

afterEach(cleanup);

describe('favourite toggle (§4: add or remove a like, then refetch; §6: only when authenticated)', () => {
  it('a guest gets the login popup and no like is sent', async () => {
    const env = testPlatform();
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <FavouriteButton sysname="book_of_ra" name="Book of Ra" />));
    fireEvent.click(screen.getByRole('button', { name: 'Add Book of Ra to favourites' }));
    expect(env.platform.stores.auth.state).toMatchObject({ open: true, mode: 'authorization' });
    expect(env.requests).not.toContain('/api/games/addLike');
    expect(env.requests).not.toContain('/api/games/getLikes');
  });

  it('a signed-in player adds the like, then the likes are fetched again', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: {
        '/api/games/getLikes': { data: { sysnames: ['starburst'] } },
        '/api/games/addLike': { data: 1 },
      },
    });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <FavouriteButton sysname="book_of_ra" name="Book of Ra" />));
    const button = screen.getByRole('button', { name: 'Add Book of Ra to favourites' });
    await waitFor(() => expect(env.requests).toContain('/api/games/getLikes'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(env.requests.filter((path) => path === '/api/games/getLikes')).toHaveLength(2),
    );
    const addAt = env.requests.indexOf('/api/games/addLike');
    expect(addAt).toBeGreaterThan(env.requests.indexOf('/api/games/getLikes'));
    expect(env.requests.lastIndexOf('/api/games/getLikes')).toBeGreaterThan(addAt);
    expect(env.platform.stores.auth.state.open).toBe(false);
  });

  it('shows a liked game as pressed, with the remove label', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: { '/api/games/getLikes': { data: { sysnames: ['book_of_ra'] } } },
    });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <FavouriteButton sysname="book_of_ra" name="Book of Ra" />));
    const button = await screen.findByRole('button', { name: 'Remove Book of Ra from favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('a grid of hearts reads the likes once, and a toast does not draw them again', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: { '/api/games/getLikes': { data: { sysnames: ['game_7'] } } },
    });
    await env.platform.stores.session.refresh();
    const sessionListeners = countListeners(env.platform.stores.session.state);
    const toastListeners = countListeners(env.platform.stores.toasts.state);
    const hearts = Array.from({ length: 24 }, (_, n) => (
      <FavouriteButton key={n} sysname={`game_${n}`} name={`Game ${n}`} />
    ));
    render(withPlatform(env.platform, <LikesProvider>{hearts}</LikesProvider>));
    const liked = await screen.findByRole('button', { name: 'Remove Game 7 from favourites' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(23);
    expect(env.requests.filter((path) => path === '/api/games/getLikes')).toHaveLength(1);
    // The provider's one reading (who is signed in, and the player the answer is for), not
    // one per heart.
    expect(sessionListeners()).toBeLessThanOrEqual(2);
    expect(toastListeners()).toBe(0);
  });
});

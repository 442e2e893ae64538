import { games } from '@croupier/core/refs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../test-support/fake-api.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { useApi } from './use-api.ts';

afterEach(cleanup);

function Categories() {
  const { data } = useApi(games.getCategories, {});
  return <p>{data ? data.map((c) => c.name).join(', ') : 'loading'}</p>;
}

const categories = (...names: string[]) => ({
  data: names.map((name, id) => ({ id, name, sysname: name.toLowerCase() })),
});

describe('useApi', () => {
  it('keeps the guest’s answer on screen while the signed-in player’s own loads', async () => {
    const playerAnswer = deferred<unknown>();
    let signedIn = false;
    const { platform } = testPlatform({
      user: PLAYER,
      answers: {
        [games.getCategories.path]: () =>
          signedIn ? playerAnswer.promise : categories('Slots', 'Live'),
      },
    });
    render(withPlatform(platform, <Categories />));
    expect(await screen.findByText('Slots, Live')).toBeTruthy();

    // The browser learns who is signed in: the key changes, the player's answer is on its way.
    signedIn = true;
    await act(() => platform.stores.session.refresh());
    expect(screen.getByText('Slots, Live')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();

    await act(async () => playerAnswer.resolve(categories('Slots', 'Live', 'Favourites')));
    expect(await screen.findByText('Slots, Live, Favourites')).toBeTruthy();
  });

  it('never shows one player’s answer to another: only a guest’s answer stands in', async () => {
    const secondAnswer = deferred<unknown>();
    let who = PLAYER;
    const { platform } = testPlatform({
      answers: {
        '/api/account/getInfo': () => ({ data: who }),
        [games.getCategories.path]: () =>
          who.uid === PLAYER.uid ? categories('Mine') : secondAnswer.promise,
      },
    });
    await platform.stores.session.refresh();
    render(withPlatform(platform, <Categories />));
    expect(await screen.findByText('Mine')).toBeTruthy();

    who = { ...PLAYER, uid: PLAYER.uid + 1 };
    await act(() => platform.stores.session.refresh());
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => secondAnswer.resolve(categories('Theirs')));
    expect(await screen.findByText('Theirs')).toBeTruthy();
  });
});

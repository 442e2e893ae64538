import { games } from '@croupier/core/refs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { SWRGlobalState, cache as defaultCache } from 'swr/_internal';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../test-support/fake-api.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { PlatformContext } from './platform-context.ts';
import { swrConfigFor } from './swr-config.ts';
import { preloadApi, useApi } from './use-api.ts';

afterEach(cleanup);

function Categories() {
  const { data } = useApi(games.getCategories, {});
  return <p>{data ? data.map((c) => c.name).join(', ') : 'loading'}</p>;
}

const categories = (...names: string[]) => ({
  data: names.map((name, id) => ({ id, name, sysname: name.toLowerCase() })),
});

describe('useApi', () => {
  it('hydrates from the page: the server’s answer at once, not asked again, asked on a later mount', async () => {
    const ssr = { answers: {} as Record<string, unknown>, taken: new Set<string>() };
    const { platform, requests } = testPlatform({
      ssr,
      answers: { [games.getCategories.path]: categories('Slots', 'Live', 'New') },
    });
    // The key the server rendered it under: method, locale, params, player (a guest).
    const locale = platform.stores.locale.state.current;
    ssr.answers[unstable_serialize([games.getCategories.path, locale, {}, 0])] = categories(
      'Slots',
      'Live',
    ).data;
    const page = () => (
      <PlatformContext value={platform}>
        <SWRConfig value={swrConfigFor(platform)}>
          <Categories />
        </SWRConfig>
      </PlatformContext>
    );
    const first = render(page());
    // The first render has the answer (no loading state to swap out), and nothing is asked.
    expect(screen.getByText('Slots, Live')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).not.toContain(games.getCategories.path);
    first.unmount();

    // The player comes back to the screen: the page's answer is stale by now, so it is asked.
    render(page());
    expect(await screen.findByText('Slots, Live, New')).toBeTruthy();
    expect(requests).toContain(games.getCategories.path);
  });

  it('a start-up that draws in the browser draws from the answers it preloaded, and only those', async () => {
    const ssr = { answers: {} as Record<string, unknown>, taken: new Set<string>(), collect: true };
    const { platform, requests } = testPlatform({
      ssr,
      answers: { [games.getCategories.path]: categories('Slots', 'Live') },
    });
    expect(await preloadApi(platform, games.getCategories, {})).toEqual(
      categories('Slots', 'Live').data,
    );
    ssr.collect = false;
    // Asked after the app is drawn (here for another player): the screen's own answer, not
    // one to draw from; its request stays for the screen's hook to take.
    await preloadApi(platform, games.getCategories, {}, 424_242);
    expect(Object.keys(ssr.answers)).toHaveLength(1);
    const locale = platform.stores.locale.state.current;
    const preloads = SWRGlobalState.get(defaultCache)![3];
    const later = unstable_serialize([games.getCategories.path, locale, {}, 424_242]);
    expect(Object.keys(preloads)).toContain(later);
    // The collected one is forgotten: its key's next fetch asks again.
    expect(Object.keys(preloads)).not.toContain(Object.keys(ssr.answers)[0]);
    delete preloads[later];
    const asked = requests.length;
    render(
      <PlatformContext value={platform}>
        <SWRConfig value={swrConfigFor(platform)}>
          <Categories />
        </SWRConfig>
      </PlatformContext>,
    );
    // The first render has the answer: no loading state, no render of its own when it lands.
    expect(screen.getByText('Slots, Live')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(asked);
  });

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

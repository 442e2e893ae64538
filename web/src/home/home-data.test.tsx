import { banners, games } from '@croupier/core/refs';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { fakeGame as game } from '../test-support/fake-games.ts';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { preloadHomeData } from './home-data.ts';
import { HomeScreen } from './HomeScreen.tsx';

afterEach(cleanup);

const wide = {
  x1: '/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fmedia%2Fbanners%2Fhero.svg',
  x2: '/img/f_webp,q_95,w_1470,h_480,fit_cover/%2Fmedia%2Fbanners%2Fhero.svg',
};

const homeAnswers = {
  [banners.get.path]: () => ({
    items: [{ id: 1, images: { wide, tall: wide } }],
    total: 1,
    offset: 0,
    count: 1,
  }),
  [games.getCategories.path]: () => [{ id: 1, name: 'Slots', sysname: 'slots' }],
  [games.get.path]: (params: { category: string }) => ({
    items: [game(params.category.length)],
    total: 1,
  }),
};

describe('preloadHomeData', () => {
  it('asks, before home renders, for every answer home is drawn from, under its own keys', async () => {
    const { platform, calls } = withFakeApi(testPlatform().platform, homeAnswers);
    preloadHomeData(platform);
    const asked = calls.map((call) => `${call.path} ${JSON.stringify(call.params)}`).sort();
    expect(asked).toHaveLength(6);
    // The hero's image is asked for once the banners answer, before anything renders.
    await waitFor(() =>
      expect(
        document.head.querySelector(`link[rel="preload"][imagesrcset*="${wide.x1} 735w"]`),
      ).not.toBeNull(),
    );

    render(withPlatform(platform, <HomeScreen />));
    await waitFor(() => expect(screen.getAllByText('Game 7').length).toBeGreaterThan(0));
    // Home asked for nothing more: each of its hooks took the request already made.
    expect(calls.map((call) => `${call.path} ${JSON.stringify(call.params)}`).sort()).toEqual(
      asked,
    );
  });

  it("asks for a player the session does not know yet (the sign-in's answer named them)", async () => {
    const { platform: base } = testPlatform({ user: PLAYER });
    const { platform, calls } = withFakeApi(base, homeAnswers);
    platform.stores.locale.setCurrent('en');
    // Asked for player 7 before account.getInfo has answered.
    expect(platform.stores.session.state.user).toBeNull();
    preloadHomeData(platform, PLAYER.uid);
    const asked = calls.map((call) => `${call.path} ${JSON.stringify(call.params)}`).sort();
    expect(asked).toHaveLength(6);

    await platform.stores.session.refresh();
    expect(platform.stores.session.state.user?.uid).toBe(PLAYER.uid);
    render(withPlatform(platform, <HomeScreen />));
    await waitFor(() => expect(screen.getAllByText('Game 7').length).toBeGreaterThan(0));
    // The player's home took those requests: none was made again, none for a guest.
    expect(calls.map((call) => `${call.path} ${JSON.stringify(call.params)}`).sort()).toEqual(
      asked,
    );
  });
});

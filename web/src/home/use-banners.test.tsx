import { banners } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { useBanners } from './use-banners.ts';

afterEach(cleanup);

describe('useBanners', () => {
  it('asks banners.get with descriptions and images, and gives the banners', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [banners.get.path]: () => [{ id: 1, title: 'Welcome' }],
    });
    const hook = renderWithPlatform(() => useBanners(), platform);
    expect(hook.result.current.isLoading).toBe(true);
    await waitFor(() => expect(hook.result.current.data).toEqual([{ id: 1, title: 'Welcome' }]));
    expect(paramsOf(banners.get)).toEqual([{ fields: 'description,images' }]);
  });

  it('gives the error of an operator that serves no banners (the home shows its own hero)', async () => {
    // The fake answers MethodNotFound for a method it has no handler for.
    const { platform } = withFakeApi(testPlatform().platform);
    const hook = renderWithPlatform(() => useBanners(), platform);
    await waitFor(() =>
      expect(hook.result.current.error).toMatchObject({ type: 'MethodNotFoundException' }),
    );
    expect(hook.result.current.data).toBeUndefined();
  });

  it("starts the first banner's image as soon as the answer is in, before the hero is drawn", async () => {
    const wide = {
      x1: '/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fmedia%2Fbanners%2Fa.svg',
      x2: '/img/f_webp,q_95,w_1470,h_480,fit_cover/%2Fmedia%2Fbanners%2Fa.svg',
    };
    const { platform } = withFakeApi(testPlatform().platform, {
      [banners.get.path]: () => ({
        items: [{ id: 1, images: { wide, tall: wide } }],
        total: 1,
        offset: 0,
        count: 1,
      }),
    });
    const hook = renderWithPlatform(() => useBanners(), platform);
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    const link = document.head.querySelector(`link[rel="preload"][imagesrcset*="${wide.x1} 735w"]`);
    expect(link?.getAttribute('imagesrcset')).toContain(`${wide.x1} 735w`);
    expect(link?.getAttribute('imagesizes')).toMatch(/490px$/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks again when the player signs in (banners may target players)', async () => {
    const base = testPlatform().platform;
    const { platform, paramsOf } = withFakeApi(base, { [banners.get.path]: () => [] });
    const hook = renderWithPlatform(() => useBanners(), platform);
    await waitFor(() => expect(hook.result.current.data).toEqual([]));
    expect(paramsOf(banners.get)).toHaveLength(1);

    await act(async () => base.stores.session.setUser(PLAYER));
    await waitFor(() => expect(paramsOf(banners.get)).toHaveLength(2));
  });
});

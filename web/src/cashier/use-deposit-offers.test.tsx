import { campaigns } from '@croupier/core/contract';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, deferred, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useActivatePromoCode, useOffers } from './use-deposit-offers.ts';

afterEach(cleanup);

const FIELDS = ['trigger', 'description', 'promotions'];

describe('useOffers', () => {
  it('asks the running offers with their trigger, description and rewards', async () => {
    const answer = deferred<unknown>();
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [campaigns.getoffers.path]: () => answer.promise,
    });
    const hook = renderWithPlatform(() => useOffers(), platform);
    expect(hook.result.current).toEqual({ items: [], isLoading: true });
    expect(paramsOf(campaigns.getoffers)).toEqual([{ offset: 0, fields: FIELDS }]);

    await act(async () => answer.resolve({ items: [{ id: 'welcome' }], total: 1 }));
    expect(hook.result.current).toEqual({ items: [{ id: 'welcome' }], isLoading: false });
  });

  it('shows no offers from a server without the campaigns group', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform);
    const hook = renderWithPlatform(() => useOffers(), platform);
    await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
    expect(hook.result.current.items).toEqual([]);
    expect(paramsOf(campaigns.getoffers)).toHaveLength(1);
  });

  it('keeps the offers it had when asking them again fails (the app keeps last good data)', async () => {
    const { platform, handlers, paramsOf } = withFakeApi(testPlatform().platform, {
      [campaigns.getoffers.path]: () => ({ items: [{ id: 'welcome' }], total: 1 }),
    });
    const hook = renderWithPlatform(
      () => ({ offers: useOffers(), cache: useSWRConfig() }),
      platform,
    );
    await waitFor(() => expect(hook.result.current.offers.items).toHaveLength(1));
    handlers[campaigns.getoffers.path] = () => {
      throw apiError(500, 'InternalServerErrorException');
    };
    await act(() => hook.result.current.cache.mutate(() => true));
    await waitFor(() => expect(paramsOf(campaigns.getoffers)).toHaveLength(2));
    expect(hook.result.current.offers.items).toEqual([{ id: 'welcome' }]);
  });
});

describe('useActivatePromoCode', () => {
  it('activates the code with the form’s idempotency key and answers the offer', async () => {
    const { platform, calls } = withFakeApi(testPlatform().platform, {
      [campaigns.activateOffer.path]: () => ({ id: 'spring' }),
    });
    const hook = renderWithPlatform(() => useActivatePromoCode(), platform);
    await expect(hook.result.current('SPRING', 'key-1')).resolves.toEqual({ id: 'spring' });
    expect(calls).toEqual([
      {
        path: campaigns.activateOffer.path,
        params: { promo_code: 'SPRING', fields: FIELDS },
        opts: { idempotencyKey: 'key-1' },
      },
    ]);
  });

  it('throws the §8 error of a refused code', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [campaigns.activateOffer.path]: () => {
        throw apiError(400, 'PromoCodeNotFoundException');
      },
    });
    const hook = renderWithPlatform(() => useActivatePromoCode(), platform);
    await expect(hook.result.current('NOPE', 'key-2')).rejects.toBeDefined();
  });
});

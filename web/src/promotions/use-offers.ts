/**
 * The data of the promotions and offers pages: running offers (`campaigns.getoffers` with
 * every block — the same request as the cashier's, so one cache serves both), the banners
 * placed on the promotions page, and the calls that change offers (take one, activate or
 * check a promo code), each refreshing the offers and balances it affects.
 */
import type { contract } from '@croupier/core';
import { banners, campaigns } from '@croupier/core/refs';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

type Offer = contract.campaigns.Offer;
type Banner = contract.banners.Banner;

const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

/** Banners the operator places on the promotions page (`description.position`). */
const PROMOTIONS_POSITION = 'promotions';

/** Running offers for the viewer, in the server's priority order. */
export function useOfferList() {
  const answer = useApi(
    campaigns.getoffers,
    { offset: 0, fields: [...OFFER_FIELDS] },
    { revalidateOnFocus: false },
  );
  return {
    offers: answer.data?.items as readonly Offer[] | undefined,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}

/**
 * One offer by id, found among the running offers (getoffers has no lookup by id):
 * `offer` is undefined while loading and null when no running offer has that id.
 */
export function useOffer(id: number) {
  const list = useOfferList();
  const offer = list.offers ? (list.offers.find((o) => o.id === id) ?? null) : undefined;
  return { offer, error: list.offers ? null : list.error, retry: list.retry };
}

/** The banners placed on the promotions page; empty when the operator serves none. */
export function usePromotionBanners(): readonly Banner[] {
  // The home page's request (same params): one cache, and a failure is simply no banners.
  const answer = useApi(
    banners.get,
    { fields: 'description,images' },
    { onError: () => {}, revalidateIfStale: false },
  );
  return (answer.data?.items ?? []).filter((b) => b.description?.position === PROMOTIONS_POSITION);
}

/** Calls that change what the player has: each refreshes offers and balances after success. */
export function useOfferActions() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await Promise.all([
      mutate(
        (key) =>
          Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/campaigns/'),
      ),
      platform.stores.balance.refresh().catch(() => {}),
    ]);
  }, [mutate, platform]);

  /** Takes a registration offer (`takepromotions`); throws the §8 error. */
  const take = useCallback(
    async (offerId: number, idempotencyKey: string) => {
      await platform.api.call(campaigns.takepromotions, { offer_id: offerId }, { idempotencyKey });
      await refresh();
    },
    [platform, refresh],
  );

  /** Activates the offer behind a promo code; answers that offer (throws the §8 error). */
  const activate = useCallback(
    async (promoCode: string, idempotencyKey: string): Promise<Offer> => {
      const offer = await platform.api.call(
        campaigns.activateOffer,
        { promo_code: promoCode, fields: [...OFFER_FIELDS] },
        { idempotencyKey },
      );
      await refresh();
      return offer;
    },
    [platform, refresh],
  );

  /** Whether a code is valid now (1) or not (0); never throws for a bad code. */
  const check = useCallback(
    (promoCode: string) => platform.api.call(campaigns.checkPromocode, { promo_code: promoCode }),
    [platform],
  );

  return { take, activate, check };
}

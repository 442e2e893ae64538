/**
 * Deposit offers (campaigns.getoffers, spec §3 "Deposit offer", §6) and promo code activation
 * for the cashier. A server without the campaigns group answers MethodNotFound: the offers
 * block then simply has nothing to show.
 */
import type { contract } from '@croupier/core';
import { campaigns } from '@croupier/core/contract';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

type Offer = contract.campaigns.Offer;

const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

/** Running offers with their trigger, description and rewards; `data` stays empty on failure. */
export function useOffers() {
  const answer = useApi(
    campaigns.getoffers,
    { offset: 0, fields: [...OFFER_FIELDS] },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const items: readonly Offer[] = answer.error ? [] : (answer.data?.items ?? []);
  return { items, isLoading: answer.isLoading };
}

/** Activates the offer behind a promo code; answers that offer (throws the §8 error). */
export function useActivatePromoCode() {
  const platform = usePlatform();
  return useCallback(
    (promoCode: string, idempotencyKey: string): Promise<Offer> =>
      platform.api.call(
        campaigns.activateOffer,
        { promo_code: promoCode, fields: [...OFFER_FIELDS] },
        { idempotencyKey },
      ),
    [platform],
  );
}

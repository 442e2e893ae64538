/**
 * Which deposit offers the cashier shows (spec §3 "Deposit offer", §6): deposit offers whose
 * trigger the player satisfies, except those that exclude the chosen payment method.
 */
import type { contract } from '@croupier/core';

type Offer = contract.campaigns.Offer;

/** The offers to show beside a deposit with `method` (a sysname; null before one is chosen). */
export function depositOffersFor(offers: readonly Offer[], method: string | null): Offer[] {
  return offers.filter((offer) => {
    const trigger = offer.trigger;
    if (!trigger || trigger.action !== 'deposit' || !trigger.user_satisfies_params) return false;
    return method === null || !trigger.params.exclude_methods.includes(method);
  });
}

/** The offer still selectable after the method changed (null when it is no longer shown). */
export function keptOfferId(
  offers: readonly Offer[],
  method: string | null,
  selected: number | null,
): number | null {
  if (selected === null) return null;
  return depositOffersFor(offers, method).some((o) => o.id === selected) ? selected : null;
}

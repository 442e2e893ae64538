/**
 * How an offer (spec §3 Offer/campaign, Deposit offer) reads on the promotions and offers
 * pages: what a player does with it now, and its conditions — the trigger, the smallest
 * deposit, excluded payment methods and the wagering of its bonuses.
 */
import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import type { Translate } from '../i18n/index.ts';

type Offer = contract.campaigns.Offer;

/**
 * What the viewer can do with an offer now:
 * - `guest`: read it and sign in (§6: guests see every offer, read-only);
 * - `deposit`: pay a qualifying deposit (the cashier offers it);
 * - `take`: take it here (`campaigns.takepromotions`, registration offers);
 * - `code`: activate it with its promo code;
 * - `taken`: taken a moment ago on this page;
 * - `unavailable`: the player is not in its audience, over its limit or in another currency.
 */
export type OfferState = 'guest' | 'deposit' | 'take' | 'code' | 'taken' | 'unavailable';

/** The state of `offer` for the viewer; `taken` lists offers taken during this visit. */
export function offerState(
  offer: Offer,
  signedIn: boolean,
  taken: ReadonlySet<number> = new Set(),
): OfferState {
  if (!signedIn) return 'guest';
  if (taken.has(offer.id)) return 'taken';
  const trigger = offer.trigger;
  if (!trigger || !trigger.user_satisfies_params) return 'unavailable';
  switch (trigger.action) {
    case 'deposit':
      return 'deposit';
    case 'registration':
      return 'take';
    case 'promo_code':
      return 'code';
  }
}

/** The currency the offer's money is in (the viewer's; guests see USD). */
function offerCurrency(offer: Offer, fallback = 'USD'): string {
  for (const p of offer.promotions ?? []) {
    if (p.type === 'freespins') return p.bet.currency;
    const money = p.type === 'bonus' ? (p.amount ?? p.max_amount) : p.max_amount;
    if (money) return money.currency;
  }
  return fallback;
}

/** "bank_transfer" → "Bank transfer": a payment method's sysname as words. */
function methodLabel(sysname: string): string {
  const words = sysname.replace(/[-_]+/g, ' ').trim();
  if (words.length <= 3) return words.toUpperCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The short label of an offer's trigger ("Deposit bonus", "Promo code", "Gift"). */
export function triggerLabel(t: Translate, offer: Offer): string | null {
  switch (offer.trigger?.action) {
    case 'deposit':
      return t('promotions.trigger.deposit', 'Deposit bonus');
    case 'registration':
      return t('promotions.trigger.registration', 'New player gift');
    case 'promo_code':
      return t('promotions.trigger.promo_code', 'Promo code');
    default:
      return null;
  }
}

/**
 * The conditions of an offer, one sentence each: how it is earned, the smallest deposit,
 * excluded payment methods, and each distinct wagering requirement of its rewards.
 */
export function offerConditions(t: Translate, offer: Offer, fallbackCurrency = 'USD'): string[] {
  const lines: string[] = [];
  const trigger = offer.trigger;
  if (trigger) {
    const min = trigger.params.min_amount;
    if (trigger.action === 'deposit') {
      lines.push(
        min
          ? t('promotions.condition.minDeposit', 'Make a deposit of at least {amount}.', {
              amount: formatMoney(min, offerCurrency(offer, fallbackCurrency)),
            })
          : t('promotions.condition.deposit', 'Make a deposit and choose this bonus.'),
      );
    } else if (trigger.action === 'registration') {
      lines.push(
        t('promotions.condition.registration', 'For new players: take it on the offers page.'),
      );
    } else {
      lines.push(t('promotions.condition.promoCode', 'Activate it with its promo code.'));
    }
    if (trigger.params.exclude_methods.length > 0) {
      lines.push(
        t('promotions.condition.excluded', 'Not available with: {methods}.', {
          methods: trigger.params.exclude_methods.map(methodLabel).join(', '),
        }),
      );
    }
  }
  const wagers = new Set<number>();
  for (const p of offer.promotions ?? []) {
    if (p.type === 'bonus' && p.wager_multiplier > 0) wagers.add(p.wager_multiplier);
  }
  for (const times of wagers) {
    lines.push(
      t('promotions.condition.wager', 'Wager the bonus {times} times before withdrawing.', {
        times,
      }),
    );
  }
  for (const p of offer.promotions ?? []) {
    if (p.type === 'freespins') {
      lines.push(
        t('promotions.condition.spins', '{count} free spins in {game}, {bet} a spin.', {
          count: p.count,
          game: p.game.name,
          bet: formatMoney(p.bet.amount, p.bet.currency),
        }),
      );
    }
  }
  return lines;
}

import type { contract } from '@croupier/core';
import { useEffect } from 'react';
import { useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { GuestCallout } from './GuestCallout.tsx';
import { PROMO_CODE_INPUT_ID } from './OfferAction.tsx';
import { OfferCard } from './OfferCard.tsx';
import { offerState, type OfferState } from './offer-terms.ts';
import { offerPath } from './promotion-paths.ts';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { useTakenOffers } from './taken-offers.ts';
import { useOfferList } from './use-offers.ts';
import { Card, EmptyState, Icon } from '../ui/index.ts';
import { CardGridSkeleton } from './CardGridSkeleton.tsx';
import styles from './PromotionsScreen.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

type Offer = contract.campaigns.Offer;

/** One section of the offers page. */
function OfferSection({
  id,
  title,
  items,
  note,
}: {
  id: string;
  title: string;
  items: readonly { offer: Offer; state: OfferState }[];
  note?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {note ? <p className={styles.muted}>{note}</p> : null}
      <ul className={styles.grid}>
        {items.map(({ offer, state }, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              state={state}
              detailHref={offerPath(offer.id)}
              withConditions
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The offers page (§2.2 `/offers`): the promo code field, then the offers a player can use now
 * — each with its conditions and action — and the others. Guests see every offer read-only
 * (§6) with a sign-up prompt in place of the promo code field.
 */
export function OffersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('promotions.offers', 'Offers'));
  const { signedIn } = useSession();
  const taken = useTakenOffers();
  const { offers, error, retry } = useOfferList();

  // `/offers#promo-code-input` (the "enter the promo code" action elsewhere) lands in the field.
  useEffect(() => {
    if (!signedIn || window.location.hash !== `#${PROMO_CODE_INPUT_ID}`) return;
    const input = document.getElementById(PROMO_CODE_INPUT_ID);
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  }, [signedIn]);

  const items = (offers ?? []).map((offer) => ({
    offer,
    state: offerState(offer, signedIn, taken),
  }));
  const usable = items.filter((i) => i.state !== 'unavailable');
  const others = items.filter((i) => i.state === 'unavailable');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('promotions.offers', 'Offers')}</h1>
          <p className={styles.lead}>
            {signedIn
              ? t('promotions.offersLead', 'Bonuses you can take now, and the promo code field.')
              : t('promotions.offersLeadGuest', 'Bonuses for players of Croupier.')}
          </p>
        </div>
        <Link href="/promotions" className={styles.offersLink}>
          <Icon name="star" size={18} />
          {t('promotions.allPromotions', 'All promotions')}
          <Icon name="chevron-right" size={16} />
        </Link>
      </header>
      {signedIn ? (
        <Card as="section" padding="md" aria-labelledby="promo-code-title">
          <div className={styles.promo}>
            <div className={styles.promoHead}>
              <h2 id="promo-code-title" className={styles.promoTitle}>
                {t('promotions.promo.title', 'Have a promo code?')}
              </h2>
              <p className={styles.muted}>
                {t('promotions.promo.text', 'Enter it here to unlock its bonus.')}
              </p>
            </div>
            <PromoCodeForm />
          </div>
        </Card>
      ) : (
        <GuestCallout
          title={t('promotions.guest.offersTitle', 'Sign up to take these offers')}
          text={t(
            'promotions.guest.offersText',
            'Players take bonuses and activate promo codes here. A promo code can also be entered when signing up.',
          )}
        />
      )}
      {offers ? (
        items.length === 0 ? (
          <EmptyState
            icon="gift"
            title={t('promotions.noOffers', 'No offers right now.')}
            text={t('promotions.emptyText', 'Check back soon: new ones start every week.')}
          />
        ) : signedIn ? (
          <>
            {usable.length === 0 ? (
              <EmptyState
                icon="gift"
                title={t('promotions.noneAvailable', 'No offers are available to you right now.')}
                text={t(
                  'promotions.noneAvailableText',
                  'New offers come with deposits, promo codes and tournaments.',
                )}
              />
            ) : null}
            <OfferSection
              id="offers-available"
              title={t('promotions.availableNow', 'Available to you')}
              items={usable}
            />
            <OfferSection
              id="offers-other"
              title={t('promotions.otherOffers', 'Other offers')}
              note={t(
                'promotions.otherOffersNote',
                'These are for other players, or you have already used them.',
              )}
              items={others}
            />
          </>
        ) : (
          <OfferSection
            id="offers-all"
            title={t('promotions.running', 'Running now')}
            items={items}
          />
        )
      ) : error ? (
        <LoadFailed
          title={t('promotions.offersFailed', 'The offers could not be loaded.')}
          onRetry={retry}
        />
      ) : (
        <CardGridSkeleton className={styles.grid} />
      )}
    </div>
  );
}

import { useDialogs, useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { GuestCallout } from './GuestCallout.tsx';
import { OfferCard } from './OfferCard.tsx';
import { offerState } from './offer-terms.ts';
import { PromotionBanners } from './PromotionBanners.tsx';
import { promotionPath } from './promotion-paths.ts';
import { useTakenOffers } from './taken-offers.ts';
import { useOfferList, usePromotionBanners } from './use-offers.ts';
import { EmptyState, Icon } from '../ui/index.ts';
import { CardGridSkeleton } from './CardGridSkeleton.tsx';
import styles from './PromotionsScreen.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/**
 * The promotions page (§2.2 `/promotions`): the operator's featured banners, then every
 * running campaign as a card — details open in the "promotion details" popup (§2.3), the
 * title leads to the promotion's page. Guests read it all, with a sign-up prompt.
 */
export function PromotionsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.promotions', 'Promotions'));
  const { signedIn } = useSession();
  const dialogs = useDialogs();
  const taken = useTakenOffers();
  const banners = usePromotionBanners();
  const { offers, error, retry } = useOfferList();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('common.promotions', 'Promotions')}</h1>
          <p className={styles.lead}>
            {t(
              'promotions.lead',
              'Bonuses, free spins and cashback running now. Open one to see how it works.',
            )}
          </p>
        </div>
        <Link href="/offers" className={styles.offersLink}>
          <Icon name="gift" size={18} />
          {signedIn
            ? t('promotions.toOffers', 'My offers and promo codes')
            : t('promotions.toOffersGuest', 'Offers and promo codes')}
          <Icon name="chevron-right" size={16} />
        </Link>
      </header>
      <PromotionBanners banners={banners} />
      {signedIn ? null : (
        <GuestCallout
          title={t('promotions.guest.title', 'Sign up to take part')}
          text={t(
            'promotions.guest.text',
            'Create an account or log in to take bonuses, activate promo codes and get rewards.',
          )}
        />
      )}
      <section aria-labelledby="promotions-all" className={styles.section}>
        <h2 id="promotions-all" className={styles.sectionTitle}>
          {t('promotions.running', 'Running now')}
        </h2>
        {offers ? (
          offers.length > 0 ? (
            <ul className={styles.grid}>
              {offers.map((offer, index) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    state={offerState(offer, signedIn, taken)}
                    detailHref={promotionPath(offer.id)}
                    // The first row loads first only when no banner is above it (the
                    // banners' first picture is then the page's largest).
                    priority={banners.length === 0 && index < 3}
                    onDetails={() =>
                      dialogs.open({ name: 'promotionDetails', props: { promotionId: offer.id } })
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon="gift"
              title={t('promotions.empty', 'No promotions are running right now.')}
              text={t('promotions.emptyText', 'Check back soon: new ones start every week.')}
            />
          )
        ) : error ? (
          <LoadFailed
            title={t('promotions.failed', 'The promotions could not be loaded.')}
            onRetry={retry}
          />
        ) : (
          <CardGridSkeleton className={styles.grid} />
        )}
      </section>
    </div>
  );
}

import { promotionLine } from '../cashier/offer-summary.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Skeleton } from '../ui/index.ts';
import { OfferAction } from './OfferAction.tsx';
import { OfferImage } from './OfferImage.tsx';
import { offerConditions, offerState } from './offer-terms.ts';
import { promotionPath } from './promotion-paths.ts';
import styles from './PromotionDialogs.module.css';
import { useTakenOffers } from './taken-offers.ts';
import { useOffer } from './use-offers.ts';

/**
 * The "promotion details" popup (§2.3), opened from a promotion card: the picture, rewards,
 * conditions and the action, with a link to the promotion's own page.
 */
export function PromotionDetailsDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const taken = useTakenOffers();
  const id = Number(entry.props.promotionId);
  const { offer, error } = useOffer(id);

  if (offer === null || error) {
    return (
      <div className={styles.dialog} data-testid="promotion-details">
        <p className={styles.muted}>
          {t('promotions.missing', 'This promotion is no longer available.')}
        </p>
        <Button variant="secondary" onClick={() => close()}>
          {t('common.close', 'Close')}
        </Button>
      </div>
    );
  }
  if (!offer) {
    return (
      <div className={styles.dialog} aria-busy="true">
        <Skeleton aspectRatio="735 / 240" radius="md" />
        <Skeleton height={28} radius="sm" />
        <Skeleton height={72} radius="sm" />
      </div>
    );
  }
  const rewards = (offer.promotions ?? []).map((p) => promotionLine(t, p));
  const conditions = offerConditions(t, offer);
  return (
    <div className={styles.dialog} data-testid="promotion-details" data-offer={offer.id}>
      <OfferImage offer={offer} className={styles.image} priority />
      <h2 className={styles.title}>
        {offer.description?.title || t('promotions.untitled', 'Offer')}
      </h2>
      {offer.description?.text ? <p className={styles.text}>{offer.description.text}</p> : null}
      {rewards.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('promotions.rewards', 'Rewards')}</h3>
          <ul className={styles.list}>
            {rewards.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {conditions.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('promotions.conditions', 'Conditions')}</h3>
          <ul className={styles.list}>
            {conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.actions}>
        <OfferAction
          offer={offer}
          state={offerState(offer, signedIn, taken)}
          size="lg"
          block
          onLeave={() => close()}
        />
        <Button variant="ghost" block href={promotionPath(offer.id)} onClick={() => close()}>
          {t('promotions.fullPage', 'Open the promotion page')}
        </Button>
      </div>
    </div>
  );
}

import type { contract } from '@croupier/core';
import { promotionLine } from '../cashier/offer-summary.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Badge, Button, Card, Icon, cx } from '../ui/index.ts';
import { OfferAction } from './OfferAction.tsx';
import { OfferImage } from './OfferImage.tsx';
import { offerConditions, triggerLabel, type OfferState } from './offer-terms.ts';
import styles from './OfferCard.module.css';

type Offer = contract.campaigns.Offer;

/** Props of {@link OfferCard}. */
export interface OfferCardProps {
  offer: Offer;
  state: OfferState;
  /** The offer's own page. */
  detailHref: string;
  /** Opens the "promotion details" popup instead of following `detailHref` for details. */
  onDetails?(): void;
  /** Lists the conditions on the card (the offers page; promotions keep cards short). */
  withConditions?: boolean;
  /** The image loads first (the first row of the grid). */
  priority?: boolean;
}

/**
 * One offer as a card (titled at level 3, under its section's heading): its picture, trigger and state badges, title (linking to its page),
 * short text, rewards, optionally its conditions, and the action the viewer can take.
 */
export function OfferCard({
  offer,
  state,
  detailHref,
  onDetails,
  withConditions = false,
  priority = false,
}: OfferCardProps) {
  const { t } = useTranslation();
  const title = offer.description?.title || t('promotions.untitled', 'Offer');
  const trigger = triggerLabel(t, offer);
  const rewards = (offer.promotions ?? []).map((p) => promotionLine(t, p));
  const conditions = withConditions ? offerConditions(t, offer) : [];
  const headingId = `offer-${offer.id}-title`;
  return (
    <Card
      as="article"
      padding="none"
      className={cx(styles.card, state === 'unavailable' && styles.dimmed)}
      aria-labelledby={headingId}
      data-testid="offer-card"
      data-offer={offer.id}
    >
      <div className={styles.media}>
        <OfferImage offer={offer} priority={priority} />
        <div className={styles.badges}>
          {trigger ? (
            <Badge tone="gold" solid>
              {trigger}
            </Badge>
          ) : null}
          {state === 'deposit' || state === 'take' || state === 'code' ? (
            <Badge tone="accent" solid>
              {t('promotions.state.available', 'Available to you')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.title}>
          <Link href={detailHref} className={styles.titleLink}>
            {title}
          </Link>
        </h3>
        {rewards.length > 0 ? (
          <ul className={styles.rewards} aria-label={t('promotions.rewards', 'Rewards')}>
            {rewards.map((line) => (
              <li key={line} className={styles.reward}>
                <Icon name="gift" size={16} />
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        {offer.description?.text ? <p className={styles.text}>{offer.description.text}</p> : null}
        {conditions.length > 0 ? (
          <ul className={styles.conditions} aria-label={t('promotions.conditions', 'Conditions')}>
            {conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <div className={styles.cta}>
            <OfferAction offer={offer} state={state} block />
          </div>
          {onDetails ? (
            <Button
              variant="ghost"
              onClick={onDetails}
              aria-haspopup="dialog"
              aria-label={t('promotions.detailsOf', 'Details: {title}', { title })}
            >
              {t('promotions.details', 'Details')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              href={detailHref}
              iconEnd="chevron-right"
              aria-label={t('promotions.moreAboutOf', 'More about {title}', { title })}
            >
              {t('promotions.moreAbout', 'More about')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

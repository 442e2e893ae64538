import type { contract } from '@croupier/core';
import type { ReactNode } from 'react';
import { promotionLine } from '../cashier/offer-summary.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Badge, Card, Icon } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { OfferAction } from './OfferAction.tsx';
import { OfferImage } from './OfferImage.tsx';
import { offerConditions, offerState, triggerLabel } from './offer-terms.ts';
import styles from './OfferDetail.module.css';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { useTakenOffers } from './taken-offers.ts';

type Offer = contract.campaigns.Offer;

/** Props of {@link OfferDetail}. */
export interface OfferDetailProps {
  offer: Offer;
  /** The list the page belongs to, for the back link. */
  back: { href: string; label: string };
  /** Extra content under the description (e.g. a link to the other view of the offer). */
  footer?: ReactNode;
}

/**
 * A promotion or offer page: picture, title and badges, the description (sanitised HTML from
 * the server, rendered as the game page renders its description; plain text otherwise), and
 * a side card with the rewards, the conditions and the viewer's action — with the promo code
 * field right there for a code offer.
 */
export function OfferDetail({ offer, back, footer }: OfferDetailProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const taken = useTakenOffers();
  const state = offerState(offer, signedIn, taken);
  const title = offer.description?.title || t('promotions.untitled', 'Offer');
  const trigger = triggerLabel(t, offer);
  const rewards = (offer.promotions ?? []).map((p) => promotionLine(t, p));
  const conditions = offerConditions(t, offer);
  const html = offer.description?.html;
  const paragraphs = (offer.description?.text ?? '').split(/\n+/).filter((p) => p.trim());

  return (
    <article className={styles.page} data-testid="offer-detail" data-offer={offer.id}>
      <Link href={back.href} className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {back.label}
      </Link>
      <div className={styles.layout}>
        <div className={styles.main}>
          <OfferImage offer={offer} priority className={styles.image} />
          <header className={styles.header}>
            <div className={styles.badges}>
              {trigger ? <Badge tone="gold">{trigger}</Badge> : null}
              {state === 'deposit' || state === 'take' || state === 'code' ? (
                <Badge tone="accent">{t('promotions.state.available', 'Available to you')}</Badge>
              ) : null}
            </div>
            <h1 className={styles.title}>{title}</h1>
          </header>
          {html ? (
            <SafeHtml className={styles.prose} html={html} />
          ) : paragraphs.length > 0 ? (
            <div className={styles.prose}>
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          ) : null}
          {footer}
        </div>
        <Card as="aside" padding="lg" className={styles.aside} aria-labelledby="offer-terms">
          <h2 id="offer-terms" className={styles.asideTitle}>
            {t('promotions.howItWorks', 'How it works')}
          </h2>
          {rewards.length > 0 ? (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>{t('promotions.rewards', 'Rewards')}</h3>
              <ul className={styles.rewards}>
                {rewards.map((line) => (
                  <li key={line}>
                    <Icon name="gift" size={18} />
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {conditions.length > 0 ? (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>{t('promotions.conditions', 'Conditions')}</h3>
              <ul className={styles.conditions}>
                {conditions.map((line) => (
                  <li key={line}>
                    <Icon name="check" size={16} />
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className={styles.action}>
            {state === 'code' ? (
              <PromoCodeForm />
            ) : (
              <OfferAction offer={offer} state={state} block size="lg" />
            )}
          </div>
        </Card>
      </div>
    </article>
  );
}

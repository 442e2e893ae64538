import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Icon, cx } from '../ui/index.ts';
import { depositOffersFor } from './deposit-offers.ts';
import styles from './DepositOffers.module.css';
import { promotionLine } from './offer-summary.ts';

type Offer = contract.campaigns.Offer;

/** Props of {@link DepositOffers}. */
export interface DepositOffersProps {
  offers: readonly Offer[];
  method: string;
  /** The chosen offer id, or null for none. */
  value: number | null;
  onChange(id: number | null): void;
}

/**
 * The deposit offers the player may take with this method (§3, §6): a radio group with a
 * "no bonus" choice. Renders nothing when no offer applies (or the server has no offers).
 */
export function DepositOffers({ offers, method, value, onChange }: DepositOffersProps) {
  const { t } = useTranslation();
  const shown = depositOffersFor(offers, method);
  if (shown.length === 0) return null;
  const choices: { id: number | null; title: string; lines: string[] }[] = [
    ...shown.map((offer) => ({
      id: offer.id,
      title: offer.description?.title ?? t('cashier.offer.untitled', 'Deposit bonus'),
      lines: [
        ...(offer.promotions ?? []).map((p) => promotionLine(t, p)),
        ...(offer.description?.text ? [offer.description.text] : []),
      ],
    })),
    { id: null, title: t('cashier.offer.none', 'No bonus'), lines: [] },
  ];
  return (
    <fieldset className={styles.offers}>
      <legend className={styles.legend}>
        <Icon name="gift" size={18} />
        {t('cashier.offer.title', 'Choose your bonus')}
      </legend>
      <div className={styles.list}>
        {choices.map((choice) => (
          <label
            key={choice.id ?? 'none'}
            className={cx(styles.offer, value === choice.id && styles.chosen)}
          >
            <input
              type="radio"
              name="campaign_offer_id"
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
            />
            <span className={styles.title}>{choice.title}</span>
            {choice.lines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

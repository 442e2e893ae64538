import type { contract } from '@croupier/core';
import { uniqueId } from '@croupier/core/format';
import { useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useAuthPopup } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Icon, type ButtonSize } from '../ui/index.ts';
import { takeOfferErrorText } from './offer-errors.ts';
import type { OfferState } from './offer-terms.ts';
import styles from './OfferAction.module.css';
import { markOfferTaken } from './taken-offers.ts';
import { useOfferActions } from './use-offers.ts';

type Offer = contract.campaigns.Offer;

/** The promo code form's input: the "enter the code" action moves focus there. */
export const PROMO_CODE_INPUT_ID = 'promo-code-input';

/** Props of {@link OfferAction}. */
export interface OfferActionProps {
  offer: Offer;
  state: OfferState;
  size?: ButtonSize;
  /** Stretches the button to the width of its box. */
  block?: boolean;
  /** Runs before the action leaves the current view (e.g. to close a popup). */
  onLeave?(): void;
}

/**
 * The call to action of one offer, by what the viewer can do (spec §6): guests sign up
 * through the auth popup, deposit offers lead to the cashier, registration offers are taken
 * here once (`takepromotions`, a success toast, the §8 reason on refusal), code offers lead
 * to the promo code field.
 */
export function OfferAction({ offer, state, size = 'md', block, onLeave }: OfferActionProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const openAuth = useAuthPopup();
  const { take } = useOfferActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per offer shown: a double click or a retry after a lost answer takes it once.
  const key = useRef(uniqueId());
  const inFlight = useRef(false);

  const onTake = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await take(offer.id, key.current);
      markOfferTaken(offer.id);
      platform.shell.haptic('success');
      platform.stores.toasts.show({
        kind: 'success',
        title: t('promotions.taken.title', 'Bonus received'),
        message: t('promotions.taken.text', '{title} is yours. Find it in your bonuses.', {
          title: offer.description?.title ?? t('promotions.untitled', 'Offer'),
        }),
      });
    } catch (failure) {
      platform.shell.haptic('error');
      setError(takeOfferErrorText(t, failure));
      key.current = uniqueId();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const enterCode = () => {
    const input = document.getElementById(PROMO_CODE_INPUT_ID);
    if (input instanceof HTMLInputElement) {
      onLeave?.();
      input.scrollIntoView({ block: 'center', behavior: 'smooth' });
      input.focus({ preventScroll: true });
      return false;
    }
    onLeave?.();
    return true;
  };

  switch (state) {
    case 'guest':
      return (
        <Button
          size={size}
          block={block}
          icon="user"
          onClick={() => {
            onLeave?.();
            openAuth('registration');
          }}
        >
          {t('promotions.cta.signUp', 'Sign up to get it')}
        </Button>
      );
    case 'deposit':
      return (
        <Button size={size} block={block} icon="wallet" href="/cashier/deposit" onClick={onLeave}>
          {t('promotions.cta.deposit', 'Deposit and get it')}
        </Button>
      );
    case 'code':
      return (
        <Button
          size={size}
          block={block}
          variant="secondary"
          icon="gift"
          href={`/offers#${PROMO_CODE_INPUT_ID}`}
          onClick={(event) => {
            if (!enterCode()) event.preventDefault();
          }}
        >
          {t('promotions.cta.code', 'Enter the promo code')}
        </Button>
      );
    case 'take':
      return (
        <div className={styles.take}>
          <Button
            size={size}
            block={block}
            icon="gift"
            loading={busy}
            onClick={() => void onTake()}
          >
            {t('promotions.cta.take', 'Take the bonus')}
          </Button>
          {error ? (
            <p className={styles.error} role="alert">
              <Icon name="warning" size={16} />
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'taken':
      return (
        <Badge tone="accent" className={styles.badge}>
          <Icon name="check" size={14} />
          {t('promotions.state.taken', 'Taken')}
        </Badge>
      );
    case 'unavailable':
      return (
        <p className={styles.muted}>
          <Icon name="lock" size={16} />
          {t('promotions.state.unavailable', 'Not available for your account right now')}
        </p>
      );
  }
}

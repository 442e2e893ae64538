import { promoCodeActivationError } from '@croupier/core/error-handling';
import { uniqueId } from '@croupier/core/format';
import { normalizePromoCode } from '@croupier/core/validation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../i18n/index.ts';
import { useActivatePromoCode } from './use-deposit-offers.ts';
import { Button, Icon, TextInput } from '../ui/index.ts';
import styles from './PromoCodeField.module.css';

/**
 * A promo code for the deposit, revealed on demand and activated on the spot. On the deposit
 * page the success shows inline, not as the promo-code popup (§2.3).
 */
export function PromoCodeField() {
  const { t, i18n } = useTranslation();
  const activate = useActivatePromoCode();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [activated, setActivated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per code typed: a double click activates once.
  const [key, setKey] = useState(() => uniqueId());

  if (!open) {
    return (
      <Button variant="ghost" size="sm" icon="gift" onClick={() => setOpen(true)}>
        {t('cashier.promo.reveal', 'I have a promo code')}
      </Button>
    );
  }

  const submit = async () => {
    const value = normalizePromoCode(code);
    if (!value) {
      setError(t('validation.requiredField', 'Field is required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const offer = await activate(value, key);
      setActivated(offer.description?.title ?? value);
      setCode('');
      setKey(uniqueId());
      await mutate(
        (k) => Array.isArray(k) && typeof k[0] === 'string' && k[0].startsWith('/api/campaigns/'),
      );
    } catch (failure) {
      const found = promoCodeActivationError(failure, (k) => i18n?.exists(k) ?? false);
      setError(t(found.messageKey, 'This promo code is not valid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.promo}>
      <div className={styles.row}>
        <TextInput
          label={t('cashier.promo.label', 'Promo code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
            setKey(uniqueId());
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          error={error}
          autoComplete="off"
          fieldClassName={styles.input}
        />
        <Button
          variant="secondary"
          onClick={() => void submit()}
          loading={busy}
          className={styles.apply}
        >
          {t('cashier.promo.apply', 'Apply')}
        </Button>
      </div>
      {activated ? (
        <p className={styles.done} role="status">
          <Icon name="check" size={16} />
          {t('cashier.promo.activated', 'Promo code activated: {title}', { title: activated })}
        </p>
      ) : null}
    </div>
  );
}

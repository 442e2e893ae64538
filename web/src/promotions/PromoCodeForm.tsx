import { uniqueId } from '@croupier/core/format';
import { opensPromoCodeActivatedPopup } from '@croupier/core/state';
import { createPromoCodeChecker, normalizePromoCode } from '@croupier/core/validation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Icon, TextInput } from '../ui/index.ts';
import { PROMO_CODE_INPUT_ID } from './OfferAction.tsx';
import { promoCodeErrorText } from './offer-errors.ts';
import styles from './PromoCodeForm.module.css';
import { useOfferActions } from './use-offers.ts';

/**
 * The promo code entry of a signed-in player (spec §5, §8, §2.3): while typing, the code is
 * checked on the server 300 ms after the last keystroke (`checkPromocode`) and a valid one is
 * acknowledged; "Activate" redeems it (`activateOffer`, once per key). A refusal shows its own
 * reason (INVALID, EXPIRED, ALREADY_USED, NOT_AVAILABLE) on the field and is tracked; a
 * success opens the "promo code activated" popup unless the page is a deposit page.
 */
export function PromoCodeForm() {
  const { t, i18n } = useTranslation();
  const platform = usePlatform();
  const [path] = useLocation();
  const { activate, check } = useOfferActions();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [valid, setValid] = useState<string | null>(null);
  const [activated, setActivated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // One key per code typed: a double submit activates once.
  const key = useRef(uniqueId());

  const checker = useMemo(
    () => createPromoCodeChecker({ timers: platform.timers, check }),
    [platform.timers, check],
  );
  useEffect(() => () => checker.cancel(), [checker]);

  const onChange = (value: string) => {
    setCode(value);
    setError(null);
    setValid(null);
    key.current = uniqueId();
    void checker.check(value).then((state) => {
      // A bad code gets its precise reason from the activation, not a bare "invalid" here.
      if (state?.isValid && state.value) setValid(state.value);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const value = normalizePromoCode(code);
    if (!value) {
      setError(t('validation.requiredField', 'Field is required'));
      return;
    }
    checker.cancel();
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setActivated(null);
    try {
      const offer = await activate(value, key.current);
      const title = offer.description?.title || value;
      setActivated(title);
      setCode('');
      setValid(null);
      key.current = uniqueId();
      platform.shell.haptic('success');
      if (opensPromoCodeActivatedPopup(path)) {
        platform.stores.dialogs.open({
          name: 'promoCodeActivated',
          // Codes are matched case-insensitively: shown as the operator writes them.
          props: { promoCode: value.toUpperCase() },
        });
      }
    } catch (failure) {
      platform.shell.haptic('error');
      const { text, failure: refused } = promoCodeErrorText(
        t,
        failure,
        (k) => i18n?.exists(k) ?? k.startsWith('common.promoCodeErrors.'),
      );
      setError(text);
      if (refused) {
        try {
          platform.analytics.track('promocode_not_found', { code: refused.code });
        } catch (trackFailure) {
          platform.log(trackFailure);
        }
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.row}>
        <TextInput
          id={PROMO_CODE_INPUT_ID}
          label={t('promotions.promo.label', 'Promo code')}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          hint={
            valid && !error ? (
              <span className={styles.valid}>
                <Icon name="check" size={14} />
                {t('promotions.promo.valid', 'This code is valid')}
              </span>
            ) : undefined
          }
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          fieldClassName={styles.input}
        />
        <Button type="submit" loading={busy} className={styles.submit}>
          {t('promotions.promo.activate', 'Activate')}
        </Button>
      </div>
      {activated ? (
        <p className={styles.done} role="status">
          <Icon name="check" size={16} />
          {t('promotions.promo.activated', 'Promo code activated: {title}', { title: activated })}
        </p>
      ) : null}
    </form>
  );
}

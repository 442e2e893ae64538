import { campaigns } from '@croupier/core/refs';
import { promoCheckError, PROMO_CODE_INVALID_KEY } from '@croupier/core/error-handling';
import { ApiError } from '@croupier/core/errors';
import {
  createPromoCodeChecker,
  normalizePromoCode,
  registrationPromoCodeRule,
} from '@croupier/core/validation';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Checkbox, TextInput } from '../ui/index.ts';
import styles from './AuthPopup.module.css';
import { useIssueText } from '../ui/use-issue-text.ts';

/** Form fields of the promo code block. */
const PROMO_FIELDS = { enabled: 'promo_enabled', code: 'promo_code' } as const;

/**
 * The promo code (§2.3, §5): revealed by a checkbox; checked on the server 300 ms after the
 * last keystroke, a falsy answer showing INVALID (§8). A server that cannot check codes
 * (MethodNotFound) lets the registration itself decide.
 */
export function PromoCodeField() {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const { register, control, setError, clearErrors, formState } = useFormContext();
  const enabled = useWatch({ control, name: PROMO_FIELDS.enabled }) === true;
  const [rejected, setRejected] = useState<string | null>(null);
  const invalidText = t(PROMO_CODE_INVALID_KEY, 'This promo code is not valid');

  const checker = useMemo(
    () =>
      createPromoCodeChecker({
        timers: platform.timers,
        check: async (code) => {
          try {
            return await platform.api.call(campaigns.checkPromocode, { promo_code: code });
          } catch (error) {
            if (error instanceof ApiError && error.type === 'MethodNotFoundException') return 1;
            throw error;
          }
        },
      }),
    [platform],
  );
  useEffect(() => () => checker.cancel(), [checker]);
  useEffect(() => {
    if (!enabled) checker.cancel();
  }, [enabled, checker]);

  const check = (value: string) => {
    void checker.check(value).then((state) => {
      if (!state) return;
      const failure = promoCheckError(state.isValid);
      if (failure) {
        setRejected(state.value);
        setError(PROMO_FIELDS.code, { type: 'check', message: t(failure.messageKey, invalidText) });
      } else {
        setRejected(null);
        if (formState.errors[PROMO_FIELDS.code]?.type === 'check') clearErrors(PROMO_FIELDS.code);
      }
    });
  };

  return (
    <div className={styles.promo}>
      <Checkbox
        label={t('auth.havePromoCode', 'I have a promo code')}
        {...register(PROMO_FIELDS.enabled)}
      />
      {enabled ? (
        <TextInput
          label={t('auth.promoCode', 'Promo code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={formState.errors[PROMO_FIELDS.code]?.message as string | undefined}
          {...register(PROMO_FIELDS.code, {
            validate: (value: unknown) => {
              const text = String(value ?? '');
              const local = issueText(registrationPromoCodeRule(text));
              if (local) return local;
              return normalizePromoCode(text) === rejected ? invalidText : true;
            },
            onChange: (event: { target: { value: string } }) => check(event.target.value),
          })}
        />
      ) : null}
    </div>
  );
}

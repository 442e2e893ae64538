import { REGISTRATION_STORAGE_KEYS } from '@croupier/core/state';
import { useFormContext } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Icon } from '../ui/index.ts';
import styles from './RegistrationChoice.module.css';

/** The form field of the betting/casino mark. */
const BET_CHOICE_FIELD = 'bet_choice';

/**
 * The betting/casino mark (§1, §2.3): which the player prefers. The choice is kept in storage
 * until the registration succeeds (§4 "stored bet/casino choice … cleared").
 */
export function BetChoice() {
  const { t } = useTranslation();
  const { storage } = usePlatform();
  const { register } = useFormContext();
  const registration = register(BET_CHOICE_FIELD, {
    onChange: (event: { target: { value: string } }) =>
      storage.setItem(REGISTRATION_STORAGE_KEYS.betChoice, event.target.value),
  });
  const options = [
    { value: 'casino', label: t('auth.preferCasino', 'Casino'), icon: 'dice' as const },
    { value: 'betting', label: t('auth.preferBetting', 'Sports betting'), icon: 'sport' as const },
  ];
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{t('auth.preferLabel', 'I mostly play')}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choiceOption}>
          <input
            type="radio"
            className={styles.choiceInput}
            value={option.value}
            {...registration}
          />
          <Icon name={option.icon} size={18} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

import { useAuthPopup } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Card, Icon } from '../ui/index.ts';
import styles from './GuestCallout.module.css';

/**
 * What guests see where players act (§6: guests read promotions and offers only): why to sign
 * in, and the sign-up and log-in buttons of the auth popup.
 */
export function GuestCallout({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const openAuth = useAuthPopup();
  return (
    <Card padding="md" className={styles.callout} data-testid="guest-callout">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="gift" size={24} />
      </span>
      <div className={styles.copy}>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => openAuth('registration')}>{t('common.register', 'Sign up')}</Button>
        <Button variant="secondary" onClick={() => openAuth('authorization')}>
          {t('common.login', 'Log in')}
        </Button>
      </div>
    </Card>
  );
}

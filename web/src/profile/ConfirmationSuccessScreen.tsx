import { usePlatform } from '../app/platform-context.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, EmptyState } from '../ui/index.ts';
import styles from './ConfirmationScreen.module.css';
import { contactTypeFromQuery } from './contact-type.ts';

/** `/confirmation/success` (§2.2): the contact is confirmed; on to the games or the profile. */
export function ConfirmationSuccessScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const type = contactTypeFromQuery(platform.navigation.current().search ?? '');
  const title =
    type === 'phone'
      ? t('confirmation.phoneDone', 'Your phone is confirmed')
      : t('confirmation.emailDone', 'Your e-mail is confirmed');
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        visual={
          <span className={styles.success} aria-hidden="true">
            ✓
          </span>
        }
        title={title}
        text={t(
          'confirmation.successText',
          'Thank you! We will use it for important messages about your account.',
        )}
        actions={
          <>
            <Button href="/gamehall" icon="cards">
              {t('common.goToGamehall', 'Go to the game hall')}
            </Button>
            <Button href="/profile/settings" variant="secondary" icon="settings">
              {t('confirmation.toProfile', 'Profile settings')}
            </Button>
          </>
        }
      />
    </div>
  );
}

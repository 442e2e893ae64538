import { MissingLocaleConfigError, RouteValidationError } from '@croupier/core/errors';
import { useTranslation } from '../i18n/i18n-context.ts';
import styles from './FatalScreen.module.css';

/**
 * A fatal error page (§2.1) shown without the shell: route validation failure → 404
 * "Page Not Found" with the path; missing locale configuration → 500.
 */
export function FatalScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notFound = error instanceof RouteValidationError;
  const status = notFound ? 404 : 500;
  return (
    <main className={styles.fatal}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>
        {notFound ? 'Page Not Found' : t('common.somethingWentWrong', 'Something went wrong')}
      </h1>
      {notFound ? (
        <p className={styles.detail}>
          <code>{error.path}</code>
        </p>
      ) : (
        <p className={styles.detail}>
          {error instanceof MissingLocaleConfigError
            ? t('common.localeMissing', 'The site is not configured for this language yet.')
            : t('common.tryLater', 'Please try again in a few minutes.')}
        </p>
      )}
      <a className={styles.home} href="/">
        {t('common.home', 'Home')}
      </a>
    </main>
  );
}

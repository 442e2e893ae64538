import { useEffect, useRef } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Icon } from '../ui/index.ts';
import styles from './OfflineBanner.module.css';
import { useOnline } from './use-online.ts';

/**
 * The offline notice of all three clients (browser, Mini App, web view): a banner that stays
 * while the connection is gone, over the page (fixed, so it shifts nothing), then a short
 * "back online" toast. The page keeps working with what it has meanwhile.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { toasts } = usePlatform().stores;
  const { t } = useTranslation();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    toasts.show({ kind: 'success', message: t('network.online', 'You are back online.') });
  }, [online, toasts, t]);

  if (online) return null;
  return (
    <div className={styles.banner} role="status" aria-live="polite" data-testid="offline-banner">
      <Icon name="warning" size={20} />
      <p className={styles.text}>
        <strong>{t('network.offlineTitle', 'You are offline')}</strong>{' '}
        {t('network.offline', 'Check your connection. The app carries on as soon as it is back.')}
      </p>
    </div>
  );
}

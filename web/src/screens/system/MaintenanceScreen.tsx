import { useTranslation } from '../../i18n/i18n-context.ts';
import { Button } from '../../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/** 503 (§2.3 maintenance, empty layout). */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <SystemMessage
      icon="settings"
      title={t('common.maintenance', "We'll be back soon")}
      text={t('common.maintenanceText', 'The site is under maintenance. Please try again later.')}
      actions={
        <Button variant="secondary" icon="back" onClick={() => window.location.reload()}>
          {t('common.retry', 'Try again')}
        </Button>
      }
    />
  );
}

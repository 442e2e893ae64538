import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/** 403 (§2.3 forbidden, empty layout). */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <SystemMessage
      code="403"
      title={t('common.forbidden', 'Access denied')}
      text={t('common.forbiddenText', 'You do not have access to this page.')}
      actions={
        <Button href="/" icon="home">
          {t('common.home', 'Home')}
        </Button>
      }
    />
  );
}

import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/** The errors slot (§2.3): something failed; the way on is the game hall. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <SystemMessage
      icon="warning"
      title={t('common.somethingWentWrong', 'Something went wrong')}
      text={t('common.errorText', 'We could not show this page. Please try again later.')}
      actions={
        <Button href="/gamehall" icon="cards">
          {t('common.goToGamehall', 'Go to the game hall')}
        </Button>
      }
    />
  );
}

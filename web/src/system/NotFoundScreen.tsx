import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/** 404 (§2.1 "Page not found"). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <SystemMessage
      code="404"
      title={t('common.pageNotFound', 'Page not found')}
      text={t('common.pageNotFoundText', 'The page you are looking for does not exist.')}
      actions={
        <>
          <Button href="/" icon="home">
            {t('common.home', 'Home')}
          </Button>
          <Button href="/gamehall" variant="secondary" icon="cards">
            {t('common.goToGamehall', 'Go to the game hall')}
          </Button>
        </>
      }
    />
  );
}

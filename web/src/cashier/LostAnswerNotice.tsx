import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Spinner } from '../ui/index.ts';
import { Notice } from '../ui/Notice.tsx';
import type { LostAnswer } from './use-lost-answer.ts';

/** Shown while a payment's lost answer is recovered: progress, and "check again". */
export function LostAnswerNotice({ answer }: { answer: LostAnswer<unknown> }) {
  const { t } = useTranslation();
  if (!answer.recovering) return null;
  return (
    <Notice
      tone="warning"
      role="status"
      title={t('network.checking', 'Checking what happened to your payment…')}
      actions={
        <Button variant="secondary" size="sm" onClick={answer.checkAgain}>
          {t('network.checkAgain', 'Check again')}
        </Button>
      }
    >
      <p>
        <Spinner size="sm" label={null} />{' '}
        {t(
          'network.lostAnswer',
          'The connection dropped before the answer came. We ask again as soon as it is back — you will not be charged twice.',
        )}
      </p>
    </Notice>
  );
}

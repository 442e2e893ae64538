import { popups } from '@croupier/core/refs';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useApi } from '../app/use-api.ts';
import { Button, Skeleton } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import styles from './CampaignPopupDialog.module.css';

/**
 * A campaign popup (named popup `campaign`, §2.3): the operator's picture, title, text and call
 * to action. It is fetched by id, which never counts as another impression (the queue that
 * opened it already did); `#popup-preview?popup={id}` opens the same dialog. The HTML is
 * sanitised again here (SafeHtml), whatever the backend did.
 */
export function CampaignPopupDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const id = Number(entry.props.campaignId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useApi(valid ? popups.get : null, { id });
  const popup = data?.[0];

  if (!valid || error || (data && !popup)) {
    return (
      <div className={styles.popup} data-testid="campaign-popup">
        <p className={styles.missing}>
          {t('campaign.missing', 'This offer is no longer available.')}
        </p>
        <Button variant="secondary" onClick={() => close()}>
          {t('common.close', 'Close')}
        </Button>
      </div>
    );
  }
  if (!popup) {
    return (
      <div className={styles.popup} aria-busy="true">
        <Skeleton height={160} radius="md" />
        <Skeleton height={24} radius="sm" />
        <Skeleton height={48} radius="sm" />
      </div>
    );
  }
  return (
    <div className={styles.popup} data-testid="campaign-popup" data-campaign={popup.id}>
      {popup.image ? (
        <img
          className={styles.image}
          src={popup.image.x1}
          srcSet={`${popup.image.x1} 1x, ${popup.image.x2} 2x`}
          alt=""
          width={480}
          height={240}
        />
      ) : null}
      <h2 className={styles.title}>{popup.title}</h2>
      <SafeHtml className={styles.body} html={popup.html} />
      <div className={styles.actions}>
        {popup.button ? (
          <Button href={popup.button.url} size="lg" block onClick={() => close()}>
            {popup.button.label}
          </Button>
        ) : null}
        <Button variant="ghost" block onClick={() => close()}>
          {popup.button ? t('campaign.later', 'Maybe later') : t('common.close', 'Close')}
        </Button>
      </div>
    </div>
  );
}

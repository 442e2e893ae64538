import { isResponsibleGamingEnabled } from '@croupier/core/state';
import { Notice } from '../ui/Notice.tsx';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { BlockSection } from './BlockSection.tsx';
import { DepositLimitsSection } from './DepositLimitsSection.tsx';
import { RealityCheckSection } from './RealityCheckSection.tsx';
import { useResponsibleGamingSettings } from './use-responsible-gaming.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from '../profile/AccountScreens.module.css';

/**
 * `/profile/responsible-game` (§2.2, issue 18): the player's own tools — deposit limits per
 * period, a time-out, self-exclusion and the reality-check interval — each shown while the
 * operator offers it (getResponsibleGamingSettings.tools).
 */
export function ResponsibleGameScreen() {
  const { t } = useTranslation();
  const enabled = isResponsibleGamingEnabled(useSettings());
  const settings = useResponsibleGamingSettings(enabled);
  let body;
  if (!enabled) {
    body = (
      <EmptyState
        icon="heart"
        title={t('profile.rg.unavailable', 'Responsible gaming tools are not available here')}
        text={t(
          'profile.rg.unavailableText',
          'To limit your deposits or take a break, contact our support team.',
        )}
        actions={
          <Button href="/support" icon="chat">
            {t('common.contactSupport', 'Contact support')}
          </Button>
        }
      />
    );
  } else if (settings.error && !settings.data) {
    body = (
      <Notice
        tone="danger"
        title={t('rg.loadFailed', 'Your settings could not be loaded')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void settings.mutate()}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  } else if (!settings.data) {
    body = (
      <div className={styles.stack} aria-busy="true">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </div>
    );
  } else {
    const { tools } = settings.data;
    body = (
      <div className={styles.stack}>
        {tools.deposit_limits ? (
          <DepositLimitsSection periods={settings.data.deposit_limit_periods} />
        ) : null}
        {tools.reality_check ? <RealityCheckSection settings={settings.data} /> : null}
        {tools.time_out ? (
          <BlockSection kind="time_out" periods={settings.data.time_out_periods} />
        ) : null}
        {tools.self_exclusion ? (
          <BlockSection kind="self_exclusion" periods={settings.data.self_exclusion_periods} />
        ) : null}
        <p className={styles.muted}>
          {t(
            'rg.helpNote',
            'If gambling stops being fun, free and confidential help is available.',
          )}{' '}
          <a href="/responsible-gaming">{t('rg.helpLink', 'Where to find help')}</a>
        </p>
      </div>
    );
  }
  return <ProfileLayout section="responsible-game">{body}</ProfileLayout>;
}

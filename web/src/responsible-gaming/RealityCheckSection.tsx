import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { useState } from 'react';
import { AccountSection } from '../profile/AccountSection.tsx';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation, type Translate } from '../i18n/index.ts';
import { Button, Select } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { rgErrorText } from './rg-error-text.ts';
import styles from './ResponsibleGaming.module.css';
import { useResponsibleGamingRefresh } from './use-responsible-gaming.ts';
import { SaveOutcome } from './SaveOutcome.tsx';

type Settings = contract.account.ResponsibleGamingSettings;

function minutesText(t: Translate, minutes: number): string {
  return minutes === 0
    ? t('rg.reality.off', 'Off')
    : t('rg.reality.every', 'Every {minutes} minutes', { minutes });
}

/**
 * The reality-check interval (issue 18, RTS 13): off, 15, 30 or 60 minutes, or the operator's
 * default. At each interval a dialog shows time played and the session's net position.
 */
export function RealityCheckSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const refresh = useResponsibleGamingRefresh();
  const [saved, setSaved] = useState<string | null>(null);
  const check = settings.reality_check;
  const current = check.chosen_minutes === null ? 'default' : String(check.chosen_minutes);
  const { form, submit, submitting, formError } = useServerForm<{ interval: string }>({
    values: { interval: current },
    errorText: (error) => rgErrorText(t, error),
  });

  const save = submit(
    async ({ interval }) => {
      setSaved(null);
      const next = await platform.api.call(account.setRealityCheck, {
        interval: interval === 'default' ? 'default' : (Number(interval) as 0 | 15 | 30 | 60),
      });
      setSaved(
        t('rg.reality.saved', 'Reality checks: {value}.', {
          value: minutesText(t, next.reality_check.interval_minutes),
        }),
      );
      await refresh();
    },
    {
      onError() {
        platform.shell.haptic('error');
        return false;
      },
    },
  );

  return (
    <AccountSection
      title={t('rg.reality.title', 'Reality check')}
      icon="bell"
      description={t(
        'rg.reality.text',
        'A reminder while you play: how long you have been signed in and what you have won or lost this session.',
      )}
      data-testid="reality-check"
    >
      <form className={styles.inlineForm} noValidate onSubmit={(event) => void save(event)}>
        <Select
          label={t('rg.reality.interval', 'Remind me')}
          fieldClassName={styles.grow}
          options={[
            {
              value: 'default',
              label: t('rg.reality.default', 'Default ({value})', {
                value: minutesText(t, check.default_minutes),
              }),
            },
            ...check.options.map((minutes) => ({
              value: String(minutes),
              label: minutesText(t, minutes),
            })),
          ]}
          {...form.register('interval')}
        />
        <Button type="submit" variant="secondary" loading={submitting}>
          {t('common.save', 'Save')}
        </Button>
      </form>
      <SaveOutcome saved={saved} error={formError} />
    </AccountSection>
  );
}

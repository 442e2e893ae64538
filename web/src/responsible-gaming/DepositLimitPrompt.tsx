import { useState } from 'react';
import { usePlayerUid } from '../hooks/use-session.ts';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
import { DepositLimitForm } from './DepositLimitForm.tsx';
import { useDepositLimits, useResponsibleGamingSettings } from './use-responsible-gaming.ts';

/** Storage key of a player's "Not now" (per player: a shared device keeps them apart). */
const skipKey = (uid: number) => `rg.limitPromptSkipped.${uid}`;

/**
 * The prompt to set a deposit limit in the cashier (issue 18): shown while the player has no
 * limit and has not skipped it; the limit is set right here, and "Not now" hides it for good.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const uid = usePlayerUid();
  const settings = useResponsibleGamingSettings();
  const on = Boolean(settings.data?.tools.deposit_limits);
  const limits = useDepositLimits(on);
  const [skipped, setSkipped] = useState(() => platform.storage.getItem(skipKey(uid)) !== null);
  const [done, setDone] = useState(false);
  if (!on || !limits.data || !settings.data || skipped || done) return null;
  if (limits.data.limits.length > 0) return null;
  return (
    <Notice tone="info" title={t('rg.prompt.title', 'Set a deposit limit?')}>
      <div data-testid="limit-prompt">
        <p>
          {t(
            'rg.prompt.text',
            'A limit keeps your deposits within a budget you choose. You can lower it at any time; raising it takes 24 hours.',
          )}
        </p>
        <DepositLimitForm
          data={limits.data}
          periods={settings.data.deposit_limit_periods}
          onSaved={() => setDone(true)}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            platform.storage.setItem(skipKey(uid), '1');
            setSkipped(true);
          }}
        >
          {t('rg.prompt.skip', 'Not now')}
        </Button>
      </div>
    </Notice>
  );
}

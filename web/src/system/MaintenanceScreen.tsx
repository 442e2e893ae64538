import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { loadDataLayer } from '../app/load-data-layer.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { startMaintenancePoll, type MaintenancePoll } from './maintenance-poll.ts';
import { SystemMessage } from './SystemMessage.tsx';

/**
 * 503 (§2.3 maintenance, empty layout). It polls the API gently while it shows; when the site
 * is back it steps aside and the player is where they were (the address never changed),
 * with the start-up data loaded again — no reload, so nothing they had typed is lost.
 */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const poll = useRef<MaintenancePoll | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const { pageError, settings, session } = platform.stores;
    const current = startMaintenancePoll({
      timers: platform.timers,
      check: async () => {
        setChecking(true);
        try {
          const { metadata } = await loadDataLayer();
          settings.setGeneralInfo(await platform.api.call(metadata.getgeneralinfo, {}));
        } finally {
          setChecking(false);
        }
      },
      onBack: () => {
        // The player first, then the page: its guards must see who is signed in.
        void session.refresh().finally(() => {
          pageError.clear();
          // Whatever failed during the maintenance is fetched again.
          void mutate(() => true);
        });
      },
    });
    poll.current = current;
    return () => current.stop();
  }, [platform, mutate]);

  return (
    <SystemMessage
      icon="settings"
      title={t('common.maintenance', "We'll be back soon")}
      text={t('common.maintenanceText', 'The site is under maintenance. Please try again later.')}
      actions={
        <Button
          variant="secondary"
          icon="back"
          loading={checking}
          onClick={() => poll.current?.checkNow()}
        >
          {t('common.retry', 'Try again')}
        </Button>
      }
    />
  );
}

import { addressWithoutPopupFlags } from '@croupier/core/routing';
import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { finishSocialAuth } from './finish-social-auth.ts';
import type { OAuthIntent } from './oauth-return.ts';
import { startSocialAuth } from './social-auth.ts';

/** Props of {@link SocialButtons}. */
export interface SocialButtonsProps {
  services: readonly string[];
  intent: OAuthIntent;
  /** Heading of the block ("Or continue with"); none when the block stands alone. */
  divider?: string;
  /** Runs before the window opens; false stops (e.g. the terms box is not ticked, §5). */
  beforeStart?(): Promise<boolean> | boolean;
  /** A failed sign-in's error code (access_denied …). */
  onFailed(error: string): void;
}

/**
 * The social sign-in block (§2.3): one button per OAuth service. A click saves the back
 * address and opens `/oauth/init` in a popup window (§7); what follows is shared with a
 * full-page return (finish-social-auth.ts).
 */
export function SocialButtons({
  services,
  intent,
  divider,
  beforeStart,
  onFailed,
}: SocialButtonsProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { locale } = useLocale();
  const [waiting, setWaiting] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (services.length === 0) return null;

  const start = async (service: string) => {
    if (beforeStart && !(await beforeStart())) return;
    const tracker = authTracker(platform);
    setWaiting(service);
    startSocialAuth(
      {
        win: window,
        storage: platform.storage,
        origin: platform.origin,
        leave: (url) => platform.navigation.leave(url),
      },
      {
        service,
        intent,
        backAddress: addressWithoutPopupFlags(platform.navigation.current()),
        locale,
        onDone: (outcome) => {
          // The outcome matters even if the popup has moved on meanwhile (session, redirect).
          void finishSocialAuth(platform, tracker, outcome).then(
            (result) => {
              if (!mounted.current) return;
              setWaiting(null);
              if (result.kind === 'failed') onFailed(result.error);
            },
            (error: unknown) => {
              platform.log(error);
              if (mounted.current) setWaiting(null);
            },
          );
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      {divider ? <p className={styles.divider}>{divider}</p> : null}
      <div className={styles.socialList}>
        {services.map((service) => (
          <Button
            key={service}
            variant="secondary"
            icon="shield"
            loading={waiting === service}
            onClick={() => void start(service)}
          >
            {t(`auth.socialServices.${service}`, service)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The text of a failed social sign-in. */
export function socialFailureText(t: (key: string, text: string) => string, error: string): string {
  return error === 'access_denied'
    ? t('auth.socialDenied', 'Sign-in was cancelled at the provider.')
    : t('auth.socialFailed', 'Social sign-in failed. Please try again.');
}

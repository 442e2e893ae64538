import { isSumsubEnabled } from '@croupier/core/state';
import { useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useSession, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { Badge, Button, Card, EmptyState, Icon } from '../ui/index.ts';
import { verificationStatus } from './verification-status.ts';
import styles from './VerificationScreen.module.css';

/** How often the page asks again while a document is under review. */
const REVIEW_POLL_MS = 5000;

/**
 * `/profile/verification`: the player's KYC status (account info is_verified,
 * is_on_verification, is_kyc_block_enabled) and the way to verify — the identity
 * verification popup (§2.3) with the verifier; the status follows the verdict.
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const settings = useSettings();
  const { user, refresh } = useSession();
  const status = verificationStatus(user);
  const [open, setOpen] = useState(false);

  // A review ends on the server by a timer: look again now and then while it runs.
  useEffect(() => {
    if (status !== 'pending' || open) return;
    let timer = platform.timers.setTimeout(function poll() {
      void refresh();
      timer = platform.timers.setTimeout(poll, REVIEW_POLL_MS);
    }, REVIEW_POLL_MS);
    return () => platform.timers.clearTimeout(timer);
  }, [status, open, platform, refresh]);

  const verify = async () => {
    setOpen(true);
    try {
      await platform.stores.dialogs.openAndWait({ name: 'identityVerification', props: {} });
    } finally {
      setOpen(false);
      void refresh();
    }
  };

  if (!isSumsubEnabled(settings)) {
    return (
      <ProfileLayout section="verification">
        <EmptyState
          icon="shield"
          title={t('verification.offTitle', 'No verification needed')}
          text={t('verification.offText', 'Identity verification is not required on this site.')}
        />
      </ProfileLayout>
    );
  }

  return (
    <ProfileLayout section="verification">
      <div className={styles.stack}>
        <Card as="section" padding="lg" className={styles.card} aria-labelledby="kyc-status">
          <span className={styles.glyph} data-status={status}>
            <Icon name={status === 'verified' ? 'check' : 'shield'} size={28} />
          </span>
          <div className={styles.body}>
            <div className={styles.titleRow}>
              <h2 id="kyc-status" className={styles.title}>
                {t('verification.statusTitle', 'Identity verification')}
              </h2>
              <Badge
                tone={status === 'verified' ? 'gold' : status === 'pending' ? 'info' : 'neutral'}
                solid={status === 'verified'}
              >
                <span data-testid="kyc-status">
                  {status === 'verified'
                    ? t('verification.status.verified', 'Verified')
                    : status === 'pending'
                      ? t('verification.status.pending', 'Under review')
                      : t('verification.status.unverified', 'Not verified')}
                </span>
              </Badge>
            </div>
            <p className={styles.text} role="status" aria-live="polite">
              {status === 'verified'
                ? t('verification.verifiedText', 'Your identity is confirmed. Nothing else to do.')
                : status === 'pending'
                  ? t(
                      'verification.pendingText',
                      'We are checking your document. This usually takes a moment.',
                    )
                  : t(
                      'verification.unverifiedText',
                      'Confirm your identity with a photo of an identity document. It takes about two minutes.',
                    )}
            </p>
            {status !== 'verified' ? (
              <div className={styles.actions}>
                <Button
                  icon="shield"
                  loading={open}
                  disabled={status === 'pending'}
                  onClick={() => void verify()}
                >
                  {status === 'pending'
                    ? t('verification.waiting', 'Waiting for the result')
                    : t('verification.start', 'Verify my identity')}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
        {user?.is_kyc_block_enabled && status !== 'verified' ? (
          <Notice
            tone="warning"
            title={t('verification.blockedTitle', 'Withdrawals need verification')}
          >
            <p>
              {t('verification.blockedText', 'Withdrawals open once your identity is verified.')}
            </p>
          </Notice>
        ) : null}
        <Card as="section" padding="lg" aria-labelledby="kyc-how">
          <h2 id="kyc-how" className={styles.subtitle}>
            {t('verification.howTitle', 'How it works')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('verification.how1', 'Choose a passport, ID card or driving licence.')}</li>
            <li>
              {t(
                'verification.how2',
                'Upload a clear photo of it (at least 480 pixels on the shorter side).',
              )}
            </li>
            <li>{t('verification.how3', 'We review it and show the result here.')}</li>
          </ol>
        </Card>
      </div>
    </ProfileLayout>
  );
}

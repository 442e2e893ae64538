import { sumsub } from '@croupier/core/refs';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { openFillProfileInfo } from '../profile/open-fill-profile-info.ts';
import { usePlatform } from '../app/platform-context.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, EmptyState, Icon, Spinner } from '../ui/index.ts';
import styles from './IdentityVerificationDialog.module.css';
import { kycFrameUrl, parseKycMessage } from './kyc-frame.ts';
import { verificationErrorText } from './verification-error-text.ts';

type Step =
  | { kind: 'starting' }
  | { kind: 'frame'; url: string }
  | { kind: 'failed'; message: string }
  | { kind: 'verified' };

/** Fetches once per generation: a new token only when asked (retry, expired token). */
const ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

/**
 * The "identity verification" popup (§2.3): creates the player's applicant, gets a verifier
 * token and frames the verifier page; its messages (checked for our origin, the frame and
 * the verifier's source) drive the rest — a verdict refreshes the account info, an expired
 * token is replaced, a GREEN verdict shows success.
 */
export function IdentityVerificationDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [generation, setGeneration] = useState(0);
  const [verified, setVerified] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const token = useSWR(
    // A fresh token for each opening of the popup, and for each retry.
    ['identity-verification-token', entry.id, generation],
    async () => {
      await platform.api.call(sumsub.createApplicant, {});
      return platform.api.call(sumsub.getAccessToken, {});
    },
    ONCE,
  );
  const restart = useCallback(() => setGeneration((g) => g + 1), []);
  const navigate = useNavigate();

  useEffect(() => {
    // Verification needs the profile filled first (§8): this popup gives way to that one.
    if (openFillProfileInfo(platform, navigate, token.error, '/profile/verification'))
      close({ force: true });
  }, [token.error, platform, navigate, close]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== platform.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseKycMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'submitted':
        case 'rejected':
          void platform.stores.session.refresh();
          break;
        case 'completed':
          void platform.stores.session.refresh();
          setVerified(true);
          break;
        case 'ready':
          if (message.reviewAnswer === 'GREEN') setVerified(true);
          break;
        case 'tokenExpired':
          restart();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [platform, restart]);

  const step: Step = verified
    ? { kind: 'verified' }
    : token.error
      ? { kind: 'failed', message: verificationErrorText(t, token.error) }
      : token.data && !token.isValidating
        ? { kind: 'frame', url: kycFrameUrl(token.data.token, platform.origin) }
        : { kind: 'starting' };

  if (step.kind === 'starting') {
    return (
      <div className={styles.center}>
        <Spinner size="lg" label={t('verification.starting', 'Preparing verification…')} />
      </div>
    );
  }
  if (step.kind === 'failed') {
    return (
      <EmptyState
        icon="warning"
        title={t('verification.startFailed', 'Verification could not start')}
        text={step.message}
        actions={
          <Button variant="secondary" onClick={restart}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  }
  if (step.kind === 'verified') {
    return (
      <div className={styles.center} data-testid="verification-done">
        <span className={styles.done}>
          <Icon name="check" size={32} />
        </span>
        <p className={styles.lead}>{t('verification.doneTitle', 'You are verified')}</p>
        <p className={styles.text}>
          {t('verification.doneText', 'Thank you. Withdrawals are open to you now.')}
        </p>
        <Button onClick={() => close()}>{t('verification.done', 'Done')}</Button>
      </div>
    );
  }
  return (
    <iframe
      ref={frame}
      src={step.url}
      title={t('verification.frameTitle', 'Identity verification')}
      className={styles.frame}
      referrerPolicy="no-referrer"
    />
  );
}

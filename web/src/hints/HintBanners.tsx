import { ApiError } from '@croupier/core/errors';
import { account, cashier } from '@croupier/core/refs';
import {
  CONFIRM_SENT_KEY,
  REGISTRATION_HINT_HIDDEN_KEY,
  loginContact,
  showsConfirmationHint,
  showsRegistrationHint,
} from '@croupier/core/state';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useApi } from '../app/use-api.ts';
import { Button, Icon, IconButton, type IconName } from '../ui/index.ts';
import styles from './HintBanners.module.css';
import { hasCompletedDeposit, hintWindows } from './hint-visibility.ts';

/** One banner: an icon, a message, its action and a dismiss button. */
function HintBanner({
  icon,
  text,
  action,
  onDismiss,
}: {
  icon: IconName;
  text: string;
  action: React.ReactNode;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="status">
      <span className={styles.icon}>
        <Icon name={icon} size={20} />
      </span>
      <p className={styles.text}>{text}</p>
      <div className={styles.action}>{action}</div>
      <span className={styles.close}>
        <IconButton icon="close" size="sm" label={t('hints.dismiss', 'Hide')} onClick={onDismiss} />
      </span>
    </div>
  );
}

/**
 * The profile hints under the header (§4 Hints): make a first deposit (2 h after
 * registration, while there is none) and confirm the login's e-mail or phone (5 days,
 * while unconfirmed and no confirmation was sent).
 */
export function HintBanners() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const { user } = useSession();
  const [pathname] = useLocation();
  // The confirmation pages are the hint's own destination, and the cashier the deposit hint's.
  const onConfirmationPage = pathname.includes('/confirmation');
  const onCashierPage = pathname.includes('/cashier');
  const [hidden, setHidden] = useState<{ registration?: boolean; confirmation?: boolean }>(() => ({
    // Closed once on this device by this player: closed for good.
    registration:
      user !== null && platform.storage.getItem(REGISTRATION_HINT_HIDDEN_KEY) === String(user.uid),
  }));
  const [sending, setSending] = useState(false);
  const [confirmSent, setConfirmSent] = useState(
    () => platform.storage.getItem(CONFIRM_SENT_KEY) !== null,
  );
  const now = platform.now();
  const windows = hintWindows(user?.reg_time ?? null, now);
  const wantsRegistration = windows.registration && !hidden.registration && !onCashierPage;
  const history = useApi(wantsRegistration ? cashier.gethistory : null, {
    type: 'deposit',
    count: 18,
  });
  const profile = useApi(
    windows.confirmation && !confirmSent && !hidden.confirmation ? account.getprofileinfo : null,
    { fields: ['contacts'] },
  );
  if (!user) return null;

  const showRegistration =
    wantsRegistration &&
    history.data !== undefined &&
    showsRegistrationHint({
      regTime: user.reg_time,
      hasDeposits: hasCompletedDeposit(history.data.items),
      now,
    });
  const contacts = profile.data?.contacts ?? [];
  const contact = loginContact(user.login, contacts);
  const showConfirmation =
    !hidden.confirmation &&
    !onConfirmationPage &&
    contact !== null &&
    showsConfirmationHint({
      regTime: user.reg_time,
      login: user.login,
      contacts,
      confirmSent,
      now,
    });

  const confirm = async () => {
    if (!contact) return;
    setSending(true);
    try {
      await platform.api.call(account.sendconfirmationtocontact, { type: contact.type });
      platform.stores.toasts.show({
        kind: 'success',
        type: 'confirm',
        message: t('hints.codeSent', 'We sent a confirmation code to {contact}.', {
          contact: contact.contact,
        }),
      });
    } catch (error) {
      // A code sent a moment ago is still valid: go and enter it.
      if (!(error instanceof ApiError && error.type === 'TooManyRequestsException')) {
        platform.log(error);
        platform.stores.toasts.show({
          kind: 'error',
          message: t('hints.codeFailed', 'The code could not be sent. Please try again.'),
        });
        setSending(false);
        return;
      }
    }
    platform.storage.setItem(CONFIRM_SENT_KEY, String(platform.now()));
    setConfirmSent(true);
    setSending(false);
    navigate(`/confirmation?type=${contact.type}`);
  };

  if (!showRegistration && !showConfirmation) return null;
  return (
    <section className={styles.hints} aria-label={t('hints.label', 'Account tips')}>
      {showRegistration ? (
        <HintBanner
          icon="gift"
          text={t(
            'hints.registration',
            'Welcome aboard! Make your first deposit to play for real money.',
          )}
          action={
            <Button size="sm" href="/cashier/deposit" icon="plus">
              {t('common.deposit', 'Deposit')}
            </Button>
          }
          onDismiss={() => {
            platform.storage.setItem(REGISTRATION_HINT_HIDDEN_KEY, String(user.uid));
            setHidden((h) => ({ ...h, registration: true }));
          }}
        />
      ) : null}
      {showConfirmation && contact ? (
        <HintBanner
          icon={contact.type === 'email' ? 'mail' : 'phone'}
          text={
            contact.type === 'email'
              ? t('hints.confirmEmail', 'Please confirm your e-mail {contact}.', {
                  contact: contact.contact,
                })
              : t('hints.confirmPhone', 'Please confirm your phone {contact}.', {
                  contact: contact.contact,
                })
          }
          action={
            <Button size="sm" variant="secondary" loading={sending} onClick={() => void confirm()}>
              {t('hints.confirm', 'Confirm')}
            </Button>
          }
          onDismiss={() => setHidden((h) => ({ ...h, confirmation: true }))}
        />
      ) : null}
    </section>
  );
}

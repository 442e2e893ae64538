import { formatMoney } from '@croupier/core/format';
import { useSnapshot } from 'valtio';
import { openSupportChat, supportChat } from '../chat/chat-opener.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup, useBalances, useMenu, useSession } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { Button, Curtain, Icon } from '../ui/index.ts';
import { ACCOUNT_LINKS, type AccountLink } from './account-links.ts';
import { balanceLabel } from './balance-labels.ts';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import styles from './MenuCurtain.module.css';
import { MenuLink } from './MenuLink.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { useIsCurrent } from './use-is-current.ts';

/** The player's own limits (issue 18): one tap from the side menu; not in the entry's list. */
const LIMITS_LINK: AccountLink = {
  href: '/profile/responsible-game',
  icon: 'heart',
  key: 'common.limits',
  label: 'My limits',
};

/** The side menu on phones and tablets: account, CMS menu, language and theme. */
export function MenuCurtain({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { signedIn, logout } = useSession();
  const { lines } = useBalances();
  const openAuth = useAuthPopup();
  const items = useMenu('header');
  const isCurrent = useIsCurrent();
  // The support chat lives here on phones, where no bubble covers the page (issue 19).
  const { canOpen: chatOpens } = useSnapshot(supportChat);
  return (
    <Curtain title={t('common.menu', 'Menu')} side="left" onDismiss={onClose}>
      <div className={styles.content}>
        {signedIn ? (
          <section className={styles.account} aria-label={t('common.balance', 'Balance')}>
            <dl className={styles.balances}>
              {lines.map((line) => (
                <div key={line.kind} className={styles.balance}>
                  <dt>{balanceLabel(t, line.kind)}</dt>
                  <dd>{formatMoney(line.amount, line.currency)}</dd>
                </div>
              ))}
            </dl>
            <Button href="/cashier/deposit" icon="plus" block onClick={onClose}>
              {t('common.deposit', 'Deposit')}
            </Button>
            <ul className={styles.list}>
              {[...ACCOUNT_LINKS, LIMITS_LINK].map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link} onClick={onClose}>
                    <Icon name={item.icon} size={18} />
                    {t(item.key, item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <div className={styles.auth}>
            <Button
              variant="secondary"
              block
              onClick={() => {
                onClose();
                openAuth('authorization');
              }}
            >
              {t('common.login', 'Log in')}
            </Button>
            <Button
              block
              onClick={() => {
                onClose();
                openAuth('registration');
              }}
            >
              {t('common.register', 'Sign up')}
            </Button>
          </div>
        )}
        {items.length > 0 ? (
          <nav aria-label={t('common.mainMenu', 'Main menu')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.url}>
                  <MenuLink
                    item={item}
                    className={styles.link}
                    current={isCurrent(item.url)}
                    onNavigate={onClose}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {chatOpens ? (
          <Button
            variant="secondary"
            icon="chat"
            block
            onClick={() => {
              onClose();
              openSupportChat();
            }}
          >
            {t('common.supportChat', 'Support chat')}
          </Button>
        ) : null}
        <div className={styles.settings}>
          <LocaleSwitcher />
          <ThemeSwitch />
        </div>
        {signedIn ? (
          <Button
            variant="ghost"
            icon="logout"
            block
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {t('common.logout', 'Log out')}
          </Button>
        ) : null}
      </div>
    </Curtain>
  );
}

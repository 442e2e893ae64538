/**
 * The miniapp opened outside Telegram (no launch parameters): a pointer to the bot and to the
 * web site. It makes no API call at all.
 */
import styles from './OpenInTelegramScreen.module.css';

/** Props of {@link OpenInTelegramScreen}. */
export interface OpenInTelegramScreenProps {
  /** `https://t.me/<bot>/<app>` when the build knows it. */
  botUrl: string | null;
  t: (key: string, defaultText: string) => string;
}

/** The screen. */
export function OpenInTelegramScreen({ botUrl, t }: OpenInTelegramScreenProps) {
  return (
    <main className={styles.screen} data-testid="open-in-telegram">
      <div className={styles.card}>
        <svg className={styles.logo} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="#2aabee" />
          <path
            fill="#fff"
            d="M10.9 23.4c7-3 11.6-5 13.9-6 6.6-2.7 8-3.2 8.9-3.2.2 0 .6 0 .9.3.2.2.3.5.3.7v.9c-.4 4-2 13.6-2.9 18-.4 1.9-1.1 2.5-1.8 2.6-1.5.1-2.7-1-4.2-2l-5.8-3.9c-1.7-1.1-.6-1.8.4-2.8.3-.3 4.6-4.2 4.7-4.6 0-.1 0-.3-.1-.4-.1-.1-.3-.1-.4 0-.2 0-3 1.9-8.4 5.6-.8.6-1.5.8-2.2.8-.7 0-2.1-.4-3.1-.7-1.3-.4-2.3-.6-2.2-1.3 0-.4.6-.7 1.6-1.1Z"
          />
        </svg>
        <h1 className={styles.title}>{t('miniapp.openInTelegramTitle', 'Open in Telegram')}</h1>
        <p className={styles.text}>
          {t(
            'miniapp.openInTelegramText',
            'This is the Croupier Mini App. Open it from our Telegram bot to play with your Telegram account.',
          )}
        </p>
        {botUrl ? (
          <a className={styles.primary} href={botUrl}>
            {t('miniapp.openInTelegramButton', 'Open Telegram')}
          </a>
        ) : null}
        <a className={styles.secondary} href="/">
          {t('miniapp.openWebsite', 'Go to the website')}
        </a>
      </div>
    </main>
  );
}

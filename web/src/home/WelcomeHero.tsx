import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup, useSession } from '../hooks/index.ts';
import { Badge, Button, Icon } from '../ui/index.ts';
import styles from './WelcomeHero.module.css';

/** The static hero drawn with CSS, shown when the operator serves no banners. */
export function WelcomeHero() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  return (
    <section className={styles.hero} aria-labelledby="welcome-title">
      <div className={styles.copy}>
        <Badge tone="gold" className={styles.kicker}>
          <Icon name="crown" size={14} />
          {t('home.heroKicker', 'Casino · Live · Sports')}
        </Badge>
        <h2 id="welcome-title" className={styles.title}>
          {t('home.heroTitle', 'Your table is ready')}
        </h2>
        <p className={styles.text}>
          {t(
            'home.heroText',
            'Thousands of slots, live dealers around the clock and sports betting — one account, instant deposits, fast payouts.',
          )}
        </p>
        <div className={styles.actions}>
          {signedIn ? (
            <>
              <Button size="lg" href="/cashier/deposit" icon="plus">
                {t('common.deposit', 'Deposit')}
              </Button>
              <Button size="lg" variant="secondary" href="/gamehall" icon="play">
                {t('home.playNow', 'Play now')}
              </Button>
            </>
          ) : (
            <>
              <Button size="lg" onClick={() => openAuth('registration')}>
                {t('home.join', 'Join now')}
              </Button>
              <Button size="lg" variant="secondary" href="/gamehall" icon="cards">
                {t('home.browseGames', 'Browse games')}
              </Button>
            </>
          )}
        </div>
        <ul className={styles.perks}>
          <li>
            <Icon name="shield" size={18} />
            {t('home.perkFair', 'Certified fair games')}
          </li>
          <li>
            <Icon name="wallet" size={18} />
            {t('home.perkPayouts', 'Fast payouts')}
          </li>
          <li>
            <Icon name="chat" size={18} />
            {t('home.perkSupport', '24/7 support')}
          </li>
        </ul>
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.glow} />
        <span className={`${styles.card} ${styles.cardBack}`}>
          <span className={styles.suit}>♠</span>
        </span>
        <span className={`${styles.card} ${styles.cardFront}`}>
          <span className={styles.rank}>A</span>
          <span className={styles.suitBig}>♥</span>
        </span>
        <span className={`${styles.chip} ${styles.chipA}`} />
        <span className={`${styles.chip} ${styles.chipB}`} />
        <span className={`${styles.chip} ${styles.chipC}`} />
      </div>
    </section>
  );
}

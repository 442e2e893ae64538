import { useTranslation } from '../i18n/i18n-context.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { useProviders } from './use-providers.ts';
import { Skeleton } from '../ui/index.ts';
import { hallHref } from './hall-query.ts';
import styles from './ProvidersScreen.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/** Logo box in CSS pixels (the server proxies logos to 160×64, and 320×128 for density 2). */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 64;

/** The providers page (§2.2 `/providers`): every provider's logo, linking to its games. */
export function ProvidersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.providers', 'Providers'));
  const { data, error, mutate } = useProviders();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('common.providers', 'Providers')}</h1>
        {data ? (
          <p className={styles.count}>
            {t('games.providersTotal', 'Studios: {count}', { count: data.length })}
          </p>
        ) : null}
      </header>
      {error && !data ? (
        <LoadFailed
          title={t('games.providersFailed', 'The providers could not be loaded.')}
          onRetry={mutate}
        />
      ) : (
        <ul className={styles.grid} aria-busy={!data}>
          {data
            ? data.map((provider) => (
                <li key={provider.id}>
                  <Link href={hallHref({ providers: [provider.sysname] })} className={styles.card}>
                    <span className={styles.logo}>
                      {provider.logo ? (
                        <img
                          src={provider.logo.x1}
                          srcSet={`${provider.logo.x1} 1x, ${provider.logo.x2} 2x`}
                          alt=""
                          width={LOGO_WIDTH}
                          height={LOGO_HEIGHT}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <span className={styles.initial} aria-hidden="true">
                          {provider.name.slice(0, 1)}
                        </span>
                      )}
                    </span>
                    <span className={styles.name}>{provider.name}</span>
                    {provider.game_params ? (
                      <span className={styles.games}>
                        {t('games.count', 'Games: {count}', {
                          count: provider.game_params.games_count,
                        })}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))
            : Array.from({ length: 12 }, (_, i) => (
                <li key={i}>
                  <Skeleton height={156} radius="lg" />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}

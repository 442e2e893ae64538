import { useTranslation } from '../../i18n/i18n-context.ts';
import { Link } from '../../router/Link.tsx';
import { useCategories } from '../../services/use-games.ts';
import { cx, Icon, Skeleton } from '../../ui/index.ts';
import { hallHref, type HallQuery } from '../../games/hall-query.ts';
import styles from './CategoryChips.module.css';

/** The hall's categories as links (the filter lives in the address): All, Favourites, … */
export function CategoryChips({ query, signedIn }: { query: HallQuery; signedIn: boolean }) {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  const keep = { providers: query.providers, sort: query.sort };
  const all = !query.category && !query.favourites;
  return (
    <nav className={styles.strip} aria-label={t('common.categories', 'Categories')}>
      <ul className={styles.list}>
        <li>
          <Link
            href={hallHref(keep)}
            className={cx(styles.chip, all && styles.current)}
            aria-current={all ? 'page' : undefined}
          >
            <Icon name="cards" size={18} />
            {t('games.allGames', 'All games')}
          </Link>
        </li>
        {signedIn ? (
          <li>
            <Link
              href={hallHref({ ...keep, favourites: true })}
              className={cx(styles.chip, query.favourites && styles.current)}
              aria-current={query.favourites ? 'page' : undefined}
            >
              <Icon name="heart" size={18} />
              {t('common.favourites', 'Favourites')}
            </Link>
          </li>
        ) : null}
        {data
          ? data.map((category) => {
              const current = !query.favourites && query.category === category.sysname;
              return (
                <li key={category.id}>
                  <Link
                    href={hallHref({ ...keep, category: category.sysname })}
                    className={cx(styles.chip, current && styles.current)}
                    aria-current={current ? 'page' : undefined}
                  >
                    {category.icon ? (
                      <img
                        src={category.icon}
                        alt=""
                        width={20}
                        height={20}
                        className={styles.icon}
                      />
                    ) : null}
                    {category.name}
                  </Link>
                </li>
              );
            })
          : error
            ? null
            : Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton width={112} height={40} radius="pill" />
                </li>
              ))}
      </ul>
    </nav>
  );
}

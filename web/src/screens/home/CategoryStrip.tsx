import { useTranslation } from '../../i18n/i18n-context.ts';
import { Link } from '../../router/Link.tsx';
import { useCategories } from '../../services/index.ts';
import { Skeleton } from '../../ui/index.ts';
import styles from './CategoryStrip.module.css';

/** Shortcuts into the game hall, one per category. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  if (error) return null;
  return (
    <nav className={styles.strip} aria-label={t('common.categories', 'Categories')}>
      <ul className={styles.list}>
        {data
          ? data.map((category) => (
              <li key={category.id}>
                <Link
                  href={`/gamehall?category=${encodeURIComponent(category.sysname)}`}
                  className={styles.chip}
                >
                  {category.icon ? (
                    <img
                      src={category.icon}
                      alt=""
                      width={24}
                      height={24}
                      className={styles.icon}
                    />
                  ) : null}
                  <span>{category.name}</span>
                  <span className={styles.count}>{category.games_count}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Skeleton width={132} height={44} radius="pill" />
              </li>
            ))}
      </ul>
    </nav>
  );
}

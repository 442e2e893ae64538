import { useTranslation } from '../../i18n/i18n-context.ts';
import { useDocumentTitle } from '../../hooks/index.ts';
import { Icon, ICON_NAMES } from '../index.ts';
import styles from './IconsScreen.module.css';

/** `/_icons` (§2.2): every icon of the sprite with its name. */
export function IconsScreen() {
  const { t } = useTranslation();
  const title = t('icons.title', 'Icons');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="icons-title">
      <header className={styles.header}>
        <h1 id="icons-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.count}>
          {t('icons.count', '{count} icons in the sprite', { count: ICON_NAMES.length })}
        </p>
      </header>
      <ul className={styles.grid}>
        {ICON_NAMES.map((name) => (
          <li key={name} className={styles.cell}>
            <Icon name={name} size={28} />
            <code className={styles.name}>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

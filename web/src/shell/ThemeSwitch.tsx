import { useTranslation } from '../i18n/i18n-context.ts';
import { useTheme } from '../hooks/index.ts';
import { Icon, cx } from '../ui/index.ts';
import styles from './ThemeSwitch.module.css';

/** Light theme on/off as a switch; the choice is kept in the theme cookie for a year. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const light = theme === 'light';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={light}
      className={cx(styles.switch, className)}
      onClick={toggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb}>
          <Icon name={light ? 'sun' : 'moon'} size={14} />
        </span>
      </span>
      <span>{t('common.lightTheme', 'Light theme')}</span>
    </button>
  );
}

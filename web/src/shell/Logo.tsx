import { useTranslation } from '../i18n/i18n-context.ts';
import { Link } from '../router/Link.tsx';
import { cx } from '../ui/index.ts';
import styles from './Logo.module.css';

/** The Croupier wordmark: a chip and the name, linking home. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      className={cx(styles.logo, className)}
      aria-label={t('common.logoHome', 'Croupier — home')}
    >
      <svg viewBox="0 0 36 36" width="34" height="34" aria-hidden="true" className={styles.mark}>
        <defs>
          <linearGradient id="logo-chip" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3ee6a0" />
            <stop offset="1" stopColor="#0ea66b" />
          </linearGradient>
        </defs>
        <circle cx="18" cy="18" r="17" fill="url(#logo-chip)" />
        <circle
          cx="18"
          cy="18"
          r="17"
          fill="none"
          stroke="#0b1020"
          strokeWidth="3"
          strokeDasharray="4.6 6.5"
        />
        <circle cx="18" cy="18" r="10.5" fill="#0b1020" />
        <path
          d="M22.6 14.2a6 6 0 1 0 0 7.6"
          fill="none"
          stroke="#f5c451"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      {compact ? null : (
        <svg viewBox="0 0 112 24" height="22" aria-hidden="true" className={styles.word}>
          <text
            x="0"
            y="19"
            fill="currentColor"
            fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
            fontSize="21"
            fontWeight="800"
            letterSpacing="-0.4"
          >
            Croupier
          </text>
        </svg>
      )}
    </Link>
  );
}

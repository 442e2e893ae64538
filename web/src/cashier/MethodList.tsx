import { formatAmount } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Icon, cx } from '../ui/index.ts';
import type { MethodView } from './method-info.ts';
import styles from './MethodList.module.css';

/** Props of {@link MethodList}. */
export interface MethodListProps {
  views: readonly MethodView[];
  currency: string;
  selected: string | null;
  /** The accessible name of the list. */
  label: string;
  /** Link mode: each card leads to its method's page. */
  hrefFor?: (sysname: string) => string;
  /** Radio mode (no `hrefFor`): picks a method in place. */
  onSelect?: (sysname: string) => void;
}

function MethodCardBody({ view, currency }: { view: MethodView; currency: string }) {
  const { t } = useTranslation();
  const { method, icons, descriptions, limits } = view;
  return (
    <>
      <span className={styles.logo} aria-hidden="true">
        {icons[0] ? (
          <img src={icons[0]} alt="" width={64} height={40} loading="lazy" decoding="async" />
        ) : (
          <Icon name="wallet" size={22} />
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{method.name}</span>
        {descriptions[0] ? <span className={styles.desc}>{descriptions[0]}</span> : null}
        {limits ? (
          <span className={styles.limits}>
            {t('cashier.limits', 'From {min} to {max}', {
              min: formatAmount(limits.min),
              max: `${formatAmount(limits.max)} ${currency}`,
            })}
          </span>
        ) : null}
        {descriptions.slice(1).map((line) => (
          <span key={line} className={styles.extra}>
            {line}
          </span>
        ))}
      </span>
      <span className={styles.check} aria-hidden="true">
        <Icon name="check" size={14} />
      </span>
    </>
  );
}

/**
 * Payment method cards with their content-system icons and descriptions: links to each
 * method's page (deposit) or a radio group (withdraw).
 */
export function MethodList({
  views,
  currency,
  selected,
  label,
  hrefFor,
  onSelect,
}: MethodListProps) {
  if (hrefFor) {
    return (
      <ul className={styles.list} aria-label={label}>
        {views.map((view) => {
          const active = view.method.sysname === selected;
          return (
            <li key={view.method.sysname}>
              <Link
                href={hrefFor(view.method.sysname)}
                className={cx(styles.card, active && styles.active)}
                aria-current={active ? 'true' : undefined}
                data-method={view.method.sysname}
              >
                <MethodCardBody view={view} currency={currency} />
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className={styles.list} role="radiogroup" aria-label={label}>
      {views.map((view) => {
        const active = view.method.sysname === selected;
        return (
          <label
            key={view.method.sysname}
            className={cx(styles.card, active && styles.active)}
            data-method={view.method.sysname}
          >
            <input
              type="radio"
              className={styles.radio}
              name="payment-method"
              value={view.method.sysname}
              checked={active}
              onChange={() => onSelect?.(view.method.sysname)}
            />
            <MethodCardBody view={view} currency={currency} />
          </label>
        );
      })}
    </div>
  );
}

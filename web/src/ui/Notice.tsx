import type { ReactNode } from 'react';
import { Icon, cx, type IconName } from './index.ts';
import styles from './Notice.module.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** `alert` for errors that appear after a submit; `status` for quiet updates. */
  role?: 'alert' | 'status';
  className?: string;
}

const ICONS: Record<NonNullable<NoticeProps['tone']>, IconName> = {
  info: 'info',
  warning: 'warning',
  danger: 'warning',
  success: 'check',
};

/** A boxed message in the cashier: the deposit-limit notice, a failed payment, a way out. */
export function Notice({ tone = 'info', title, children, actions, role, className }: NoticeProps) {
  return (
    <div className={cx(styles.notice, styles[tone], className)} role={role}>
      <Icon name={ICONS[tone]} size={20} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../ui/class-names.ts';
import { Icon } from '../ui/index.ts';
import styles from './AuthPopup.module.css';

/** Props of {@link FormNotice}. */
export interface FormNoticeProps {
  tone?: 'error' | 'success';
  children: ReactNode;
}

/** The form's general notice (§8): an alert icon and the text, announced when it appears. */
export function FormNotice({ tone = 'error', children }: FormNoticeProps) {
  return (
    <div
      className={cx(styles.notice, tone === 'success' && styles.noticeSuccess)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon name={tone === 'error' ? 'warning' : 'check'} size={18} />
      <span>{children}</span>
    </div>
  );
}

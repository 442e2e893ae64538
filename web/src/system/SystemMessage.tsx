import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/index.ts';
import { EmptyState, type IconName } from '../ui/index.ts';
import styles from './SystemMessage.module.css';

/** Props of {@link SystemMessage}. */
export interface SystemMessageProps {
  code?: string;
  icon?: IconName;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** The body every system page shares: a big code or icon, the message and its actions. */
export function SystemMessage({ code, icon, title, text, actions }: SystemMessageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        icon={icon}
        visual={code ? <span className={styles.code}>{code}</span> : undefined}
        title={title}
        text={text}
        actions={actions}
      />
    </div>
  );
}

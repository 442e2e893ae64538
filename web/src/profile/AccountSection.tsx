import { useId, type ReactNode } from 'react';
import { Card, Icon, type IconName } from '../ui/index.ts';
import styles from './AccountSection.module.css';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  title: ReactNode;
  icon?: IconName;
  /** A line under the title: what the section is for. */
  description?: ReactNode;
  /** Beside the title (a state badge). */
  aside?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/** One titled block of a profile screen (personal details, nickname, password, …). */
export function AccountSection({
  title,
  icon,
  description,
  aside,
  children,
  'data-testid': testId,
}: AccountSectionProps) {
  const id = useId();
  return (
    <Card
      as="section"
      padding="lg"
      className={styles.section}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <div className={styles.head}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            <Icon name={icon} size={20} />
          </span>
        ) : null}
        <div className={styles.headText}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      {children}
    </Card>
  );
}
